package maiko

import (
	"testing"

	"jantaku/engine"
	"jantaku/variant/riichi"
)

func BenchmarkSettleWin(b *testing.B) {
	r := riichi.DefaultRules()
	w := winOf(&r, seatB, seatA, -1, 5, 0, 0, 1, false)
	for b.Loop() {
		SettleWin(&r, w)
	}
}

// BenchmarkHanchan plays one whole hanchan with the greedy test bot.
func BenchmarkHanchan(b *testing.B) {
	seed := uint64(0)
	for b.Loop() {
		g, err := newGame(engine.Config{Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		rnd := engine.NewRand(seed)
		for !g.Over() {
			s := g.ToAct()[0]
			if _, err := g.Apply(s, greedy(g.View(s), g.Legal(s), rnd)); err != nil {
				b.Fatal(err)
			}
		}
		seed++
	}
}
