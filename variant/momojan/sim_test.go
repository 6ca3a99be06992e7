package momojan

import (
	"flag"
	"testing"

	"jantaku/engine"
	"jantaku/sim"
)

var games = flag.Int("games", 200, "games for TestSim (long runs: -args -games=10000)")

func TestSim(t *testing.T) {
	rep, err := sim.Run(Variant{}, sim.Config{Game: engine.Config{Players: 2, Seed: 1}, Games: *games, CheckEvery: 7})
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
