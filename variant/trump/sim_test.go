package trump

import (
	"flag"
	"testing"

	"jantaku/engine"
	"jantaku/sim"
)

var games = flag.Int("games", 150, "games per player count in TestSim")

// winFirst wins whenever it may and otherwise plays at random, so games
// reach the target in a reasonable number of hands.
func winFirst(_ engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
	for _, a := range legal {
		if a.Type == engine.Tsumo || a.Type == engine.Ron {
			return a
		}
	}
	return legal[r.IntN(len(legal))]
}

func TestSim(t *testing.T) {
	for _, players := range []int{2, 3} {
		t.Run(string(rune('0'+players))+"p", func(t *testing.T) {
			bots := make([]sim.Chooser, players)
			for i := range bots {
				if i%2 == 0 {
					bots[i] = winFirst
				}
			}
			rep, err := sim.Run(Variant{}, sim.Config{
				Game:       engine.Config{Players: players, Seed: 1},
				Games:      *games,
				Bots:       bots,
				CheckEvery: 7,
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(rep.Violations) > 0 {
				t.Fatalf("%d violations, first: %s", len(rep.Violations), rep.Violations[0])
			}
			if rep.Games != *games || rep.Endings["target"] != *games {
				t.Errorf("games %d, endings %v", rep.Games, rep.Endings)
			}
			t.Logf("%d games, %d hands, %d actions, mean scores %v", rep.Games, rep.Hands, rep.Actions, rep.MeanScores())
		})
	}
}
