package suzume

import (
	"encoding/json"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// newTest starts a game of n players with the given options.
func newTest(t testing.TB, n int, opts engine.Options) *Game {
	t.Helper()
	g, _, err := engine.NewGame(Variant{}, engine.Config{Players: n, Seed: 11, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return g.(*Game)
}

// rig replaces the hand in play with a chosen one: each seat's five tiles,
// the dora, and the tiles the stock gives first; the rest of the set
// follows in set order. The dealer then draws, as at the start of a hand.
func rig(t testing.TB, g *Game, hands []string, dora, front string) {
	t.Helper()
	rest := tile.Suzume().All()
	take := func(s string) []tile.Tile {
		ts := tiles(t, s)
		for _, x := range ts {
			i := slices.Index(rest, x)
			if i < 0 {
				t.Fatalf("rig: no %s left for %q", x, s)
			}
			rest = slices.Delete(rest, i, i+1)
		}
		return ts
	}
	for s, h := range hands {
		g.held[s] = take(h)
		slices.Sort(g.held[s])
		g.rivers[s] = nil
	}
	g.dora = take(dora)[0]
	g.stock = nil
	if front != "" {
		g.stock = take(front)
	}
	g.stock = append(g.stock, rest...)
	g.window, g.rons, g.last = nil, nil, nil
	g.turn = g.Dealer()
	g.draw(nil)
}

func act(typ engine.ActionType, s string) engine.Action {
	a := engine.Action{Type: typ}
	if s != "" {
		a.Tile = tile.MustParse(s)[0]
	}
	return a
}

// do applies an action that must be accepted.
func do(t testing.TB, g *Game, seat engine.Seat, a engine.Action) []engine.Event {
	t.Helper()
	evs, err := g.Apply(seat, a)
	if err != nil {
		t.Fatalf("seat %d %v: %v (legal %v)", seat, a, err, g.Legal(seat))
	}
	return evs
}

func views(g engine.Game) string {
	var vs []engine.View
	for s := engine.Spectator; int(s) < g.Seats(); s++ {
		vs = append(vs, g.View(s))
	}
	b, _ := json.Marshal(vs)
	return string(b)
}

// passive plays without ever winning: it discards the drawn tile and
// passes every window, so each hand runs until the stock is out.
func passive(g engine.Game) (engine.Seat, engine.Action) {
	s := g.ToAct()[0]
	legal := g.Legal(s)
	for _, a := range slices.Backward(legal) {
		if a.Type == engine.Pass {
			return s, a
		}
	}
	if v := g.View(s); v.Players[s].Drawn {
		h := v.Players[s].Hand
		return s, engine.Action{Type: engine.Discard, Tile: h[len(h)-1]}
	}
	return s, legal[len(legal)-1]
}
