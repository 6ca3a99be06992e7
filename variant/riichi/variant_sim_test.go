package riichi

import (
	"flag"
	"testing"

	"jantaku/engine"
	"jantaku/sim"
)

var simGames = flag.Int("games", 200, "random games for TestSimulation")

// TestSimulation plays random legal games and checks the simulator's
// invariants after every action: every tile in one place, points
// conserved, refused actions leave every view unchanged.
func TestSimulation(t *testing.T) {
	rep, err := sim.Run(Variant{}, sim.Config{Game: engine.Config{Seed: 1}, Games: *simGames, CheckEvery: 7})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range rep.Violations {
		t.Error(v)
	}
	if rep.Games != *simGames {
		t.Errorf("played %d games, want %d", rep.Games, *simGames)
	}
	t.Logf("%d games, %d hands, %d actions, endings %v", rep.Games, rep.Hands, rep.Actions, rep.Endings)
}
