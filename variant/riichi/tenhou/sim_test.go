package tenhou

import (
	"encoding/json"
	"errors"
	"flag"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/internal/toy"
	"jantaku/record"
	"jantaku/sim"
	"jantaku/variant/riichi"
)

var games = flag.Int("games", 50, "random games to export and re-import")

func registry() *engine.Registry { return engine.NewRegistry(riichi.Variant{}, Scripted{}) }

// Random games go out as logs and come back with every move legal and
// every round's score changes and the final scores equal. Tsumo and the
// abortive draws, rare in random play, are in the hand-written log.
func TestSimRoundTrip(t *testing.T) {
	var recs []record.Record
	bots := []sim.Chooser{eager, eager, eager, eager}
	_, err := sim.Run(riichi.Variant{}, sim.Config{Game: engine.Config{Seed: 7}, Games: *games, MaxActions: 20000, Bots: bots,
		CheckEvery: 1 << 30, Record: func(r record.Record) { recs = append(recs, r) }})
	if err != nil {
		t.Fatal(err)
	}
	reg := registry()
	seen := map[string]int{}
	for i, rec := range recs {
		l, err := Export(reg, rec, nil)
		if err != nil {
			t.Fatalf("game %d: export: %v", i, err)
		}
		count(seen, l)
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
		if len(l.Rounds) > 1 {
			midGame(t, reg, l, cutAt(l), opts, seen)
		}
	}

	if *games >= 20 {
		for _, k := range []string{"ron", "ura", "chi", "pon", "ankan", "daiminkan", "kakan", "riichi", endExhaustive, "noten payments",
			"mid-game start", "start with counters", "start with deposits"} {
			if seen[k] == 0 {
				t.Errorf("no %s in %d games: the round trip does not cover it", k, *games)
			}
		}
	}
	t.Logf("covered: %v", seen)
}

// cutAt picks a later round to start a log at: the last with deposits
// on the table, else the last with counters, else the last (late, so
// that the import, which replays from the log's start, stays quick).
func cutAt(l Log) int {
	for _, has := range []func(r Round) bool{
		func(r Round) bool { return r.Sticks > 0 },
		func(r Round) bool { return r.Honba > 0 },
	} {
		for k := len(l.Rounds) - 1; k > 0; k-- {
			if has(l.Rounds[k]) {
				return k
			}
		}
	}
	return len(l.Rounds) - 1
}

// midGame imports the game's log from round k on, as a log of a game
// shared from a later hand: every move legal, the deltas and any final
// scores equal, and the export is that part of the log.
func midGame(t *testing.T, reg *engine.Registry, l Log, k int, opts engine.Options, seen map[string]int) {
	t.Helper()
	part := l
	part.Rounds = l.Rounds[k:]
	data := mustJSON(t, part)
	rec, err := Import([]byte(data), opts)
	if err != nil {
		t.Fatalf("from round %d: import: %v", k+1, err)
	}
	if err := record.Verify(reg, rec); err != nil {
		t.Fatalf("from round %d: verify: %v", k+1, err)
	}
	back, err := Export(reg, rec, nil)
	if err != nil {
		t.Fatalf("from round %d: export: %v", k+1, err)
	}
	if got := mustJSON(t, back); got != data {
		t.Fatalf("from round %d: exports differently:\n%s\n%s", k+1, got, data)
	}
	seen["mid-game start"]++
	if part.Rounds[0].Honba > 0 {
		seen["start with counters"]++
	}
	if part.Rounds[0].Sticks > 0 {
		seen["start with deposits"]++
	}
}

// eager wins and declares riichi whenever it may, and otherwise plays at
// random: random play alone seldom reaches a win.
func eager(v engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
	for _, t := range []engine.ActionType{engine.Tsumo, engine.Ron, engine.Riichi} {
		for _, a := range legal {
			if a.Type == t {
				return a
			}
		}
	}
	return sim.Random(v, legal, r)
}

// count tallies what a log holds, to show what the round trip covers.
func count(seen map[string]int, l Log) {
	for _, r := range l.Rounds {
		for s := range 4 {
			for _, it := range r.Takes[s] {
				switch {
				case strings.HasPrefix(it.Call, "c"):
					seen["chi"]++
				case strings.Contains(it.Call, "p"):
					seen["pon"]++
				case strings.Contains(it.Call, "m"):
					seen["daiminkan"]++
				}
			}
			for _, it := range r.Discards[s] {
				switch {
				case strings.HasPrefix(it.Call, "r"):
					seen["riichi"]++
				case strings.Contains(it.Call, "a"):
					seen["ankan"]++
				case strings.Contains(it.Call, "k"):
					seen["kakan"]++
				}
			}
		}
		if len(r.Ura) > 0 {
			seen["ura"]++
		}
		switch r.End.Name {
		case endWin:
			for i := range r.End.Info {
				if w, f, err := r.End.winner(i); err == nil && w == f {
					seen["tsumo"]++
				} else {
					seen["ron"]++
				}
			}
		case endExhaustive:
			seen[endExhaustive]++
			if r.End.Deltas[0] != [4]int{} {
				seen["noten payments"]++
			}
		case endAllTenpai, endAllNoten:
			seen[r.End.Name]++
		default:
			seen["abortive"]++
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

// In this game (seed 383) seat 2 lets seat 0's 6s go and pons a later
// 6s of seat 0: the pon string reads on both discards, and only the later
// reading plays through the engine.
func TestCallOnALaterDiscard(t *testing.T) {
	var rec record.Record
	_, err := sim.Run(riichi.Variant{}, sim.Config{Game: engine.Config{Seed: 383}, Games: 1, MaxActions: 20000,
		Bots: []sim.Chooser{eager, eager, eager, eager}, CheckEvery: 1 << 30, Record: func(r record.Record) { rec = r }})
	if err != nil {
		t.Fatal(err)
	}
	l, err := Export(registry(), rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Import([]byte(mustJSON(t, l)), rec.Config.Options)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Actions) != len(rec.Actions) {
		t.Errorf("%d actions, the game had %d", len(back.Actions), len(rec.Actions))
	}
}

// A game of another variant is refused, though every game has an opening.
func TestExportRefusesOtherVariants(t *testing.T) {
	rec := record.Record{Variant: "toy", Config: engine.Config{Players: 2, Seed: 1}}
	if _, err := Export(engine.NewRegistry(toy.Variant{}), rec, nil); !errors.Is(err, ErrNotRiichi) {
		t.Fatalf("export of a toy game: %v, want ErrNotRiichi", err)
	}
}
