package riichi

import (
	"flag"
	"testing"

	"jantaku/engine"
	"jantaku/sim"
)

var simGames = flag.Int("games", 0, "random games for TestSimulation (a tenth more with the eager bot); 0: 200, or 30 under -race")

// eager takes every win, riichi and kan it is offered, else plays at
// random, so the simulation reaches wins, deposits and kans often.
func eager(_ engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
	for _, want := range []engine.ActionType{engine.Tsumo, engine.Ron, engine.Riichi, engine.Ankan, engine.Kakan, engine.Minkan} {
		for _, a := range legal {
			if a.Type == want {
				return a
			}
		}
	}
	var quiet []engine.Action // no chi or pon: closed hands reach riichi
	for _, a := range legal {
		if a.Type != engine.Chi && a.Type != engine.Pon {
			quiet = append(quiet, a)
		}
	}
	return quiet[r.IntN(len(quiet))]
}

// TestSimulation plays random legal games, and games of an eager bot,
// and checks the simulator's invariants after every action: every tile in
// one place, points conserved, and (every 97th action) refused actions
// leave every view unchanged.
func TestSimulation(t *testing.T) {
	games := *simGames
	if games <= 0 {
		games = 200
		if raceEnabled {
			games = 30
		}
	}
	for _, tt := range []struct {
		name  string
		games int
		bots  []sim.Chooser
		opts  engine.Options
	}{
		{"random", games, nil, nil},
		{"eager", max(games/10, 3), []sim.Chooser{eager, eager, eager, eager}, nil},
		{"eager open riichi", max(games/10, 3), []sim.Chooser{eager, eager, eager, eager}, engine.Options{OptOpenRiichi: "true"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rep, err := sim.Run(Variant{}, sim.Config{Game: engine.Config{Seed: 1, Options: tt.opts}, Games: tt.games, Bots: tt.bots, CheckEvery: 97})
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range rep.Violations {
				t.Error(v)
			}
			if rep.Games != tt.games {
				t.Errorf("played %d games, want %d", rep.Games, tt.games)
			}
			t.Logf("%d games, %d hands, %d actions, endings %v", rep.Games, rep.Hands, rep.Actions, rep.Endings)
		})
	}
}
