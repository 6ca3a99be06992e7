package momojan

import (
	"flag"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/sim"
)

var games = flag.Int("games", 200, "games for TestSim (long runs: -args -games=10000)")

func TestSim(t *testing.T) {
	for _, bots := range []struct {
		name string
		bots []sim.Chooser
	}{{"random", nil}, {"greedy", []sim.Chooser{greedy, greedy}}} {
		t.Run(bots.name, func(t *testing.T) { runSim(t, bots.bots) })
	}
}

func runSim(t *testing.T, bots []sim.Chooser) {
	rep, err := sim.Run(Variant{}, sim.Config{Game: engine.Config{Players: 2, Seed: 1}, Games: *games, Bots: bots, CheckEvery: 7})
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
// calls often, stops when it may, and rarely makes a mistaken declaration.
func greedy(_ engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
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
		{is(engine.Discard, engine.Pass, engine.Waive), 100},
	}
	for _, o := range order {
		if r.IntN(100) < o.chance {
			if a, ok := pick(o.ok); ok {
				return a
			}
		}
	}
	return legal[r.IntN(len(legal))]
}
