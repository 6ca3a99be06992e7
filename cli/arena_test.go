package cli

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"jantaku/variants"
)

func TestArenaMjaiCmd(t *testing.T) {
	env, out, errb := testEnv("")
	env.Variants = variants.Registry()
	// The test binary runs Main with the arguments in childArgs (play_test.go).
	self := childArgs + `='["arena","--mjai-client","efficient"]' '` + strings.ReplaceAll(os.Args[0], "'", `'\''`) + "' -test.run='^$'"
	code := Main(env, []string{"arena", "--variant", "riichi", "--bots", "efficient,mjai,random,mjai", "--games", "2", "--mjai-cmd", self})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb)
	}
	if got := strings.Count(out.String(), "seed "); got != 2 || !strings.Contains(out.String(), "seat 1 (mjai): mean score") {
		t.Fatalf("output %q", out)
	}
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
