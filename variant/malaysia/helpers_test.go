package malaysia

import (
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// newTest starts a game with the given options over the defaults.
func newTest(t testing.TB, opts engine.Options, seed uint64) *Game {
	t.Helper()
	o, err := engine.ResolveOptions(Options(), opts)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Variant{}.New(engine.Config{Players: 3, Options: o, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g.(*Game)
}

// rig replaces the hand in progress: dealer, hands (the dealer's 14),
// flowers already set aside, and the wall, with the dealer to move.
func rig(t testing.TB, g *Game, dealer engine.Seat, hands [seats]string, flowers [seats]string, wall string) {
	t.Helper()
	g.dealer, g.turn, g.phase = dealer, dealer, phaseTurn
	g.window, g.called, g.drawn, g.rinshan, g.mustDiscard = nil, false, false, false, false
	for s := range g.seat {
		g.seat[s] = player{hand: tile.MustParse(hands[s]), flowers: tile.MustParse(flowers[s]), first: true}
	}
	g.wall = tile.MustParse(wall)
	g.legal = g.turnActions()
}

func act(t testing.TB, g *Game, s engine.Seat, a engine.Action) []engine.Event {
	t.Helper()
	evs, err := g.Apply(s, a)
	if err != nil {
		t.Fatalf("seat %d %v: %v (legal %v)", s, a, err, g.Legal(s))
	}
	return evs
}

func discard(t testing.TB, g *Game, s engine.Seat, ts string) []engine.Event {
	t.Helper()
	return act(t, g, s, engine.Action{Type: engine.Discard, Tile: tile.MustParse(ts)[0]})
}

func pass(t testing.TB, g *Game, seats ...engine.Seat) {
	t.Helper()
	for _, s := range seats {
		act(t, g, s, engine.Action{Type: engine.Pass})
	}
}

// has reports whether seat s may now take an action of type typ (on tile
// ts, if given).
func has(g *Game, s engine.Seat, typ engine.ActionType, ts string) bool {
	for _, a := range g.Legal(s) {
		if a.Type == typ && (ts == "" || a.Tile == tile.MustParse(ts)[0]) {
			return true
		}
	}
	return false
}

// win returns the win event's data among evs.
func win(t testing.TB, evs []engine.Event) WinData {
	t.Helper()
	for _, e := range evs {
		if e.Type == engine.EvWin {
			return e.Data.(WinData)
		}
	}
	t.Fatalf("no win in %v", evs)
	return WinData{}
}

func scores(g *Game) []int {
	out := make([]int, seats)
	for s := engine.Seat(0); s < seats; s++ {
		out[s] = g.score(s)
	}
	return out
}
