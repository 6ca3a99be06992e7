package momojan

import (
	"encoding/binary"
	"encoding/json"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

func allViews(g engine.Game) string {
	var vs []engine.View
	for s := engine.Spectator; int(s) < g.Seats(); s++ {
		vs = append(vs, g.View(s))
	}
	b, _ := json.Marshal(vs)
	return string(b)
}

// FuzzApply plays a game from random bytes: each byte picks a legal action
// or makes up one. Apply must never panic, a made-up action that is refused
// must leave every view unchanged, and the cards and points must stay whole.
func FuzzApply(f *testing.F) {
	f.Add([]byte("\x01\x02\x03\x04\x05\x06\x07\x08\x00\x10\x20\x30"))
	f.Add([]byte("momojan kai kai kai draw waive discard"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 8 {
			return
		}
		cfg := engine.Config{Players: 2, Seed: binary.LittleEndian.Uint64(data), Options: engine.Options{"mistaken_wins": "true"}}
		g, _, err := engine.NewGame(Variant{}, cfg)
		if err != nil {
			t.Fatal(err)
		}
		for i, b := range data[8:] {
			if g.Over() {
				return
			}
			seat := engine.Seat(int(b>>7) % 2)
			legal := g.Legal(seat)
			var a engine.Action
			if b&0x40 == 0 && len(legal) > 0 {
				a = legal[int(b)%len(legal)]
			} else {
				a = engine.Action{Type: engine.ActionType(b % 20), Tile: tile.Tile(b), Tiles: []tile.Tile{tile.Tile(b / 3), tile.Tile(b / 5)}}
			}
			before := allViews(g)
			if _, err := g.Apply(seat, a); err != nil {
				if engine.Contains(legal, a) {
					t.Fatalf("step %d: legal %v refused: %v", i, a, err)
				}
				if after := allViews(g); after != before {
					t.Fatalf("step %d: refused %v changed the views", i, a)
				}
				continue
			}
			if n, _ := g.(*Game).PointsInPlay(); n != 60 {
				t.Fatalf("step %d: points in play %d", i, n)
			}
			if n := len(g.(*Game).AllTiles()); n != 54 {
				t.Fatalf("step %d: %d cards", i, n)
			}
		}
	})
}
