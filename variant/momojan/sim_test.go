package momojan

import (
	"flag"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/sim"
)

var games = flag.Int("games", 150, "games for each bot in TestSim (long runs: -args -games=10000)")

func TestSim(t *testing.T) {
	for _, bots := range []struct {
		name string
		bots []sim.Chooser
	}{{"random", nil}, {"greedy", []sim.Chooser{greedy, greedy}}} {
		t.Run(bots.name, func(t *testing.T) { runSim(t, bots.bots) })
	}
}

func runSim(t *testing.T, bots []sim.Chooser) {
	rep, err := sim.Run(Variant{}, sim.Config{Game: engine.Config{Players: 2, Seed: 1}, Games: *games, Bots: bots, CheckEvery: 29})
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range rep.Violations {
		if i < 5 {
			t.Error(v)
		}
	}
	t.Logf("%d games, %d hands, %d actions, endings %v, mean scores %v", rep.Games, rep.Hands, rep.Actions, rep.Endings, rep.MeanScores())
}

// greedy plays to win: it takes every real win, kai, kan and draw right,
// calls often, stops when it may, keeps a ready hand, discards its most
// isolated card, and rarely makes a mistaken declaration.
func greedy(v engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
	pick := func(ok func(a engine.Action) bool) (engine.Action, bool) {
		var c []engine.Action
		for _, a := range legal {
			if ok(a) {
				c = append(c, a)
			}
		}
		if len(c) == 0 {
			return engine.Action{}, false
		}
		return c[r.IntN(len(c))], true
	}
	is := func(ts ...engine.ActionType) func(engine.Action) bool {
		return func(a engine.Action) bool {
			return a.Flag == "" && slices.Contains(ts, a.Type)
		}
	}
	order := []struct {
		ok     func(engine.Action) bool
		chance int // in 100
	}{
		{is(engine.Tsumo, engine.Ron, engine.Stop), 100},
		{func(a engine.Action) bool { return a.Flag == FlagMistaken }, 1},
		{is(engine.Kai, engine.Ankan, engine.Draw), 95},
		{is(engine.Pon, engine.Chi), 70},
		{is(engine.Riichi), 30},
	}
	for _, o := range order {
		if r.IntN(100) < o.chance {
			if a, ok := pick(o.ok); ok {
				return a
			}
		}
	}
	if a, ok := keepReady(v, legal); ok {
		return a
	}
	if a, ok := pick(is(engine.Pass, engine.Waive)); ok {
		return a
	}
	return legal[r.IntN(len(legal))]
}

// keepReady picks a discard: one that keeps the hand ready (a riichi the
// bot did not declare), else the card with the fewest neighbours.
func keepReady(v engine.View, legal []engine.Action) (engine.Action, bool) {
	for _, a := range legal {
		if a.Type == engine.Riichi {
			return engine.Action{Type: engine.Discard, Tile: a.Tile}, true
		}
	}
	if v.Seat < 0 || int(v.Seat) >= len(v.Players) {
		return engine.Action{}, false
	}
	c := hand.CountsOf(v.Players[v.Seat].Hand)
	best, bestN := engine.Action{}, 1<<30
	for _, a := range legal {
		if a.Type != engine.Discard {
			continue
		}
		c[a.Tile.Kind()]--
		n := 0
		if near(&c, a.Tile.Kind()) {
			n = 1 + int(c[a.Tile.Kind()])
		}
		c[a.Tile.Kind()]++
		if n < bestN {
			best, bestN = a, n
		}
	}
	return best, bestN < 1<<30
}
