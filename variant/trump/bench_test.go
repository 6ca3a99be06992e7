package trump

import (
	"testing"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

var benchHands = []struct{ hand, win string }{
	{"23456788c", "4c"}, {"223344c11z", "4c"}, {"225577c1z1z", "7c"}, {"555666z77z", "7z"},
	{"123c1z1z1z99c", "9c"}, {"12345678c", "8c"}, {"119c1z5z6z7z0z", "0z"}, {"123555c11z", "3c"},
}

// BenchmarkEvaluate values a mix of hands (regular, four pairs, yakuman,
// yakuless): the figure is per hand.
func BenchmarkEvaluate(b *testing.B) {
	rules, _ := NewRules(defaultsB(b))
	ws := make([]Win, len(benchHands))
	for i, h := range benchHands {
		ws[i] = Win{Hand: hand.CountsOf(tile.MustParse(h.hand)), WinKind: tile.MustParse(h.win)[0].Kind(), Dora: []tile.Kind{tile.K(tile.Card, 3)}}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Evaluate(&ws[i%len(ws)], &rules)
	}
}

// BenchmarkWaits finds the waits of a one-short hand.
func BenchmarkWaits(b *testing.B) {
	rules, _ := NewRules(defaultsB(b))
	h := tile.MustParse("2345678cS")
	c, s := hand.CountsOf(h), suitsOf(h)
	seen := c
	for i := 0; i < b.N; i++ {
		rules.waits(c, 0, s, &seen)
	}
}

// BenchmarkGame plays whole 3-player games under the default options (to
// the target of 30 or the hand cap), the even seats winning when they can
// and otherwise playing at random; hands/op and ns/hand say how long the
// games were.
func BenchmarkGame(b *testing.B) {
	opts := defaultsB(b)
	hands := 0
	defer func() {
		b.ReportMetric(float64(hands)/float64(b.N), "hands/op")
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(hands, 1)), "ns/hand")
	}()
	for i := 0; i < b.N; i++ {
		g, _ := NewGame(engine.Config{Players: 3, Options: opts, Seed: uint64(i)})
		r := engine.NewRand(uint64(i))
		for !g.Over() {
			toAct := g.ToAct()
			s := toAct[r.IntN(len(toAct))]
			legal := g.Legal(s)
			a := legal[r.IntN(len(legal))]
			if s%2 == 0 {
				a = winFirst(engine.View{}, legal, r)
			}
			if _, err := g.Apply(s, a); err != nil {
				b.Fatal(err)
			}
		}
		hands += g.handNo
	}
}

func defaultsB(b *testing.B) engine.Options {
	o, err := engine.ResolveOptions(options, nil)
	if err != nil {
		b.Fatal(err)
	}
	return o
}
