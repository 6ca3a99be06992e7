package sim

import (
	"encoding/json"
	"math"
	"strconv"
)

// Interval is an estimate with its 95% confidence interval.
type Interval struct {
	Est float64 `json:"est"`
	Lo  float64 `json:"lo"`
	Hi  float64 `json:"hi"`
	N   int     `json:"n"` // observations behind it (pairs, for a paired difference)
}

// Excludes0 reports whether the interval lies wholly on one side of zero:
// the difference is unlikely to be chance alone.
func (iv Interval) Excludes0() bool { return iv.Lo > 0 || iv.Hi < 0 }

// z975 is the 97.5% point of the standard normal distribution.
const z975 = 1.959963984540054

// t975 holds the 97.5% points of Student's t for 1 to 30 degrees of freedom.
var t975 = [...]float64{12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
	2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
	2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042}

// TQuantile975 returns the 97.5% point of Student's t with df degrees of
// freedom (df may be fractional, as Welch's test gives): the table up to 30,
// interpolated, then the Cornish-Fisher expansion about the normal.
func TQuantile975(df float64) float64 {
	switch {
	case !(df >= 1): // also NaN
		return math.Inf(1)
	case df <= 30:
		i := int(df)
		if i == 30 {
			return t975[29]
		}
		f := df - float64(i)
		return t975[i-1] + f*(t975[i]-t975[i-1])
	}
	z := z975
	z3, z5, z7 := z*z*z, z*z*z*z*z, z*z*z*z*z*z*z
	return z + (z3+z)/(4*df) + (5*z5+16*z3+3*z)/(96*df*df) + (3*z7+19*z5+17*z3-15*z)/(384*df*df*df)
}

// moments returns the mean and the sample variance of xs.
func moments(xs []float64) (mean, variance float64) {
	n := float64(len(xs))
	for _, x := range xs {
		mean += x
	}
	mean /= n
	for _, x := range xs {
		variance += (x - mean) * (x - mean)
	}
	if len(xs) > 1 {
		variance /= n - 1
	}
	return mean, variance
}

// MeanCI is the mean of xs with its t interval. With fewer than two values
// the interval is the estimate alone (it cannot be known).
func MeanCI(xs []float64) Interval {
	if len(xs) == 0 {
		return Interval{}
	}
	m, v := moments(xs)
	iv := Interval{Est: m, Lo: m, Hi: m, N: len(xs)}
	if len(xs) > 1 {
		h := TQuantile975(float64(len(xs)-1)) * math.Sqrt(v/float64(len(xs)))
		iv.Lo, iv.Hi = m-h, m+h
	}
	return iv
}

// PairedDiffCI is the mean of b[i]-a[i] with its t interval: the same seed
// played under two rules, so what the seed fixes cancels out.
func PairedDiffCI(a, b []float64) Interval {
	n := min(len(a), len(b))
	d := make([]float64, n)
	for i := range d {
		d[i] = b[i] - a[i]
	}
	return MeanCI(d)
}

// WelchDiffCI is mean(b)-mean(a) for unpaired samples, with Welch's
// interval (unequal variances, Welch-Satterthwaite degrees of freedom).
func WelchDiffCI(a, b []float64) Interval {
	if len(a) == 0 || len(b) == 0 {
		return Interval{}
	}
	ma, va := moments(a)
	mb, vb := moments(b)
	d := mb - ma
	iv := Interval{Est: d, Lo: d, Hi: d, N: len(a) + len(b)}
	if len(a) < 2 || len(b) < 2 {
		return iv
	}
	sa, sb := va/float64(len(a)), vb/float64(len(b))
	se2 := sa + sb
	if se2 == 0 {
		return iv
	}
	df := se2 * se2 / (sa*sa/float64(len(a)-1) + sb*sb/float64(len(b)-1))
	h := TQuantile975(df) * math.Sqrt(se2)
	iv.Lo, iv.Hi = d-h, d+h
	return iv
}

// WilsonCI is the proportion k/n with Wilson's score interval, which stays
// inside [0, 1] and behaves for rare events.
func WilsonCI(k, n int) Interval {
	if n == 0 {
		return Interval{}
	}
	p, nf := float64(k)/float64(n), float64(n)
	z2 := z975 * z975
	den := 1 + z2/nf
	c := (p + z2/(2*nf)) / den
	h := z975 / den * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return Interval{Est: p, Lo: max(c-h, 0), Hi: min(c+h, 1), N: n}
}

// PropDiffCI is k2/n2 - k1/n1 for independent samples with Newcombe's
// hybrid score interval (built from the two Wilson intervals).
func PropDiffCI(k1, n1, k2, n2 int) Interval {
	if n1 == 0 || n2 == 0 {
		return Interval{}
	}
	a, b := WilsonCI(k1, n1), WilsonCI(k2, n2)
	d := b.Est - a.Est
	return Interval{
		Est: d,
		Lo:  d - math.Hypot(b.Est-b.Lo, a.Hi-a.Est),
		Hi:  d + math.Hypot(b.Hi-b.Est, a.Est-a.Lo),
		N:   n1 + n2,
	}
}

// MarshalJSON writes the interval with six significant digits.
func (iv Interval) MarshalJSON() ([]byte, error) {
	r := func(x float64) float64 {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return 0
		}
		v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'g', 6, 64), 64)
		return v
	}
	type plain Interval
	return json.Marshal(plain{Est: r(iv.Est), Lo: r(iv.Lo), Hi: r(iv.Hi), N: iv.N})
}
