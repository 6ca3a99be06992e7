package tenhou

import (
	"encoding/json"
	"flag"
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/sim"
	"jantaku/variant/riichi"
)

var games = flag.Int("games", 50, "random games to export and re-import")

func registry() *engine.Registry { return engine.NewRegistry(riichi.Variant{}, Scripted{}) }

// Random games go out as logs and come back with every move legal and
// every round's score changes and the final scores equal.
func TestSimRoundTrip(t *testing.T) {
	var recs []record.Record
	_, err := sim.Run(riichi.Variant{}, sim.Config{Game: engine.Config{Seed: 7}, Games: *games, MaxActions: 20000,
		CheckEvery: 1 << 30, Record: func(r record.Record) { recs = append(recs, r) }})
	if err != nil {
		t.Fatal(err)
	}
	reg := registry()
	for i, rec := range recs {
		l, err := Export(reg, rec, nil)
		if err != nil {
			t.Fatalf("game %d: export: %v", i, err)
		}
		data, err := json.Marshal(l)
		if err != nil {
			t.Fatal(err)
		}
		opts := engine.Options{}
		for k, v := range rec.Config.Options {
			opts[k] = v
		}
		back, err := Import(data, opts)
		if err != nil {
			t.Fatalf("game %d: import: %v", i, err)
		}
		if err := record.Verify(reg, back); err != nil {
			t.Fatalf("game %d: verify: %v", i, err)
		}
		if want := rec.Result; want != nil && !equalInts(back.Result.Scores, want.Scores) {
			t.Fatalf("game %d: scores %v, want %v", i, back.Result.Scores, want.Scores)
		}
		again, err := Export(reg, back, nil)
		if err != nil {
			t.Fatalf("game %d: export again: %v", i, err)
		}
		if a, b := mustJSON(t, l), mustJSON(t, again); a != b {
			t.Fatalf("game %d: the re-imported game exports differently:\n%s\n%s", i, a, b)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
