package tenhou_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"jantaku/cli"
	"jantaku/engine"
	"jantaku/variant/riichi"
	"jantaku/variant/riichi/tenhou"
)

// jantaku replay --verify reads tenhou.net/6 logs: ok for a good log (a
// real tenhou.net game among them, and one that starts at a later hand),
// FAIL and exit status 1 for one whose deltas are wrong.
func TestReplayVerify(t *testing.T) {
	good, err := os.ReadFile("testdata/hands.json")
	if err != nil {
		t.Fatal(err)
	}
	bad := bytes.Replace(good, []byte(`[0,1000,-1000,0]`), []byte(`[0,1300,-1300,0]`), 1)
	dir := t.TempDir()
	goodPath, badPath := filepath.Join(dir, "good.json"), filepath.Join(dir, "bad.json")
	for p, b := range map[string][]byte{goodPath: good, badPath: bad} {
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
		{"testdata/real/four_reach.json", 0, "four_reach.json: ok (riichi-scripted"}, // starts at East 3
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
