package malaysia

import (
	"encoding/json"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// FuzzApply plays actions chosen by the fuzzer's bytes: mostly legal ones,
// sometimes made-up ones for any seat. Apply must never panic, a refused
// action must leave every view unchanged, and tiles and points must hold.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(7), []byte{255, 3, 200, 17, 0, 0, 0, 90, 91, 92, 93, 250, 251})
	f.Add(uint64(42), make([]byte, 64))
	f.Fuzz(func(t *testing.T, seed uint64, script []byte) {
		g := newTest(t, engine.Options{"hands": "2"}, seed)
		total, _ := g.PointsInPlay()
		for i := 0; i+1 < len(script) && !g.Over(); i += 2 {
			seat := engine.Seat(int(script[i]%4) - 1)
			var a engine.Action
			if legal := g.Legal(seat); len(legal) > 0 && script[i+1] < 200 {
				a = legal[int(script[i+1])%len(legal)]
			} else {
				a = madeUp(script[i+1])
			}
			before := allViews(g)
			if _, err := g.Apply(seat, a); err != nil {
				if after := allViews(g); after != before {
					t.Fatalf("refused %v by %d changed the views", a, seat)
				}
			}
			if n := len(g.AllTiles()); n != 84 {
				t.Fatalf("%d tiles after %v", n, a)
			}
			if p, _ := g.PointsInPlay(); p != total {
				t.Fatalf("points %d, want %d", p, total)
			}
		}
	})
}

// madeUp returns an action that is usually illegal.
func madeUp(b byte) engine.Action {
	types := []engine.ActionType{engine.Discard, engine.Tsumo, engine.Ron, engine.Chi, engine.Pon, engine.Minkan,
		engine.Ankan, engine.Kakan, engine.Pass, engine.Flower, engine.Swap, engine.Riichi}
	t := tile.Of(tile.Kind(b % 90))
	return engine.Action{Type: types[int(b)%len(types)], Tile: t, Tiles: []tile.Tile{t, t}, Flag: string(rune('0' + b%4))}
}

func allViews(g *Game) string {
	var vs []engine.View
	for s := engine.Spectator; s < seats; s++ {
		vs = append(vs, g.View(s))
	}
	b, _ := json.Marshal(vs)
	return string(b)
}
