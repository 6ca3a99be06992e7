package arena

import "math"

// Comparison is level A against level B over the duplicate sets.
type Comparison struct {
	A     string `json:"a"`
	B     string `json:"b"`
	Score Test   `json:"score"` // A's mean score minus B's
	Rank  Test   `json:"rank"`  // A's mean rank minus B's (negative: A places better)
	// Mikeuke is A's share of 身請け minus B's (maiko only).
	Mikeuke *Test `json:"mikeuke,omitempty"`
}

// Test is a paired t test of per-set differences.
type Test struct {
	N    int     `json:"n"`
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
	Lo   float64 `json:"ci95_lo"` // 95% confidence interval of the mean
	Hi   float64 `json:"ci95_hi"`
	T    float64 `json:"t"` // 0 when the differences do not vary
	P    float64 `json:"p"` // two-sided
}

// Significant reports whether the difference is nonzero at the 5% level.
func (t Test) Significant() bool { return t.N > 1 && t.P < 0.05 }

// Paired tests whether the mean of the differences d is zero: the sets are
// independent deals and each difference is one deal's luck cancelled.
func Paired(d []float64) Test {
	n := len(d)
	t := Test{N: n, P: 1}
	if n == 0 {
		return t
	}
	for _, x := range d {
		t.Mean += x
	}
	t.Mean /= float64(n)
	if n < 2 {
		t.Lo, t.Hi = t.Mean, t.Mean
		return t
	}
	var ss float64
	for _, x := range d {
		ss += (x - t.Mean) * (x - t.Mean)
	}
	t.SD = math.Sqrt(ss / float64(n-1))
	se := t.SD / math.Sqrt(float64(n))
	q := tQuantile975(n - 1)
	t.Lo, t.Hi = t.Mean-q*se, t.Mean+q*se
	switch {
	case se > 0:
		t.T = t.Mean / se
		t.P = tTwoSided(t.T, float64(n-1))
	case t.Mean != 0:
		t.P = 0 // every set differs by the same amount; T stays 0 (undefined)
	}
	return t
}

// tTwoSided is P(|T| >= |t|) for Student's t with df degrees of freedom:
// the regularised incomplete beta I_{df/(df+t²)}(df/2, 1/2).
func tTwoSided(t, df float64) float64 {
	return incBeta(df/2, 0.5, df/(df+t*t))
}

// tQuantile975 is the 97.5% point of Student's t, found by bisection.
func tQuantile975(df int) float64 {
	lo, hi := 0.0, 100.0
	for range 100 {
		mid := (lo + hi) / 2
		if tTwoSided(mid, float64(df)) > 0.05 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}

// incBeta is the regularised incomplete beta function I_x(a, b), by the
// continued fraction (Numerical Recipes' betacf form, written afresh).
func incBeta(a, b, x float64) float64 {
	if x <= 0 {
		return 0
	}
	if x >= 1 {
		return 1
	}
	la, _ := math.Lgamma(a + b)
	lb, _ := math.Lgamma(a)
	lc, _ := math.Lgamma(b)
	front := math.Exp(la - lb - lc + a*math.Log(x) + b*math.Log(1-x))
	if x < (a+1)/(a+b+2) {
		return front * betaCF(a, b, x) / a
	}
	return 1 - front*betaCF(b, a, 1-x)/b
}

func betaCF(a, b, x float64) float64 {
	const tiny = 1e-300
	c, d := 1.0, 1-(a+b)*x/(a+1)
	if math.Abs(d) < tiny {
		d = tiny
	}
	d = 1 / d
	h := d
	for m := 1; m <= 300; m++ {
		fm := float64(m)
		num := fm * (b - fm) * x / ((a + 2*fm - 1) * (a + 2*fm))
		d, c = 1+num*d, 1+num/c
		d, c = clampTiny(d), clampTiny(c)
		d = 1 / d
		h *= d * c
		num = -(a + fm) * (a + b + fm) * x / ((a + 2*fm) * (a + 2*fm + 1))
		d, c = 1+num*d, 1+num/c
		d, c = clampTiny(d), clampTiny(c)
		d = 1 / d
		del := d * c
		h *= del
		if math.Abs(del-1) < 1e-14 {
			break
		}
	}
	return h
}

func clampTiny(v float64) float64 {
	if math.Abs(v) < 1e-300 {
		return 1e-300
	}
	return v
}
