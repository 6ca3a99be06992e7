package arena

import (
	"math"
	"reflect"
	"testing"

	"jantaku/variants"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

func TestPaired(t *testing.T) {
	tests := []struct {
		name        string
		d           []float64
		mean, lo, p float64
		sig         bool
	}{
		// t = 3/(sqrt(2.5)/sqrt(5)) = 4.2426 on 4 degrees of freedom.
		{"small sample", []float64{1, 2, 3, 4, 5}, 3, 3 - 2.7764*math.Sqrt(0.5), 0.01324, true},
		{"no difference", []float64{-1, 1, -1, 1}, 0, -3.1824 * math.Sqrt(4.0/3/4), 1, false},
		{"constant gain", []float64{2, 2, 2}, 2, 2, 0, true},
		{"one set", []float64{5}, 5, 5, 1, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Paired(tc.d)
			if !near(got.Mean, tc.mean, 1e-9) || !near(got.Lo, tc.lo, 1e-3) || !near(got.P, tc.p, 1e-4) || got.Significant() != tc.sig {
				t.Errorf("got %+v", got)
			}
			if !near(got.Hi-got.Mean, got.Mean-got.Lo, 1e-9) {
				t.Errorf("interval not centred: %+v", got)
			}
		})
	}
}

// TestQuantile: the 97.5% points of Student's t from the usual tables.
func TestQuantile(t *testing.T) {
	for df, want := range map[int]float64{1: 12.706, 4: 2.776, 10: 2.228, 30: 2.042, 1000: 1.962} {
		if got := tQuantile975(df); !near(got, want, 2e-3) {
			t.Errorf("df %d: %.4f, want %.3f", df, got, want)
		}
	}
}

// TestRun plays a small match and checks its shape, that every level is
// in every set, and that the result does not depend on the workers.
func TestRun(t *testing.T) {
	v, err := variants.Registry().Get("suzume")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Variant: v, Bots: []string{"efficient", "random", "random"}, Games: 6, CheckEvery: 7}
	a, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 3
	b, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatal("the workers changed the result")
	}
	if a.Games != 18 || len(a.Sets) != 6 || !reflect.DeepEqual(a.Levels, []string{"efficient", "random"}) || len(a.Comparisons) != 1 {
		t.Fatalf("report %+v", a)
	}
	for _, s := range a.Sets {
		if len(s.Score) != 2 || s.Rank["efficient"] < 1 || s.Rank["random"] < 1 {
			t.Fatalf("set %+v", s)
		}
	}
	if c := a.Comparisons[0]; c.Score.N != 6 || c.Score.Mean <= 0 {
		t.Errorf("efficient did not outscore random: %+v", c.Score)
	}
	if _, err := Run(Config{Variant: v, Bots: []string{"efficient", "nobody"}, Games: 1}); err == nil {
		t.Error("an unknown level was accepted")
	}
}

// TestMikeuke: maiko's report carries each level's share of 身請け (the
// shares of one game sum to at most one: nobody may take the dummy);
// other variants' reports carry none.
func TestMikeuke(t *testing.T) {
	v, err := variants.Registry().Get("maiko")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Run(Config{Variant: v, Bots: []string{"efficient", "random", "random"}, Games: 4})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.MeanMikeuke) != 2 || r.Comparisons[0].Mikeuke == nil || r.Comparisons[0].Mikeuke.N != 4 {
		t.Fatalf("report %+v", r)
	}
	for _, s := range r.Sets {
		// efficient holds one seat of three, random two: shares are per seat.
		if sum := s.Mikeuke["efficient"] + 2*s.Mikeuke["random"]; sum < 0 || sum > 1+1e-9 {
			t.Errorf("set %d: 身請け shares %v sum to %v", s.Seed, s.Mikeuke, sum)
		}
	}
	s, err := variants.Registry().Get("suzume")
	if err != nil {
		t.Fatal(err)
	}
	r, err = Run(Config{Variant: s, Bots: []string{"efficient", "random"}, Games: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.MeanMikeuke != nil || r.Comparisons[0].Mikeuke != nil {
		t.Errorf("suzume report has 身請け: %+v", r)
	}
}
