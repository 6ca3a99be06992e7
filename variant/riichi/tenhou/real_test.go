package tenhou

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/record"
)

// Logs of games played on tenhou.net (testdata/real, see its README)
// replay through the engine under the tenhou preset: every move legal,
// every round's score changes and the final scores as the log has them,
// and the export ends every round as the log does (deltas, winner,
// discarder and liable seat).
func TestRealLogs(t *testing.T) {
	files, err := filepath.Glob("testdata/real/*.json")
	if err != nil || len(files) < 2 {
		t.Fatalf("real logs: %v %v", files, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			orig, err := Parse(data)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := Import(data, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := record.Verify(registry(), rec); err != nil {
				t.Fatal(err)
			}
			if (rec.Result != nil) != (len(orig.Final) > 0) {
				t.Errorf("result %v, log sc %v", rec.Result, orig.Final)
			}
			l, err := Export(registry(), rec, orig.Name)
			if err != nil {
				t.Fatal(err)
			}
			if len(l.Rounds) != len(orig.Rounds) {
				t.Fatalf("%d rounds exported, the log has %d", len(l.Rounds), len(orig.Rounds))
			}
			for i, r := range l.Rounds {
				want := orig.Rounds[i].End
				if r.End.Name != want.Name || !slices.Equal(r.End.Deltas, want.Deltas) || len(r.End.Info) != len(want.Info) {
					t.Fatalf("round %d ends %s %v, the log %s %v", i+1, r.End.Name, r.End.Deltas, want.Name, want.Deltas)
				}
				for w := range want.Info {
					for k := range 3 { // who, from, pao
						if string(r.End.Info[w][k]) != string(want.Info[w][k]) {
							t.Errorf("round %d win %d: info %d is %s, the log %s", i+1, w+1, k, r.End.Info[w][k], want.Info[w][k])
						}
					}
				}
			}
		})
	}
}

// A log that starts after a game's first hand is refused as such (the
// engine deals from East 1), not played from East 1 into a false verdict.
func TestMidGameRefused(t *testing.T) {
	tests := []struct {
		name string
		f    func(l map[string]any)
	}{
		{"kyoku", func(l map[string]any) { round(l, 0)[0] = []any{7, 0, 0} }},
		{"honba", func(l map[string]any) { round(l, 0)[0] = []any{0, 1, 0} }},
		{"sticks", func(l map[string]any) { round(l, 0)[0] = []any{0, 0, 1} }},
		{"scores", func(l map[string]any) { round(l, 0)[1] = []any{32900, 30000, 27100, 30000} }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Import(edit(t, tc.f), nil)
			if !errors.Is(err, ErrMidGame) {
				t.Fatalf("want ErrMidGame, got %v", err)
			}
		})
	}
}

// Tenhou's rule names set the game's length and open tanyao; other names
// set nothing; a three-player name is refused.
func TestLobbyRules(t *testing.T) {
	tests := []struct {
		disp          string
		winds, tanyao string // "" when not set
		err           error
	}{
		{"特南喰赤", "2", "", nil},
		{"上東喰赤速", "1", "", nil},
		{"般東", "1", "false", nil},
		{"玉の間南喰赤", "2", "", nil},
		{"test", "", "", nil},
		{"三鳳南喰赤", "2", "", ErrThreePlayer},
	}
	for _, tc := range tests {
		t.Run(tc.disp, func(t *testing.T) {
			o := engine.Options{}
			err := lobbyRules([]byte(`{"disp":"`+tc.disp+`"}`), o)
			if !errors.Is(err, tc.err) {
				t.Fatalf("err %v, want %v", err, tc.err)
			}
			if o["winds"] != tc.winds || o["open_tanyao"] != tc.tanyao {
				t.Errorf("winds %q open_tanyao %q, want %q %q", o["winds"], o["open_tanyao"], tc.winds, tc.tanyao)
			}
		})
	}
	rec, err := Import(edit(t, func(l map[string]any) { l["rule"] = map[string]any{"disp": "般東", "aka": 0} }), nil)
	if err != nil {
		t.Fatal(err)
	}
	if o := rec.Config.Options; o["winds"] != "1" || o["open_tanyao"] != "false" {
		t.Errorf("imported options winds %q open_tanyao %q", o["winds"], o["open_tanyao"])
	}
}
