package tenhou

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"jantaku/record"
)

// gz gzips b.
func gz(t *testing.T, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// handLines is a real game (nm.mjlog) as JSON Lines of tenhou.net/6, one
// hand a line, as datasets keep them: each line a log of one hand, with
// the game's rule and names.
func handLines(t *testing.T) ([]byte, int) {
	t.Helper()
	l, err := ParseMjlog(mjlogs(t)["nm.mjlog"])
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	for _, r := range l.Rounds {
		one := Log{Name: l.Name, Rule: l.Rule, Rounds: []Round{r}}
		b, err := json.Marshal(one)
		if err != nil {
			t.Fatal(err)
		}
		buf.Write(append(b, '\n'))
	}
	return buf.Bytes(), len(l.Rounds)
}

// A file of tenhou logs imports in every form people have it, gzipped or
// not: one game per entry, each verified on its own, labelled by where it
// stands in the file; a bad line fails alone.
func TestImportFile(t *testing.T) {
	lines, hands := handLines(t)
	one, err := os.ReadFile("testdata/real/ranked_game.json")
	if err != nil {
		t.Fatal(err)
	}
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, one, "", "  "); err != nil {
		t.Fatal(err)
	}
	four, err := os.ReadFile("testdata/real/four_reach.json")
	if err != nil {
		t.Fatal(err)
	}
	list := []byte("[" + string(bytes.TrimSpace(one)) + ",\n" + string(bytes.TrimSpace(four)) + "]")
	badLines := bytes.Replace(lines, []byte("\n"), []byte("\n{\"log\": 3}\n"), 1)
	tests := []struct {
		name   string
		data   []byte
		labels []string // "" for one game
		descs  []string // checked where given
		bad    int      // the entry (1-based) that fails, 0 for none
	}{
		{"mjlog", mjlogs(t)["pao-tsumo.mjlog"], []string{""}, []string{"a game of 5 hands"}, 0},
		{"mjlog gzipped", gz(t, mjlogs(t)["pao-tsumo.mjlog"]), []string{""}, nil, 0},
		{"one game", one, []string{""}, []string{"a game of 3 hands"}, 0},
		{"one game pretty-printed", pretty.Bytes(), []string{""}, nil, 0},
		{"a list of games", list, []string{"game 1", "game 2"}, []string{"a game of 3 hands", "East 3"}, 0},
		{"one hand a line", lines, lineLabels(1, hands), []string{"East 1", "East 2"}, 0},
		{"one hand a line, gzipped", gz(t, lines), lineLabels(1, hands), nil, 0},
		{"a bad line", badLines, append([]string{"line 1", "line 2"}, lineLabels(3, hands-1)...), nil, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !Detect(tc.data) {
				t.Error("Detect does not know the file")
			}
			games, err := ImportFile(tc.data, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(games) != len(tc.labels) {
				t.Fatalf("%d games, want %d", len(games), len(tc.labels))
			}
			for i, g := range games {
				if g.Label != tc.labels[i] {
					t.Errorf("game %d is labelled %q, want %q", i+1, g.Label, tc.labels[i])
				}
				if i < len(tc.descs) && g.Desc != tc.descs[i] {
					t.Errorf("game %d is described %q, want %q", i+1, g.Desc, tc.descs[i])
				}
				if i+1 == tc.bad {
					if g.Err == nil {
						t.Errorf("game %d imports", i+1)
					}
					continue
				}
				if g.Err != nil {
					t.Fatalf("game %d: %v", i+1, g.Err)
				}
				if err := record.Verify(registry(), g.Record); err != nil {
					t.Fatalf("game %d: %v", i+1, err)
				}
			}
		})
	}
}

func lineLabels(from, n int) []string {
	var out []string
	for i := range n {
		out = append(out, "line "+itoa(from+i))
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }

// Detect leaves alone what is not a tenhou log: a jantaku record, other
// JSON, text; ImportFile refuses it as a whole.
func TestDetectOthers(t *testing.T) {
	for _, s := range []string{`{"format":"jantaku-record/1","log":[]}`, `[1,2]`, `{"x":1}`, "hello\nworld", ""} {
		if Detect([]byte(s)) {
			t.Errorf("Detect takes %q", s)
		}
	}
	if _, err := ImportFile([]byte("  \n\n"), nil); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Errorf("an empty file: %v", err)
	}
	if _, err := ImportFile([]byte{0x1f, 0x8b, 1, 2}, nil); err == nil {
		t.Error("a broken gzip imports")
	}
}
