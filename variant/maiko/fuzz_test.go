package maiko

import (
	"encoding/json"
	"testing"

	"jantaku/engine"
)

// FuzzApply plays action sequences picked by the fuzzer's bytes, with now
// and then an action that is not legal: Apply never panics, and a refused
// action leaves every view as it was. With options set, open riichi and
// 割れ目 are in play.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), false, []byte{0, 1, 2, 3, 250, 7})
	f.Add(uint64(9), false, []byte{255, 255, 0, 0, 17, 4, 99})
	f.Add(uint64(4), true, []byte{1, 255, 0, 3, 250, 7, 9, 9, 9, 40})
	f.Fuzz(func(t *testing.T, seed uint64, options bool, picks []byte) {
		var opts engine.Options
		if options {
			opts = engine.Options{OptOpenRiichi: "true", OptWareme: "true"}
		}
		g, err := newGame(engine.Config{Seed: seed, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range picks {
			if g.Over() {
				return
			}
			seat := g.ToAct()[0]
			legal := g.Legal(seat)
			if b == 255 {
				before := viewsOf(g)
				if _, err := g.Apply(seat, engine.Action{Type: engine.Riichi, Flag: "nominated"}); err == nil {
					t.Fatal("a riichi without a tile was accepted")
				}
				if viewsOf(g) != before {
					t.Fatal("a refused action changed a view")
				}
				continue
			}
			if _, err := g.Apply(seat, legal[int(b)%len(legal)]); err != nil {
				t.Fatalf("legal action refused: %v", err)
			}
		}
	})
}

func viewsOf(g *Game) string {
	var vs []engine.View
	for s := engine.Spectator; s < Players; s++ {
		vs = append(vs, g.View(s))
	}
	b, _ := json.Marshal(vs)
	return string(b)
}
