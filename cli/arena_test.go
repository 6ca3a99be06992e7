package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/variants"
)

func TestArenaMjaiCmd(t *testing.T) {
	env, out, errb := testEnv("")
	env.Variants = variants.Registry()
	// The test binary runs Main with the arguments in childArgs (play_test.go).
	self := childArgs + `='["arena","--mjai-client","efficient"]' '` + strings.ReplaceAll(os.Args[0], "'", `'\''`) + "' -test.run='^$'"
	dir := t.TempDir()
	code := Main(env, []string{"arena", "--variant", "riichi", "--bots", "efficient,mjai,random,mjai", "--games", "2", "--mjai-cmd", self, "--records", dir})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb)
	}
	if got := strings.Count(out.String(), "seed "); got != 2 || !strings.Contains(out.String(), "seat 1 (mjai): mean score") {
		t.Fatalf("output %q", out)
	}
	checkRecords(t, env.Variants, dir, []string{"seed-1-r0-efficient,mjai,random,mjai.json", "seed-2-r0-efficient,mjai,random,mjai.json"})
}

// checkRecords checks that dir holds exactly the named records, each a
// whole game that replays to the result it recorded.
func checkRecords(t *testing.T, reg *engine.Registry, dir string, names []string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range ents {
		got = append(got, e.Name())
	}
	if !slices.Equal(got, names) {
		t.Fatalf("records %q, want %q", got, names)
	}
	for _, n := range names {
		f, err := os.Open(filepath.Join(dir, n))
		if err != nil {
			t.Fatal(err)
		}
		rec, err := record.Read(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if rec.Result == nil {
			t.Fatalf("%s: no result", n)
		}
		if err := record.Verify(reg, rec); err != nil {
			t.Fatalf("%s: %v", n, err)
		}
	}
}

func TestLevelTag(t *testing.T) {
	long := "expert:drawshare=0.9+progress=1.25+otherstsumo=0.5+lossriichi=3.3"
	if got := levelTag("strong"); got != "strong" {
		t.Errorf("levelTag(strong) = %q", got)
	}
	a, b := levelTag(long), levelTag(long+"+x=1")
	if len(a) > 40 || !strings.HasPrefix(a, long[:24]) || a == b {
		t.Errorf("levelTag of long levels: %q and %q", a, b)
	}
}

func TestArenaRecords(t *testing.T) {
	env, _, errb := testEnv("")
	dir := t.TempDir()
	if code := Main(env, []string{"arena", "--variant", "toy", "--bots", "efficient,random", "--games", "2", "--seed", "5", "--records", dir}); code != 0 {
		t.Fatalf("exit %d: %s", code, errb)
	}
	checkRecords(t, env.Variants, dir, []string{"seed-5-r0-efficient,random.json", "seed-5-r1-random,efficient.json",
		"seed-6-r0-efficient,random.json", "seed-6-r1-random,efficient.json"})
}

func TestArena(t *testing.T) {
	env, out, errb := testEnv("")
	if code := Main(env, []string{"arena", "--variant", "toy", "--bots", "efficient,random", "--games", "3", "--json"}); code != 0 {
		t.Fatalf("exit %d: %s", code, errb)
	}
	var rep struct {
		Games       int      `json:"games"`
		Levels      []string `json:"levels"`
		Comparisons []struct {
			A, B  string
			Score struct{ N int }
		} `json:"comparisons"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Games != 6 || len(rep.Levels) != 2 || len(rep.Comparisons) != 1 || rep.Comparisons[0].Score.N != 3 {
		t.Fatalf("report %s", out)
	}
	env, _, _ = testEnv("")
	if code := Main(env, []string{"arena", "--variant", "toy", "--bots", "efficient,grandmaster"}); code != 1 {
		t.Fatalf("unknown level: exit %d", code)
	}
}

func TestArenaMjaiClient(t *testing.T) {
	in := strings.Join([]string{
		`{"type":"start_game","id":0}`,
		`{"type":"start_kyoku","bakaze":"E","kyoku":1,"honba":0,"kyotaku":0,"oya":0,"dora_marker":"1m","scores":[25000,25000,25000,25000],` +
			`"tehais":[["1m","2m","3m","4p","5p","6p","7s","8s","9s","W","P","P","C"],[],[],[]]}`,
		`{"type":"tsumo","actor":0,"pai":"5p"}`,
		`{"type":"end_game"}`,
	}, "\n")
	env, out, errb := testEnv(in)
	if code := Main(env, []string{"arena", "--mjai-client", "efficient"}); code != 0 {
		t.Fatalf("exit %d: %s", code, errb)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 4 || !strings.Contains(lines[2], `"dahai"`) {
		t.Fatalf("answers %q", lines)
	}
}
