package sim

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"jantaku/engine"
)

// Comparison is the same seeds played under each value of one option: what
// a house rule does to the game.
type Comparison struct {
	Variant string   `json:"variant"`
	Option  string   `json:"option"`
	Values  []string `json:"values"`
	Reports []Report `json:"-"`
	// Diffs holds, for each value after the first, its differences from the
	// first (the baseline).
	Diffs []DiffSet `json:"differences"`
}

// DiffSet is one value against the baseline.
type DiffSet struct {
	Value string `json:"value"`
	Rows  []Diff `json:"rows"`
}

// Diff is one measure under the baseline and under the other value, and
// the difference (other minus baseline) with its 95% interval.
type Diff struct {
	Metric string   `json:"metric"`
	Base   float64  `json:"base"`
	Other  float64  `json:"other"`
	Diff   Interval `json:"diff"`
	// Paired says the interval pairs games by seed; otherwise the two runs
	// are taken as independent samples (wins, yaku).
	Paired bool `json:"paired"`
}

// ParseCompare reads "option=a|b|c".
func ParseCompare(s string) (key string, values []string, err error) {
	key, rest, ok := strings.Cut(s, "=")
	if !ok || key == "" {
		return "", nil, fmt.Errorf("compare %q is not option=a|b", s)
	}
	values = strings.Split(rest, "|")
	if len(values) < 2 {
		return "", nil, fmt.Errorf("compare %q needs two values or more, split by |", s)
	}
	for i, v := range values {
		if slices.Contains(values[:i], v) {
			return "", nil, fmt.Errorf("compare %q names %q twice", s, v)
		}
	}
	return key, values, nil
}

// Compare plays cfg under each value of option key (game i has the same
// seed under every value) and works out the differences from the first.
func Compare(v engine.Variant, cfg Config, key string, values []string) (*Comparison, error) {
	if !slices.ContainsFunc(v.Options(), func(o engine.Option) bool { return o.Key == key }) {
		return nil, fmt.Errorf("%s has no option %q", v.ID(), key)
	}
	for _, val := range values {
		if _, err := engine.ResolveOptions(v.Options(), engine.Options{key: val}); err != nil {
			return nil, fmt.Errorf("%s: %w", v.ID(), err)
		}
	}
	c := &Comparison{Variant: v.ID(), Option: key, Values: values}
	total := cfg.Games * len(values)
	for i, val := range values {
		run := cfg
		run.Game.Options = maps.Clone(cfg.Game.Options)
		if run.Game.Options == nil {
			run.Game.Options = engine.Options{}
		}
		run.Game.Options[key] = val
		if cfg.Progress != nil {
			done := i * cfg.Games
			run.Progress = func(n, _ int) { cfg.Progress(done+n, total) }
		}
		rep, err := Run(v, run)
		if err != nil {
			return nil, fmt.Errorf("%s=%s: %w", key, val, err)
		}
		c.Reports = append(c.Reports, rep)
	}
	for i := 1; i < len(values); i++ {
		c.Diffs = append(c.Diffs, DiffSet{Value: values[i], Rows: diffRows(c.Reports[0].Stats, c.Reports[i].Stats)})
	}
	return c, nil
}

// diffRows lists the measures of b against a.
func diffRows(a, b *Stats) []Diff {
	var rows []Diff
	paired := func(name string, f func(gameRow) float64) {
		x, y := a.column(f), b.column(f)
		d := PairedDiffCI(x, y)
		rows = append(rows, Diff{Metric: name, Base: mean(x), Other: mean(y), Diff: d, Paired: true})
	}
	prop := func(name string, k1, n1, k2, n2 int) {
		d := PropDiffCI(k1, n1, k2, n2)
		rows = append(rows, Diff{Metric: name, Base: share(k1, n1), Other: share(k2, n2), Diff: d})
	}
	for s := 0; s < min(a.Seats, b.Seats); s++ {
		paired(fmt.Sprintf("mean final score, seat %d", s), func(r gameRow) float64 { return r.scores[s] })
	}
	for s := 0; s < min(a.Seats, b.Seats); s++ {
		paired(fmt.Sprintf("first place, seat %d", s), func(r gameRow) float64 { return b2f(r.first[s]) })
	}
	paired("hands per game", func(r gameRow) float64 { return r.hands })
	paired("discards per hand", func(r gameRow) float64 { return r.handLen })
	paired("share of hands won", func(r gameRow) float64 { return r.winShare })
	paired("share of hands drawn", func(r gameRow) float64 { return r.drawShare })
	d := WelchDiffCI(a.values, b.values)
	rows = append(rows, Diff{Metric: "mean hand value", Base: mean(a.values), Other: mean(b.values), Diff: d})
	prop("tsumo share of wins", a.TsumoWins, a.Wins, b.TsumoWins, b.Wins)
	prop("limit hands, share of wins", a.LimitWins, a.Wins, b.LimitWins, b.Wins)
	for _, y := range union(a.yaku, b.yaku) {
		prop("yaku "+y+", share of wins", a.yaku[y], a.Wins, b.yaku[y], b.Wins)
	}
	if ends := union(a.Endings, b.Endings); len(ends) > 1 {
		for _, e := range ends {
			prop("games ended by "+e, a.Endings[e], a.Games, b.Endings[e], b.Games)
		}
	}
	return rows
}

func union(a, b map[string]int) []string {
	keys := slices.Collect(maps.Keys(a))
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys
}

func mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	m, _ := moments(xs)
	return m
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
