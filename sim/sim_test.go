package sim_test

import (
	"testing"

	"jantaku/engine"
	"jantaku/internal/toy"
	"jantaku/record"
	"jantaku/sim"
	"jantaku/tile"
)

func TestRunToy(t *testing.T) {
	var recs []record.Record
	rep, err := sim.Run(toy.Variant{}, sim.Config{
		Game:   engine.Config{Players: 3, Seed: 7},
		Games:  20,
		Record: func(r record.Record) { recs = append(recs, r) },
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Violations) > 0 {
		t.Fatalf("violations: %v", rep.Violations)
	}
	if rep.Games != 20 || rep.Hands != 40 || len(recs) != 20 {
		t.Fatalf("games %d hands %d records %d", rep.Games, rep.Hands, len(recs))
	}
	reg := engine.NewRegistry(toy.Variant{})
	for _, r := range recs {
		if err := record.Verify(reg, r); err != nil {
			t.Fatalf("seed %d: %v", r.Config.Seed, err)
		}
	}
	// A record whose result was tampered with fails verification.
	bad := recs[0]
	res := *bad.Result
	res.Scores = append([]int(nil), res.Scores...)
	res.Scores[0] += 100
	bad.Result = &res
	if err := record.Verify(reg, bad); err == nil {
		t.Fatal("a tampered result verified")
	}
}

// broken is a toy game that loses a tile, which the checks must catch.
type broken struct{ engine.Game }

func (b broken) AllTiles() []tile.Tile     { return b.Game.(engine.Summary).AllTiles()[1:] }
func (b broken) PointsInPlay() (int, bool) { return 0, false }

type brokenVariant struct{ toy.Variant }

func (v brokenVariant) New(cfg engine.Config) (engine.Game, error) {
	g, err := v.Variant.New(cfg)
	return broken{g}, err
}

func TestRunCatchesLostTile(t *testing.T) {
	rep, err := sim.Run(brokenVariant{}, sim.Config{Game: engine.Config{Players: 2}, Games: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Violations) != 1 {
		t.Fatalf("violations = %v, want one", rep.Violations)
	}
}
