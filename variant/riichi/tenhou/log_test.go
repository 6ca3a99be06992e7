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
	for _, name := range []string{"hands.json"} {
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

var _ = errors.Is
