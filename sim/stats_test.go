package sim

import (
	"math"
	"slices"
	"strings"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// The published figures: Newcombe, "Interval estimation for the difference
// between independent proportions", Statistics in Medicine 17 (1998), and
// "Two-sided confidence intervals for the single proportion" (same volume);
// t points and the Welch example worked by hand.
func TestIntervals(t *testing.T) {
	tests := []struct {
		name   string
		got    Interval
		est    float64
		lo, hi float64
		tol    float64
	}{
		{"Wilson 81/263", WilsonCI(81, 263), 81.0 / 263, 0.2553, 0.3662, 5e-4},
		{"Wilson 15/148", WilsonCI(15, 148), 15.0 / 148, 0.0624, 0.1605, 5e-4},
		{"Wilson 0/20", WilsonCI(0, 20), 0, 0, 0.1611, 5e-4},
		{"Wilson 29/29", WilsonCI(29, 29), 1, 0.8830, 1, 5e-4},
		{"Newcombe 56/70 - 48/80", PropDiffCI(48, 80, 56, 70), 0.2, 0.0524, 0.3339, 5e-4},
		{"Newcombe 9/10 - 3/10", PropDiffCI(3, 10, 9, 10), 0.6, 0.1705, 0.8090, 5e-4},
		// differences 1..5: mean 3, sd sqrt(2.5), t(4) = 2.776
		{"paired", PairedDiffCI([]float64{10, 10, 10, 10, 10}, []float64{11, 12, 13, 14, 15}), 3, 3 - 2.776*math.Sqrt(0.5), 3 + 2.776*math.Sqrt(0.5), 1e-9},
		// a: mean 3 var 2.5 n 5; b: mean 7 var 14 n 6; se = sqrt(17/6),
		// Welch df = 6.972, t = 2.3656
		{"Welch", WelchDiffCI([]float64{1, 2, 3, 4, 5}, []float64{2, 4, 6, 8, 10, 12}), 4, 4 - 2.3656*math.Sqrt(17.0/6), 4 + 2.3656*math.Sqrt(17.0/6), 0.01},
		{"mean", MeanCI([]float64{2, 4, 4, 4, 5, 5, 7, 9}), 5, 5 - 2.365*math.Sqrt(32.0/7/8), 5 + 2.365*math.Sqrt(32.0/7/8), 1e-9},
		{"mean of one", MeanCI([]float64{3}), 3, 3, 3, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := tt.got
			if !near(g.Est, tt.est, 1e-9) || !near(g.Lo, tt.lo, tt.tol) || !near(g.Hi, tt.hi, tt.tol) {
				t.Errorf("got %.4f [%.4f, %.4f], want %.4f [%.4f, %.4f]", g.Est, g.Lo, g.Hi, tt.est, tt.lo, tt.hi)
			}
		})
	}
}

func TestTQuantile(t *testing.T) {
	for _, tt := range []struct{ df, want float64 }{
		{1, 12.706}, {4, 2.776}, {6.5, 2.406}, {30, 2.042}, {40, 2.0211}, {60, 2.0003}, {120, 1.9799}, {1e9, 1.95996},
	} {
		if got := TQuantile975(tt.df); !near(got, tt.want, 5e-4) {
			t.Errorf("t(%g) = %.4f, want %.4f", tt.df, got, tt.want)
		}
	}
	if !math.IsInf(TQuantile975(0.5), 1) || !math.IsInf(TQuantile975(math.NaN()), 1) {
		t.Error("below one degree of freedom the point should be infinite")
	}
}

func TestExcludes0(t *testing.T) {
	if !(Interval{Lo: 0.1, Hi: 2}).Excludes0() || !(Interval{Lo: -2, Hi: -0.1}).Excludes0() || (Interval{Lo: -1, Hi: 1}).Excludes0() {
		t.Error("Excludes0 wrong")
	}
}

// ParseCompare never panics, and what it accepts writes back to its input.
func FuzzParseCompare(f *testing.F) {
	for _, s := range []string{"gaki=false|true", "k=a|b|c", "=a|b", "k=a", "k=a|a", "k=|", "a=b=c|d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		key, values, err := ParseCompare(s)
		if err != nil {
			return
		}
		if key == "" || len(values) < 2 || key+"="+strings.Join(values, "|") != s {
			t.Fatalf("ParseCompare(%q) = %q %q", s, key, values)
		}
		for i, v := range values {
			if slices.Contains(values[:i], v) {
				t.Fatalf("ParseCompare(%q) repeats %q", s, v)
			}
		}
	})
}

// The intervals hold their estimate and stay finite for any counts.
func FuzzPropDiffCI(f *testing.F) {
	f.Add(uint16(3), uint16(10), uint16(9), uint16(10))
	f.Fuzz(func(t *testing.T, k1, n1, k2, n2 uint16) {
		if n1 == 0 || n2 == 0 {
			return
		}
		k1, k2 = k1%(n1+1), k2%(n2+1)
		d := PropDiffCI(int(k1), int(n1), int(k2), int(n2))
		if !(d.Lo <= d.Est+1e-12 && d.Est <= d.Hi+1e-12 && d.Lo >= -1-1e-12 && d.Hi <= 1+1e-12) {
			t.Fatalf("PropDiffCI(%d,%d,%d,%d) = %+v", k1, n1, k2, n2, d)
		}
	})
}
