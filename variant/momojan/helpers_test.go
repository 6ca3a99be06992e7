package momojan

import (
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// deckOf lays out a deck: the dealer's 7, the non-dealer's 7, the dead
// wall (top first), then the first cards of the wall; the other cards of
// the set follow in set order.
func deckOf(t *testing.T, dealer, nonDealer, dead, wall string) []tile.Tile {
	t.Helper()
	var out []tile.Tile
	for _, s := range []string{dealer, nonDealer, dead, wall} {
		out = append(out, tile.MustParse(s)...)
	}
	if err := cardSet.Check(out); err != nil {
		t.Fatalf("deck: %v", err)
	}
	rest := cardSet.All()
	for _, x := range out {
		i := slices.Index(rest, x)
		rest = slices.Delete(rest, i, i+1)
	}
	return append(out, rest...)
}

// dealt starts a game whose first hand is dealt from the given layout.
func dealt(t *testing.T, dealer, nonDealer, dead, wall string) *Game {
	t.Helper()
	return dealtWith(t, DefaultRules(), dealer, nonDealer, dead, wall)
}

// withMistaken returns the default rules with mistaken_wins on.
func withMistaken() *Rules {
	o, _ := engine.ResolveOptions(options(), engine.Options{"mistaken_wins": "true"})
	return NewRules(o)
}

func dealtWith(t *testing.T, r *Rules, dealer, nonDealer, dead, wall string) *Game {
	t.Helper()
	g := newGame(r, engine.Seeded(1))
	g.startHand(deckOf(t, dealer, nonDealer, dead, wall))
	g.out = nil
	return g
}

func act(t *testing.T, g *Game, s engine.Seat, a engine.Action) []engine.Event {
	t.Helper()
	evs, err := g.Apply(s, a)
	if err != nil {
		t.Fatalf("%v: %v (legal %v)", a, err, g.Legal(s))
	}
	return evs
}

func tiles(s string) []tile.Tile { return tile.MustParse(s) }
func card(s string) tile.Tile    { return tile.MustParse(s)[0] }

func legalHas(g *Game, s engine.Seat, a engine.Action) bool { return engine.Contains(g.Legal(s), a) }

func legalTypes(g *Game, s engine.Seat) map[engine.ActionType]int {
	m := map[engine.ActionType]int{}
	for _, a := range g.Legal(s) {
		m[a.Type]++
	}
	return m
}

// events of type typ among evs.
func eventsOf(evs []engine.Event, typ engine.EventType) []engine.Event {
	var out []engine.Event
	for _, e := range evs {
		if e.Type == typ {
			out = append(out, e)
		}
	}
	return out
}

func checkConserved(t *testing.T, g *Game) {
	t.Helper()
	if n, _ := g.PointsInPlay(); n != 2*g.rules.StartPoints {
		t.Errorf("points in play %d, want %d", n, 2*g.rules.StartPoints)
	}
	if got := len(g.AllTiles()); got != cardSet.Size() {
		t.Errorf("%d cards in play, want %d", got, cardSet.Size())
	}
}
