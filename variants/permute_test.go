package variants_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variants"
)

// TestTileOrderDoesNotMatter plays random games of every variant and, at
// every decision, applies each legal action that carries tiles once in
// every order of its tiles, on clones of the game. Each must give the same
// events and the same views for every seat as the game's own entry, and a
// caller that scribbles over its slice afterwards changes nothing: Apply
// applies the game's own legal action, never the caller's copy. (A chi
// given as ["8m","7m"] once escaped riichi's kuikae rule.)
func TestTileOrderDoesNotMatter(t *testing.T) {
	reg := variants.Registry()
	for _, id := range reg.IDs() {
		t.Run(id, func(t *testing.T) {
			v, _ := reg.Get(id)
			checked := 0
			for seed := uint64(1); seed <= 4; seed++ {
				g, _, err := engine.NewGame(v, engine.Config{Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				r := engine.NewRand(seed * 7919)
				for step := 0; step < 1500 && !g.Over(); step++ {
					seat := g.ToAct()[0]
					legal := slices.Clone(g.Legal(seat))
					for _, a := range legal {
						if len(a.Tiles) > 1 {
							checked += checkOrders(t, g, seat, a)
						}
					}
					// Prefer calls now and then, so games reach them.
					a := legal[r.IntN(len(legal))]
					for _, b := range legal {
						if len(b.Tiles) > 1 && r.IntN(3) == 0 {
							a = b
						}
					}
					if _, err := g.Apply(seat, reversed(a)); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
				}
			}
			if checked == 0 && id != "suzume" { // すずめ雀 has no calls and no kans
				t.Fatalf("no action with tiles in several orders was offered")
			}
			t.Logf("%d orders checked", checked)
		})
	}
}

// checkOrders applies every order of a's tiles to clones of g and compares
// each outcome with applying the game's own entry. It returns the number
// of orders checked.
func checkOrders(t *testing.T, g engine.Game, seat engine.Seat, own engine.Action) int {
	t.Helper()
	want := outcome(t, g.Clone(), seat, own, false)
	n := 0
	for _, p := range permutations(own.Tiles) {
		a := own
		a.Tiles = p
		given := tile.Format(p)
		if got := outcome(t, g.Clone(), seat, a, true); got != want {
			t.Fatalf("%s given as %s: got\n%s\nwant\n%s", own, given, got, want)
		}
		n++
	}
	return n
}

// outcome applies a and describes the events and every seat's view after
// it; with scribble it then overwrites the caller's tiles first.
func outcome(t *testing.T, g engine.Game, seat engine.Seat, a engine.Action, scribble bool) string {
	t.Helper()
	evs, err := g.Apply(seat, a)
	if err != nil {
		t.Fatalf("%s refused: %v", a, err)
	}
	if scribble {
		for i := range a.Tiles {
			a.Tiles[i] = tile.Of(tile.East)
		}
	}
	b, _ := json.Marshal(evs)
	out := string(b)
	for s := engine.Spectator; int(s) < g.Seats(); s++ {
		vb, _ := json.Marshal(g.View(s))
		out += fmt.Sprintf("\n%d: %s", s, vb)
	}
	return out
}

// permutations returns every distinct order of ts, each a fresh slice.
func permutations(ts []tile.Tile) [][]tile.Tile {
	if len(ts) <= 1 {
		return [][]tile.Tile{slices.Clone(ts)}
	}
	var out [][]tile.Tile
	for i := range ts {
		if slices.Contains(ts[:i], ts[i]) {
			continue
		}
		rest := append(slices.Clone(ts[:i]), ts[i+1:]...)
		for _, p := range permutations(rest) {
			out = append(out, append([]tile.Tile{ts[i]}, p...))
		}
	}
	return out
}

// reversed returns a with its tiles in reverse order, in a fresh slice.
func reversed(a engine.Action) engine.Action {
	a.Tiles = slices.Clone(a.Tiles)
	slices.Reverse(a.Tiles)
	return a
}
