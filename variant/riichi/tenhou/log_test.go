package tenhou

import (
	"encoding/json"
	"errors"
	"os"
	"testing"

	"jantaku/record"
)

// canonical re-encodes JSON so that equal logs compare equal as text.
func canonical(t *testing.T, b []byte) string {
	t.Helper()
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// The hand-written logs come back unchanged through import and export
// (title and rule are copied: a record does not keep them).
func TestHandWrittenRoundTrip(t *testing.T) {
	for _, name := range []string{"hands.json", "exhaustive.json", "threeron.json", "pao_tsumo.json", "pao_ron.json", "pao_ron_honba.json"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile("testdata/" + name)
			if err != nil {
				t.Fatal(err)
			}
			if !Detect(data) {
				t.Fatal("Detect does not know the log")
			}
			rec, err := Import(data, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := record.Verify(registry(), rec); err != nil {
				t.Fatal(err)
			}
			orig, err := Parse(data)
			if err != nil {
				t.Fatal(err)
			}
			l, err := Export(registry(), rec, orig.Name)
			if err != nil {
				t.Fatal(err)
			}
			l.Title, l.Rule = orig.Title, orig.Rule
			got, err := json.Marshal(l)
			if err != nil {
				t.Fatal(err)
			}
			if a, b := canonical(t, got), canonical(t, data); a != b {
				t.Errorf("export differs:\n got %s\nwant %s", a, b)
			}
		})
	}
}

// edit changes one entry of the hand-written log.
func edit(t *testing.T, f func(l map[string]any)) []byte {
	t.Helper()
	return editFile(t, "hands.json", f)
}

func round(l map[string]any, i int) []any { return l["log"].([]any)[i].([]any) }

// A corrupted log is reported: a mismatch where the engine plays it but
// disagrees, an error where it cannot be read.
func TestCorruptedLogs(t *testing.T) {
	tests := []struct {
		name     string
		f        func(l map[string]any)
		mismatch bool
	}{
		{"wrong ron deltas", func(l map[string]any) { round(l, 0)[16].([]any)[1] = []any{0, 1300, -1300, 0} }, true},
		{"wrong tsumo deltas", func(l map[string]any) { round(l, 1)[16].([]any)[1] = []any{-2000, -3900, 8900, -2000} }, true},
		{"wrong start scores", func(l map[string]any) { round(l, 2)[1] = []any{25000, 25000, 25000, 25000} }, true},
		{"discard of a tile not held", func(l map[string]any) { round(l, 0)[6] = []any{29} }, true},
		{"a win the engine does not see", func(l map[string]any) {
			round(l, 3)[16] = []any{"和了", []any{0, 0, 0, 0}, []any{3, 3, 3, "", ""}}
		}, true},
		{"sc on a log that is not a whole game", func(l map[string]any) { l["sc"] = []any{230, 0, 207, 0, 320, 0, 243, 0} }, true},
		{"a red five where the rule has none", func(l map[string]any) { redInHand(l); l["rule"] = map[string]any{"aka": 0} }, false},
		{"a bad tile code", func(l map[string]any) { round(l, 0)[5] = []any{99} }, false},
		{"a short round", func(l map[string]any) { l["log"].([]any)[0] = round(l, 0)[:16] }, false},
		{"a bad call", func(l map[string]any) { round(l, 0)[8] = []any{"p4747"} }, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Import(edit(t, tc.f), nil)
			if err == nil {
				t.Fatal("imported without error")
			}
			if got := errors.Is(err, record.ErrMismatch); got != tc.mismatch {
				t.Errorf("mismatch %v, want %v: %v", got, tc.mismatch, err)
			}
		})
	}
}

// redInHand makes seat 0's 5m of the first round the red one.
func redInHand(l map[string]any) {
	h := round(l, 0)[4].([]any)
	for i, c := range h {
		if c.(float64) == 15 {
			h[i] = 51
		}
	}
}

// The rule's red fives choose the set: a red five is fine with aka 1.
func TestRuleRedFives(t *testing.T) {
	if _, err := Import(edit(t, redInHand), nil); err != nil {
		t.Fatal(err)
	}
	rec, err := Import(edit(t, func(l map[string]any) { l["rule"] = map[string]any{"aka51": 0, "aka52": 2} }), nil)
	if err != nil {
		t.Fatal(err)
	}
	if o := rec.Config.Options; o["red_man"] != "0" || o["red_pin"] != "2" || o["red_sou"] != "1" {
		t.Errorf("red fives %s %s %s, want 0 2 1", o["red_man"], o["red_pin"], o["red_sou"])
	}
}

// Import never panics, whatever the bytes.
func FuzzImport(f *testing.F) {
	data, err := os.ReadFile("testdata/hands.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	pao, err := os.ReadFile("testdata/pao_ron.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(pao)
	mid, err := os.ReadFile("testdata/real/four_reach.json") // starts at East 3
	if err != nil {
		f.Fatal(err)
	}
	f.Add(mid)
	f.Add([]byte(`{"log":[[[0,0,0],[25000,25000,25000,25000],[11],[],[],[],[],[],[],[],[],[],[],[],[],[],["流局"]]]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		rec, err := Import(b, nil)
		if err == nil {
			if err := record.Verify(registry(), rec); err != nil {
				t.Fatalf("an imported record does not verify: %v", err)
			}
		}
	})
}
