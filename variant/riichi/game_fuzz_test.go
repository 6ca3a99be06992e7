package riichi

import (
	"encoding/json"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// FuzzApply plays a game steered by the fuzz input: most bytes pick a
// legal action, some try an arbitrary action for an arbitrary seat. Apply
// must never panic, and a refused action must leave every view unchanged.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), []byte{1, 2, 3, 4, 5, 6, 7, 8})
	f.Add(uint64(9), []byte{0, 17, 0, 200, 33, 0, 1, 9, 250})
	f.Fuzz(func(t *testing.T, seed uint64, steps []byte) {
		var opts engine.Options
		if seed%2 == 1 { // odd seeds play with open riichi
			opts = engine.Options{OptOpenRiichi: "true"}
		}
		gi, _, err := engine.NewGame(Variant{}, engine.Config{Seed: seed, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i+1 < len(steps) && !gi.Over(); i += 2 {
			b, x := steps[i], steps[i+1]
			if b%5 == 0 {
				seat := engine.Seat(int(x)%6 - 1)
				a := engine.Action{Type: engine.ActionType(x % 20), Tile: tile.Tile(b), Tiles: []tile.Tile{tile.Tile(x)}}
				before := allViews(gi)
				if _, err := gi.Apply(seat, a); err == nil {
					continue // an arbitrary action may happen to be legal
				}
				if allViews(gi) != before {
					t.Fatalf("refused %v by %d changed the views", a, seat)
				}
				continue
			}
			seats := gi.ToAct()
			s := seats[int(x)%len(seats)]
			legal := gi.Legal(s)
			if _, err := gi.Apply(s, legal[int(b)%len(legal)]); err != nil {
				t.Fatalf("legal action refused: %v", err)
			}
		}
	})
}

func allViews(g engine.Game) string {
	var vs []engine.View
	for s := engine.Spectator; s < Seats; s++ {
		vs = append(vs, g.View(s))
	}
	b, _ := json.Marshal(vs)
	return string(b)
}
