package malaysia_test

import (
	"flag"
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/sim"
	"jantaku/variant/malaysia"
)

var games = flag.Int("games", 40, "games of 8 hands to simulate in TestSim")

// TestSim plays whole games with random legal play and checks every
// invariant after every action: each tile in one place, points (kan
// payments and reductions included) conserved, refused actions changing
// nothing; then replays each record to the same result.
func TestSim(t *testing.T) {
	var recs []record.Record
	rep, err := sim.Run(malaysia.Variant{}, sim.Config{
		Game:       engine.Config{Players: 3, Seed: 1},
		Games:      *games,
		CheckEvery: 7,
		Record:     func(r record.Record) { recs = append(recs, r) },
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range rep.Violations {
		t.Error(v)
	}
	t.Logf("%d games, %d hands, %d actions, endings %v", rep.Games, rep.Hands, rep.Actions, rep.Endings)
	if rep.Hands != 8*rep.Games {
		t.Errorf("hands = %d, want %d", rep.Hands, 8*rep.Games)
	}
	reg := engine.NewRegistry(malaysia.Variant{})
	for _, r := range recs[:min(len(recs), 10)] {
		if err := record.Verify(reg, r); err != nil {
			t.Errorf("seed %d: %v", r.Config.Seed, err)
		}
	}
}
