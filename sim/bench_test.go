package sim_test

import (
	"testing"

	"jantaku/engine"
	"jantaku/sim"
	"jantaku/variants"
)

// BenchmarkRun measures whole games with the statistics, one worker, the
// invariant checks as the command runs them (every 16 actions).
func BenchmarkRun(b *testing.B) {
	for _, id := range []string{"suzume", "trump"} {
		v, _ := variants.Registry().Get(id)
		b.Run(id, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				rep, err := sim.Run(v, sim.Config{Game: engine.Config{Seed: uint64(i), Options: small[id]}, Games: 1, CheckEvery: 16})
				if err != nil || len(rep.Violations) > 0 {
					b.Fatal(err, rep.Violations)
				}
			}
		})
	}
}
