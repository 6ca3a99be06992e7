package suzume

import (
	"fmt"
	"testing"

	"jantaku/engine"
)

// BenchmarkGame plays whole games with uniformly random legal actions and
// no checks: the engine's own speed, reported as games per second.
func BenchmarkGame(b *testing.B) {
	for n := 2; n <= 5; n++ {
		b.Run(fmt.Sprintf("%d-players", n), func(b *testing.B) {
			r := engine.NewRand(1)
			games := 0
			for b.Loop() {
				g := newTest(b, n, nil)
				g.cfg.Seed = uint64(games)
				for !g.Over() {
					to := g.ToAct()
					s := to[r.IntN(len(to))]
					legal := g.Legal(s)
					if _, err := g.Apply(s, legal[r.IntN(len(legal))]); err != nil {
						b.Fatal(err)
					}
				}
				games++
			}
			b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
		})
	}
}
