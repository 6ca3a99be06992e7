package tenhou_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/sim"
	"jantaku/variant/maiko"
	"jantaku/variant/riichi"
	"jantaku/variant/riichi/tenhou"
)

// Every tenhou.net/6 export verifies as `jantaku replay --verify` reads
// it (Import with no options of its own), whatever the options: riichi
// and maiko games of sim, under every preset, East-only and East-South,
// and with options far from any preset.
func TestEveryExportVerifies(t *testing.T) {
	reg := engine.NewRegistry(riichi.Variant{}, maiko.Variant{}, tenhou.Scripted{})
	odd := engine.Options{"open_tanyao": "false", "red_man": "0", "red_pin": "2", "red_sou": "0", "double_ron": "false",
		"kiriage_mangan": "true", "start_points": "30000", "return_points": "30000", "ura_dora": "false"}
	type setup struct {
		v    engine.Variant
		opts engine.Options
	}
	var setups []setup
	for _, v := range []engine.Variant{riichi.Variant{}, maiko.Variant{}} {
		for _, preset := range []string{"default", "tenhou"} {
			for _, winds := range []string{"1", "2"} {
				setups = append(setups, setup{v, engine.Options{riichi.PresetOption: preset, "winds": winds}})
			}
		}
		o := engine.Options{"winds": "1"}
		for k, val := range odd {
			o[k] = val
		}
		setups = append(setups, setup{v, o})
	}
	setups = append(setups, setup{maiko.Variant{}, engine.Options{maiko.OptOpenRiichi: "true", maiko.OptWareme: "true", "winds": "1"}})
	for _, su := range setups {
		name := fmt.Sprintf("%s %v", su.v.ID(), su.opts)
		var recs []record.Record
		rep, err := sim.Run(su.v, sim.Config{Game: engine.Config{Seed: 21, Options: su.opts}, Games: 1, MaxActions: 20000, CheckEvery: 1 << 30,
			Record: func(r record.Record) { recs = append(recs, r) }})
		if err != nil || len(rep.Violations) > 0 {
			t.Fatalf("%s: sim: %v %v", name, err, rep.Violations)
		}
		for _, rec := range recs {
			l, err := tenhou.Export(reg, rec, nil)
			if err != nil {
				t.Fatalf("%s seed %d: export: %v", name, rec.Config.Seed, err)
			}
			data, _ := json.Marshal(l)
			back, err := tenhou.Import(data, nil)
			if err != nil {
				t.Fatalf("%s seed %d: import: %v", name, rec.Config.Seed, err)
			}
			if err := record.Verify(reg, back); err != nil {
				t.Fatalf("%s seed %d: verify: %v", name, rec.Config.Seed, err)
			}
			if back.Result == nil || !equal(back.Result.Scores, rec.Result.Scores) {
				t.Fatalf("%s seed %d: the import ends at %v, the game at %v", name, rec.Config.Seed, back.Result, rec.Result.Scores)
			}
		}
	}
}

// A maiko game dealt as the server deals (ChaCha8 walls from a secret
// key, revealed once it is over) exports and verifies too: the log carries
// the key with the actions.
func TestMaikoKeyedExportVerifies(t *testing.T) {
	reg := engine.NewRegistry(maiko.Variant{})
	gc := engine.Config{Options: engine.Options{"winds": "1"}, Shuffle: engine.ShuffleChaCha8, Key: strings.Repeat("ab", engine.KeyBytes)}
	rec, _, _, err := sim.Play(maiko.Variant{}, gc, sim.Config{MaxActions: 20000, CheckEvery: 1 << 30})
	if err != nil {
		t.Fatal(err)
	}
	l, err := tenhou.Export(reg, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := json.Marshal(l)
	back, err := tenhou.Import(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := record.Verify(reg, back); err != nil || back.Config.Key != gc.Key {
		t.Fatalf("verify: %v (key %q)", err, back.Config.Key)
	}
}

// A maiko log whose rounds were changed no longer verifies: its import
// checks the log against the game its rule carries.
func TestMaikoExportChecked(t *testing.T) {
	reg := engine.NewRegistry(maiko.Variant{})
	var recs []record.Record
	if _, err := sim.Run(maiko.Variant{}, sim.Config{Game: engine.Config{Seed: 3, Options: engine.Options{"winds": "1"}}, Games: 1,
		Record: func(r record.Record) { recs = append(recs, r) }}); err != nil {
		t.Fatal(err)
	}
	l, err := tenhou.Export(reg, recs[0], nil)
	if err != nil {
		t.Fatal(err)
	}
	l.Rounds[0].Scores[0] += 1000
	data, _ := json.Marshal(l)
	if _, err := tenhou.Import(data, nil); !errors.Is(err, tenhou.ErrNotTheGame) {
		t.Fatalf("a changed maiko log imports: %v", err)
	}
}

func equal(a, b []int) bool {
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
