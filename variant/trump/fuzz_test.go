package trump

import (
	"encoding/json"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

func allViews(g *Game) string {
	var vs []engine.View
	for s := engine.Spectator; int(s) < g.Seats(); s++ {
		vs = append(vs, g.View(s))
	}
	b, _ := json.Marshal(vs)
	return string(b)
}

// FuzzApply drives a game with bytes: each byte either picks a legal
// action of a seat to act, or builds an arbitrary action for any seat,
// which must be refused without changing any view, or accepted only if
// legal. Apply must never panic.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), true, []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(7), false, []byte{200, 13, 255, 0, 0, 0, 128, 64, 32, 16, 8, 4, 2, 1})
	f.Fuzz(func(t *testing.T, seed uint64, three bool, script []byte) {
		players := 2
		if three {
			players = 3
		}
		o, _ := engine.ResolveOptions(options, engine.Options{"target": "5"})
		g, err := NewGame(engine.Config{Players: players, Options: o, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i+1 < len(script) && !g.Over(); i += 2 {
			op, arg := script[i], script[i+1]
			if op%4 != 0 {
				toAct := g.ToAct()
				s := toAct[int(arg)%len(toAct)]
				legal := g.Legal(s)
				if _, err := g.Apply(s, legal[int(op)%len(legal)]); err != nil {
					t.Fatalf("legal action refused: %v", err)
				}
				continue
			}
			s := engine.Seat(int(arg)%(players+2) - 1)
			card := tile.Of(kinds[int(arg)%len(kinds)])
			if tile.PlayingCard(card.Kind()) && arg%5 != 0 { // now and then a card without its suit
				card = tile.CardOf(card.Kind(), tile.CardSuits[int(op/4)%4])
			}
			a := engine.Action{Type: engine.ActionType(op/4%18 + 1), Tile: card}
			if arg%3 == 0 {
				a.Tiles = []tile.Tile{a.Tile, a.Tile}
			}
			before := allViews(g)
			ok := engine.Contains(g.Legal(s), a)
			_, err := g.Apply(s, a)
			if (err == nil) != ok {
				t.Fatalf("seat %d %v: legal %v, error %v", s, a, ok, err)
			}
			if err != nil && allViews(g) != before {
				t.Fatalf("refused %v changed a view", a)
			}
		}
	})
}
