package suzume

import (
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// FuzzApply drives a game with actions picked by the fuzzer: legal ones,
// legal ones for the wrong seat, and made-up ones. Apply must never panic,
// and a refused action must leave every view unchanged.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), uint8(4), false, []byte{0, 1, 2, 3, 200, 17, 5, 9})
	f.Add(uint64(2), uint8(2), true, []byte{255, 254, 0, 0, 0, 1, 1, 1, 7, 64})
	f.Add(uint64(3), uint8(5), true, []byte("a long sequence of bytes that makes many actions"))
	f.Fuzz(func(t *testing.T, seed uint64, players uint8, mistaken bool, ops []byte) {
		n := int(players%4) + 2
		opts := engine.Options{OptMistakenWins: "false"}
		if mistaken {
			opts[OptMistakenWins] = "true"
		}
		gi, _, err := engine.NewGame(Variant{}, engine.Config{Players: n, Seed: seed, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		g := gi.(*Game)
		for i := 0; i+1 < len(ops) && !g.Over(); i += 2 {
			seat, a := fuzzAction(g, ops[i], ops[i+1])
			before := views(g)
			if _, err := g.Apply(seat, a); err != nil && views(g) != before {
				t.Fatalf("refused %v by %d changed the views: %v", a, seat, err)
			}
		}
	})
}

// fuzzAction turns two bytes into a seat and an action.
func fuzzAction(g *Game, x, y byte) (engine.Seat, engine.Action) {
	seat := engine.Seat(int(x%8) - 1)
	if x < 128 {
		if to := g.ToAct(); len(to) > 0 {
			seat = to[int(x)%len(to)]
		}
	}
	if legal := g.Legal(seat); len(legal) > 0 && y < 192 {
		return seat, legal[int(y)%len(legal)]
	}
	types := []engine.ActionType{engine.Discard, engine.Tsumo, engine.Ron, engine.Pass, engine.Chi, 0, 200}
	a := engine.Action{Type: types[int(y)%len(types)], Tile: tile.Tile(y)}
	if y%3 == 0 {
		a.Flag = FlagMistaken
	}
	return seat, a
}
