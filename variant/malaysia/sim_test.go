package malaysia_test

import (
	"flag"
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/sim"
	"jantaku/variant/malaysia"
)

var games = flag.Int("games", 24, "games of 8 hands the greedy bots play in TestSim (random play and five people: half as many)")

// TestSim plays whole games and checks every invariant after every action:
// each tile in one place, points (kan payments and reductions included)
// conserved, refused actions changing nothing; then replays records to the
// same result. Random play covers odd corners; the greedy bot reaches wins.
func TestSim(t *testing.T) {
	for _, tt := range []struct {
		name  string
		bots  []sim.Chooser
		opts  engine.Options
		games int
	}{
		{"random", nil, nil, max(*games/2, 1)},
		{"greedy", []sim.Chooser{greedy, greedy, greedy}, nil, *games},
		{"greedy, five people", []sim.Chooser{greedy, greedy, greedy}, engine.Options{"people": "5"}, max(*games/2, 1)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var recs []record.Record
			rep, err := sim.Run(malaysia.Variant{}, sim.Config{
				Game:       engine.Config{Players: 3, Seed: 1, Options: tt.opts},
				Games:      tt.games,
				Bots:       tt.bots,
				CheckEvery: 16,
				Record:     func(r record.Record) { recs = append(recs, r) },
			})
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range rep.Violations {
				t.Error(v)
			}
			sum := map[string]int{}
			for _, r := range recs {
				for k, v := range r.Result.Extra {
					sum[k] += v
				}
			}
			t.Logf("%d games, %d hands, %d actions, endings %v, totals %v",
				rep.Games, rep.Hands, rep.Actions, rep.Endings, sum)
			if sum["wins"]+sum["draws"] != rep.Hands {
				t.Errorf("%d wins and %d draws in %d hands", sum["wins"], sum["draws"], rep.Hands)
			}
			if rep.Hands != 8*rep.Games {
				t.Errorf("hands = %d, want %d", rep.Hands, 8*rep.Games)
			}
			reg := engine.NewRegistry(malaysia.Variant{})
			for _, r := range recs[:min(len(recs), 10)] {
				if err := record.Verify(reg, r); err != nil {
					t.Errorf("seed %d: %v", r.Config.Seed, err)
				}
			}
		})
	}
}
