package sim_test

import (
	"fmt"

	"jantaku/engine"
	"jantaku/sim"
	"jantaku/variants"
)

func ExamplePropDiffCI() {
	// 48 of 80 wins had the yaku under one rule, 56 of 70 under the other.
	d := sim.PropDiffCI(48, 80, 56, 70)
	fmt.Printf("%.3f [%.4f, %.4f] leaves out zero: %v\n", d.Est, d.Lo, d.Hi, d.Excludes0())
	// Output: 0.200 [0.0524, 0.3339] leaves out zero: true
}

func ExampleParseCompare() {
	key, values, err := sim.ParseCompare("min_points=5|3|0")
	fmt.Println(key, values, err)
	// Output: min_points [5 3 0] <nil>
}

func ExampleCompare() {
	v, _ := variants.Registry().Get("malaysia")
	cfg := sim.Config{Game: engine.Config{Seed: 1, Options: engine.Options{"hands": "2"}}, Games: 10, CheckEvery: 512}
	c, err := sim.Compare(v, cfg, "start", []string{"50", "30"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range c.Diffs[0].Rows[:1] {
		fmt.Printf("%s: %g [%g, %g], paired %v\n", r.Metric, r.Diff.Est, r.Diff.Lo, r.Diff.Hi, r.Paired)
	}
	// Output: mean final score, seat 0: -20 [-20, -20], paired true
}
