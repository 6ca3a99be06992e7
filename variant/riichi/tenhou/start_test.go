package tenhou

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/variant/riichi"
)

// cut drops a log's first k rounds: what is left is a log that starts in
// the middle of the game, as tenhou wrote it.
func cut(t *testing.T, data []byte, k int) []byte {
	t.Helper()
	var l map[string]any
	if err := json.Unmarshal(data, &l); err != nil {
		t.Fatal(err)
	}
	l["log"] = l["log"].([]any)[k:]
	out, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// scriptStart reads the start the record's script option carries.
func scriptStart(t *testing.T, rec record.Record) *riichi.Start {
	t.Helper()
	var script []riichi.HandScript
	if err := json.Unmarshal([]byte(rec.Config.Options[ScriptOption]), &script); err != nil || len(script) == 0 {
		t.Fatalf("script option %q: %v", rec.Config.Options[ScriptOption], err)
	}
	return script[0].Start
}

// A log that starts at a later hand imports from that hand: the record's
// script carries the start (kyoku, counters, deposits, scores), replays
// on its own once written and read back, and exports to the same log.
func TestMidGameLogs(t *testing.T) {
	data, err := os.ReadFile("testdata/hands.json")
	if err != nil {
		t.Fatal(err)
	}
	for k := 1; k <= 3; k++ {
		t.Run(strings.Repeat("cut", k), func(t *testing.T) {
			log := cut(t, data, k)
			orig, err := Parse(log)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := Import(log, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := orig.Rounds[0]
			want := riichi.Start{Wind: r.Kyoku / 4, Dealer: r.Kyoku % 4, Honba: r.Honba, Sticks: r.Sticks, Scores: r.Scores}
			if st := scriptStart(t, rec); st == nil || *st != want {
				t.Fatalf("script start %+v, want %+v", st, want)
			}
			back := verifyStandalone(t, rec)
			l, err := Export(registry(), back, orig.Name)
			if err != nil {
				t.Fatal(err)
			}
			l.Title, l.Rule = orig.Title, orig.Rule
			if a, b := canonical(t, []byte(mustJSON(t, l))), canonical(t, log); a != b {
				t.Errorf("export differs:\n got %s\nwant %s", a, b)
			}
		})
	}
	rec, err := Import(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if st := scriptStart(t, rec); st != nil {
		t.Errorf("a log from East 1 at the start points sets start %+v", st)
	}
}

// A start no game under the import's rules reaches is an error that says
// so, not one hand played from an impossible table to a false "ok"; the
// starts a game does reach (the extra wind round of sudden death while
// nobody has 30000) import.
func TestStartChecked(t *testing.T) {
	data, err := os.ReadFile("testdata/hands.json")
	if err != nil {
		t.Fatal(err)
	}
	// Logs of one hand: round 2 of hands.json (kyoku 1, seat 1 deals,
	// scores 25000 26000 24000 25000, seat 2 wins 8000), and round 3
	// (kyoku 2, seat 2 has 32000).
	second, third := cut(t, data, 1), cut(t, data, 2)
	set := func(log []byte, disp string, head, scores []any) []byte {
		var l map[string]any
		if err := json.Unmarshal(log, &l); err != nil {
			t.Fatal(err)
		}
		l["log"] = l["log"].([]any)[:1]
		if disp != "" {
			l["rule"].(map[string]any)["disp"] = disp
		}
		r := l["log"].([]any)[0].([]any)
		if head != nil {
			r[0] = head
		}
		if scores != nil {
			r[1] = scores
		}
		out, _ := json.Marshal(l)
		return out
	}
	tests := []struct {
		name string
		log  []byte
		opts engine.Options
		msg  string // "" when the log imports
	}{
		{"East 2", set(second, "", nil, nil), nil, ""},
		{"West 2 of a hanchan, sudden death", set(second, "", []any{9, 0, 0}, nil), nil, ""},
		{"North 2 of a hanchan", set(second, "", []any{13, 0, 0}, nil), nil, "never reaches"},
		{"South 2 of an East-only game, sudden death", set(second, "般東喰赤", []any{5, 0, 0}, nil), nil, ""},
		{"West 2 of an East-only game", set(second, "般東喰赤", []any{9, 0, 0}, nil), nil, "never reaches"},
		{"South 2 of an East-only game without sudden death", set(second, "般東喰赤", []any{5, 0, 0}, nil),
			engine.Options{"sudden_death": "false"}, "never reaches"},
		{"South 3 of an East-only game, somebody at 32000", set(third, "般東喰赤", []any{6, 0, 0}, nil), nil, "sudden death"},
		{"negative counters", set(second, "", []any{1, -1, 0}, nil), nil, "negative"},
		{"a score below zero", set(second, "", nil, []any{-1000, 52000, 24000, 25000}), nil, "bust"},
		{"a score below zero without bust", set(second, "", nil, []any{-1000, 52000, 24000, 25000}),
			engine.Options{"bust": "false"}, ""},
		{"scores that do not add up", set(second, "", nil, []any{25000, 26000, 24000, 26000}), nil, "add up to 101000"},
		{"a deposit the scores do not account for", set(second, "", []any{1, 0, 1}, nil), nil, "add up to 101000"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec, err := Import(tc.log, tc.opts)
			if tc.msg == "" {
				if err != nil {
					t.Fatal(err)
				}
				verifyStandalone(t, rec)
				return
			}
			var se *StartError
			if !errors.As(err, &se) || !strings.Contains(err.Error(), tc.msg) {
				t.Fatalf("want a StartError saying %q, got %v", tc.msg, err)
			}
		})
	}
}
