package tenhou

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/record"
)

// Logs of games played on tenhou.net (testdata/real, see its README;
// most start at a later hand) replay through the engine under the tenhou
// preset: every move legal, every round's score changes and the final
// scores as the log has them, the record replays on its own once written
// and read back, and its export starts every round as the log does
// (kyoku, counters, deposits, scores) and ends it as the log does
// (deltas, winner, discarder and liable seat). A log of several hands
// also imports from each later hand on.
func TestRealLogs(t *testing.T) {
	files, err := filepath.Glob("testdata/real/*.json")
	if err != nil || len(files) < 5 {
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
			rec = verifyStandalone(t, rec)
			if (rec.Result != nil) != (len(orig.Final) > 0) {
				t.Errorf("result %v, log sc %v", rec.Result, orig.Final)
			}
			checkExport(t, orig, rec)
			for k := 1; k < len(orig.Rounds); k++ { // the same game shared from a later hand
				rec, err := Import(cut(t, data, k), nil)
				if err != nil {
					t.Fatalf("from round %d: %v", k+1, err)
				}
				if err := record.Verify(registry(), rec); err != nil {
					t.Fatalf("from round %d: %v", k+1, err)
				}
			}
		})
	}
}

// checkExport checks that rec's export starts every round as the log
// orig does (kyoku, counters, deposits, scores) and ends it as the log
// does (deltas, winner, discarder and liable seat).
func checkExport(t *testing.T, orig Log, rec record.Record) {
	t.Helper()
	l, err := Export(registry(), rec, orig.Name)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Rounds) != len(orig.Rounds) {
		t.Fatalf("%d rounds exported, the log has %d", len(l.Rounds), len(orig.Rounds))
	}
	for i, r := range l.Rounds {
		o := orig.Rounds[i]
		if r.Kyoku != o.Kyoku || r.Honba != o.Honba || r.Sticks != o.Sticks || r.Scores != o.Scores {
			t.Errorf("round %d starts %d %d %d %v, the log %d %d %d %v", i+1,
				r.Kyoku, r.Honba, r.Sticks, r.Scores, o.Kyoku, o.Honba, o.Sticks, o.Scores)
		}
		want := o.End
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
}

// verifyStandalone checks that rec replays on its own once written and
// read back: the script option carries everything, the start included.
func verifyStandalone(t *testing.T, rec record.Record) record.Record {
	t.Helper()
	var buf bytes.Buffer
	if err := record.Write(&buf, rec); err != nil {
		t.Fatal(err)
	}
	back, err := record.Read(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if err := record.Verify(registry(), back); err != nil {
		t.Fatalf("the record read back: %v", err)
	}
	return back
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
