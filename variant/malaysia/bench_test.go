package malaysia

import (
	"testing"

	"jantaku/engine"
	"jantaku/sim"
	"jantaku/tile"
)

// BenchmarkEvaluate values winning hands: a plain one, one with two 飛 and
// one with three.
func BenchmarkEvaluate(b *testing.B) {
	r, _ := NewRules(mustOptions(b))
	for _, bc := range []struct{ name, hand string }{
		{"plain", "223344p456p678p88p"},
		{"two jokers", "2234p456p678p88p00z"},
		{"three jokers", "234p46p678p88p000z1z"},
	} {
		w := Win{Hand: tile.MustParse(bc.hand), Seat: tile.South, Tile: tile.K(tile.Pin, 8), Tsumo: true}
		if _, ok := Evaluate(&w, &r); !ok {
			b.Fatalf("%s: no win", bc.name)
		}
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				Evaluate(&w, &r)
			}
		})
	}
}

// BenchmarkGame plays whole 8-hand games with the greedy-free random bot
// and no invariant checks beyond the first: games per second.
func BenchmarkGame(b *testing.B) {
	seed := uint64(0)
	for b.Loop() {
		seed++
		if _, _, bad, err := sim.Play(Variant{}, engine.Config{Players: 3, Seed: seed}, sim.Config{CheckEvery: 1 << 30}); err != nil || len(bad) > 0 {
			b.Fatal(err, bad)
		}
	}
}
