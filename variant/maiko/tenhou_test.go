package maiko_test

import (
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/sim"
	"jantaku/variant/maiko"
	"jantaku/variant/riichi/tenhou"
)

// Maiko records export as tenhou.net/6 logs with the dummy as the fourth
// player: every round has the dummy's deal, draws and discards, and each
// round's score changes name four seats with the dummy's always 0.
// Games with open riichi and 割れ目 on replay and export too.
func TestExportTenhou(t *testing.T) {
	for _, opts := range []engine.Options{nil, {maiko.OptOpenRiichi: "true", maiko.OptWareme: "true"}} {
		exportTenhou(t, opts)
	}
}

func exportTenhou(t *testing.T, opts engine.Options) {
	var recs []record.Record
	rep, err := sim.Run(maiko.Variant{}, sim.Config{Game: engine.Config{Seed: 4, Options: opts}, Games: 5,
		Record: func(r record.Record) { recs = append(recs, r) }})
	if err != nil || len(rep.Violations) > 0 {
		t.Fatalf("%v %v", err, rep.Violations)
	}
	reg := engine.NewRegistry(maiko.Variant{})
	for _, rec := range recs {
		if _, err := record.Replay(reg, rec, nil); err != nil {
			t.Fatalf("seed %d: replay: %v", rec.Config.Seed, err)
		}
		l, err := tenhou.Export(reg, rec, []string{"A", "B", "C", "舞子"})
		if err != nil {
			t.Fatalf("seed %d: %v", rec.Config.Seed, err)
		}
		if len(l.Rounds) != rec.Result.Hands {
			t.Fatalf("seed %d: %d rounds for %d hands", rec.Config.Seed, len(l.Rounds), rec.Result.Hands)
		}
		for i, r := range l.Rounds {
			if len(r.Haipai[maiko.Dummy]) != 13 || len(r.Discards[maiko.Dummy]) == 0 {
				t.Fatalf("seed %d round %d: the dummy has %d tiles dealt and %d discards", rec.Config.Seed, i, len(r.Haipai[maiko.Dummy]), len(r.Discards[maiko.Dummy]))
			}
			if r.Scores[maiko.Dummy] != 0 {
				t.Fatalf("seed %d round %d: the dummy holds %d points", rec.Config.Seed, i, r.Scores[maiko.Dummy])
			}
		}
	}
}
