package suzume_test

import (
	"flag"
	"fmt"
	"testing"

	"jantaku/engine"
	"jantaku/sim"
	"jantaku/variant/suzume"
)

var games = flag.Int("games", 200, "games per player count in TestSim (long runs: -args -games=10000)")

// TestSim plays whole games for every player count with random legal play
// and the simulator's invariants checked after every action.
func TestSim(t *testing.T) {
	for _, opts := range []engine.Options{nil, {suzume.OptMistakenWins: "true"}, {suzume.OptMinPoints: "0"}} {
		for k := 2; k <= 5; k++ {
			t.Run(fmt.Sprintf("%d-players-%v", k, opts), func(t *testing.T) {
				n := *games
				if opts != nil { // the other tables get a tenth, or a twentieth for the long mistaken-win games
					n = max(*games/10, 1)
					if opts[suzume.OptMistakenWins] != "" {
						n = max(*games/20, 1)
					}
				}
				rep, err := sim.Run(suzume.Variant{}, sim.Config{
					Game:       engine.Config{Players: k, Seed: 1, Options: opts},
					Games:      n,
					CheckEvery: 20,
				})
				if err != nil {
					t.Fatal(err)
				}
				if len(rep.Violations) > 0 {
					t.Fatalf("%d violations, first: %s", len(rep.Violations), rep.Violations[0])
				}
				if rep.Games != n || rep.Hands != n*4*k || rep.Endings["laps"] != n {
					t.Fatalf("games %d hands %d endings %v; want %d games of %d hands", rep.Games, rep.Hands, rep.Endings, n, 4*k)
				}
				t.Logf("%d games, %d hands, %d actions, mean scores %.1f", rep.Games, rep.Hands, rep.Actions, rep.MeanScores())
			})
		}
	}
}
