package momojan

import (
	"testing"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// BenchmarkScoreWin values a seven-set hand with several readings.
func BenchmarkScoreWin(b *testing.B) {
	r := DefaultRules()
	in := winInput{concealed: hand.CountsOf(tile.MustParse("123l123o9l9s")), melds: meldsOf("chi:123p kai:555z kai:666z kai:777z kai:11z1s"),
		win: tile.Of(tile.K(tile.Sou, 9)).Kind(), indicators: tile.MustParse("4o")}
	for b.Loop() {
		if _, ok := scoreWin(r, &in); !ok {
			b.Fatal("no win")
		}
	}
}

// BenchmarkRon values a ron with the furiten readings checked.
func BenchmarkRon(b *testing.B) {
	r := DefaultRules()
	var d [tile.NumKinds]bool
	d[tile.K(tile.Lemon, 2)], d[tile.K(tile.Lemon, 5)] = true, true
	c := hand.CountsOf(tile.MustParse("34p7l7s5o"))
	in := winInput{concealed: c, melds: meldsOf("kai:555z kai:666z"), win: tile.K(tile.Orange, 5), ron: true, riichi: true, discarded: &d}
	for b.Loop() {
		if _, ok := scoreWin(r, &in); !ok {
			b.Fatal("no win")
		}
	}
}

// BenchmarkGame plays whole games with the greedy bot, no checks: games/s
// is 1e9 / (ns/op).
func BenchmarkGame(b *testing.B) {
	seed := uint64(0)
	for b.Loop() {
		seed++
		g, _, _ := engine.NewGame(Variant{}, engine.Config{Players: 2, Seed: seed})
		rnd := engine.NewRand(seed)
		for !g.Over() {
			s := g.ToAct()[0]
			if _, err := g.Apply(s, greedy(engine.View{}, g.Legal(s), rnd)); err != nil {
				b.Fatal(err)
			}
		}
	}
}
