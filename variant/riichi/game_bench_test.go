package riichi

import (
	"testing"

	"jantaku/engine"
)

// playRandom plays one whole game with uniformly random legal actions and
// returns the number of actions.
func playRandom(tb testing.TB, seed uint64) int {
	g, _, err := engine.NewGame(Variant{}, engine.Config{Seed: seed})
	if err != nil {
		tb.Fatal(err)
	}
	r := engine.NewRand(seed ^ 0x5EED)
	n := 0
	for !g.Over() {
		seats := g.ToAct()
		seat := seats[r.IntN(len(seats))]
		legal := g.Legal(seat)
		if _, err := g.Apply(seat, legal[r.IntN(len(legal))]); err != nil {
			tb.Fatal(err)
		}
		n++
	}
	return n
}

// BenchmarkGame measures whole east-south games per second on one core
// with random legal play.
func BenchmarkGame(b *testing.B) {
	actions := 0
	for i := 0; i < b.N; i++ {
		actions += playRandom(b, uint64(i))
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}
