package tenhou_test

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"jantaku/cli"
	"jantaku/engine"
	"jantaku/variant/riichi"
	"jantaku/variant/riichi/tenhou"
)

// jantaku replay --verify reads tenhou logs: ok for a good log (real
// tenhou.net games among them, one that starts at a later hand, an mjlog
// plain and gzipped), FAIL and exit status 1 for one whose deltas are
// wrong; a JSON Lines file gets a line of output for each of its lines.
func TestReplayVerify(t *testing.T) {
	good, err := os.ReadFile("testdata/hands.json")
	if err != nil {
		t.Fatal(err)
	}
	bad := bytes.Replace(good, []byte(`[0,1000,-1000,0]`), []byte(`[0,1300,-1300,0]`), 1)
	dir := t.TempDir()
	goodPath, badPath := filepath.Join(dir, "good.json"), filepath.Join(dir, "bad.json")
	// An mjlog gzipped, and JSON Lines of logs of one hand each, the
	// second line a log of no hands.
	mj, err := os.ReadFile("testdata/mjlog/pao-tsumo.mjlog")
	if err != nil {
		t.Fatal(err)
	}
	var zbuf bytes.Buffer
	zw := gzip.NewWriter(&zbuf)
	zw.Write(mj)
	zw.Close()
	var lines []byte
	for _, f := range []string{"testdata/real/suukantsu_0.json", "", "testdata/real/chankan.json", "testdata/real/four_reach.json"} {
		b := []byte(`{"log":[]}`)
		if f != "" {
			if b, err = os.ReadFile(f); err != nil {
				t.Fatal(err)
			}
		}
		lines = append(append(lines, bytes.TrimSpace(b)...), '\n')
	}
	gzPath, linesPath := filepath.Join(dir, "pao-tsumo.mjlog.gz"), filepath.Join(dir, "hands.jsonl")
	for p, b := range map[string][]byte{goodPath: good, badPath: bad, gzPath: zbuf.Bytes(), linesPath: lines} {
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		path string
		code int
		want string
	}{
		{goodPath, 0, "good.json: ok (riichi-scripted"},
		{badPath, 1, "bad.json: FAIL: tenhou: round 1: score changes"},
		{"testdata/real/ranked_game.json", 0, "ranked_game.json: ok (riichi-scripted"},
		{"testdata/real/four_reach.json", 0, "four_reach.json: ok (riichi-scripted, East 3,"}, // starts at East 3
		{"testdata/mjlog/nm.mjlog", 0, "nm.mjlog: ok (riichi-scripted, a game of 10 hands, 708 actions)"},
		{gzPath, 0, "pao-tsumo.mjlog.gz: ok (riichi-scripted, a game of 5 hands"},
		{linesPath, 1, "hands.jsonl: line 1: ok (riichi-scripted, South 1,"},
		{linesPath, 1, "hands.jsonl: line 2: FAIL: tenhou: the log has no rounds"},
		{linesPath, 1, "hands.jsonl: line 4: ok (riichi-scripted, East 3,"},
	}
	for _, tc := range tests {
		t.Run(filepath.Base(tc.path), func(t *testing.T) {
			var out, errOut bytes.Buffer
			env := cli.Env{Stdout: &out, Stderr: &errOut, Variants: engine.NewRegistry(riichi.Variant{}, tenhou.Scripted{}),
				Importers: []cli.Importer{{Name: "tenhou.net/6", Detect: tenhou.Detect, Import: tenhou.ImportRecords}}}
			if code := cli.Main(env, []string{"replay", "--verify", tc.path}); code != tc.code {
				t.Errorf("exit %d, want %d: %s%s", code, tc.code, out.String(), errOut.String())
			}
			if !strings.Contains(out.String(), tc.want) {
				t.Errorf("output %q, want %q", out.String(), tc.want)
			}
		})
	}
}
