package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/internal/toy"
)

func testEnv(stdin string) (Env, *bytes.Buffer, *bytes.Buffer) {
	var out, errb bytes.Buffer
	return Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb, Variants: engine.NewRegistry(toy.Variant{})}, &out, &errb
}

func TestScoreBadLinesKeepGoing(t *testing.T) {
	in := strings.Join([]string{
		`{"id": 1, "variant": "nosuch"}`,
		`not json`,
		``,
		`{"id": "x", "variant": "toy", "hand": "123m"}`,
		`{"id": [3], "variant": "toy", "bogus": 1}`,
		`{"id": 4, "variant": "toy", "hand": "123q"}`,
		`{"id": 5, "variant": "toy", "hand": "111m", "win": "2m"}`,
		`{"id": 6, "variant": "toy", "hand": "111m", "flags": ["lucky"]}`,
		`{"id": 7, "variant": "toy", "hand": "111m", "seat_wind": "X"}`,
		`{"id": 8, "variant": "toy", "hand": "11111m"}`,
	}, "\n")
	env, out, _ := testEnv(in)
	if code := Main(env, []string{"score"}); code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	wantIDs := []string{"1", "null", `"x"`, "[3]", "4", "5", "6", "7", "8"}
	wantErr := []string{"unknown variant", "not a JSON object", "", "unknown field", "position 3", "not in the hand", "unknown flag", "not E, S, W or N", "position 4"}
	if len(lines) != len(wantIDs) {
		t.Fatalf("%d answers for %d lines:\n%s", len(lines), len(wantIDs), out)
	}
	for i, l := range lines {
		var ans map[string]json.RawMessage
		if err := json.Unmarshal([]byte(l), &ans); err != nil {
			t.Fatalf("answer %d is not JSON: %s", i, l)
		}
		if wantErr[i] == "" {
			if string(ans["id"]) != wantIDs[i] || string(ans["ok"]) != "true" || string(ans["win"]) != "false" {
				t.Errorf("answer %d = %s, want a non-winning answer", i, l)
			}
			continue
		}
		if string(ans["id"]) != wantIDs[i] || string(ans["ok"]) != "false" || !strings.Contains(string(ans["error"]), wantErr[i]) {
			t.Errorf("answer %d = %s, want id %s and an error with %q", i, l, wantIDs[i], wantErr[i])
		}
	}
}

func TestSimAndReplay(t *testing.T) {
	dir := t.TempDir()
	env, out, errb := testEnv("")
	code := Main(env, []string{"sim", "--variant", "toy", "--games", "5", "--seed", "9", "--players", "3", "--option", "hands=2", "--records", dir, "--json"})
	if code != 0 {
		t.Fatalf("sim exit %d: %s %s", code, out, errb)
	}
	var sum simSummary
	if err := json.Unmarshal(out.Bytes(), &sum); err != nil {
		t.Fatalf("sim --json: %v: %s", err, out)
	}
	if sum.Games != 5 || sum.Hands != 10 || sum.Violations != 0 || len(sum.MeanScores) != 3 {
		t.Fatalf("summary %+v", sum)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 5 {
		t.Fatalf("%d records written", len(files))
	}
	env, out, _ = testEnv("")
	if code := Main(env, append([]string{"replay", "--verify"}, files...)); code != 0 {
		t.Fatalf("replay --verify exit %d: %s", code, out)
	}
	// A record edited by hand no longer verifies.
	data, _ := os.ReadFile(files[0])
	data = bytes.Replace(data, []byte(`"scores": [`), []byte(`"scores": [100`), 1)
	data = bytes.Replace(data, []byte(`[100`), []byte(`[100,`), 1)
	os.WriteFile(files[0], data, 0o644)
	env, out, _ = testEnv("")
	if code := Main(env, []string{"replay", "--verify", files[0], files[1]}); code != 1 || !strings.Contains(out.String(), "FAIL") {
		t.Fatalf("a tampered record: exit %d: %s", code, out)
	}
}

func TestUnknownCommand(t *testing.T) {
	env, _, _ := testEnv("")
	if code := Main(env, []string{"frobnicate"}); code != 2 {
		t.Fatalf("exit %d", code)
	}
}

// A command that takes no arguments refuses one rather than stop reading
// its flags there and go on without them.
func TestStrayArguments(t *testing.T) {
	for _, args := range [][]string{
		{"score", "queries.jsonl"},
		{"sim", "--variant", "toy", "--games", "1", "extra", "--seed", "9"},
		{"arena", "--variant", "toy", "x"},
		{"play", "toy"},
		{"variants", "x"},
		{"serve", "x"},
	} {
		env, out, errb := testEnv("")
		if code := Main(env, args); code != 2 || out.Len() != 0 || !strings.Contains(errb.String(), "unexpected argument") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errb)
		}
	}
}

// arena asks for one level per seat, by name of the flag, when --bots is
// missing or names too few.
func TestArenaBotsPerSeat(t *testing.T) {
	for _, tc := range []struct {
		bots string
		want string
	}{
		{"", "--bots names 0 levels; a toy table seats 2 to 4"},
		{"random", "--bots names 1 level; a toy table seats 2 to 4"},
		{"random,random,random,random,random", "--bots names 5 levels"},
	} {
		env, _, errb := testEnv("")
		args := []string{"arena", "--variant", "toy", "--games", "1"}
		if tc.bots != "" {
			args = append(args, "--bots", tc.bots)
		}
		if code := Main(env, args); code != 2 || !strings.Contains(errb.String(), tc.want) {
			t.Errorf("--bots %q: exit %d, stderr %q, want %q", tc.bots, code, errb, tc.want)
		}
	}
}

func FuzzScoreLine(f *testing.F) {
	for _, s := range []string{`{"id":1,"variant":"toy","hand":"123m"}`, `{"melds":[{"kind":"pon"}]}`, `[]`, `{"id":{"a":1}}`} {
		f.Add(s)
	}
	env, _, _ := testEnv("")
	f.Fuzz(func(t *testing.T, line string) {
		b := answerLine(env, []byte(line))
		var ans map[string]any
		if err := json.Unmarshal(b, &ans); err != nil {
			t.Fatalf("answer is not JSON: %s", b)
		}
		if _, ok := ans["ok"]; !ok {
			t.Fatalf("answer without ok: %s", b)
		}
	})
}

// sim and arena refuse to play no games rather than print an empty report.
func TestNoGames(t *testing.T) {
	for _, args := range [][]string{
		{"sim", "--variant", "toy", "--games", "0"},
		{"arena", "--variant", "toy", "--bots", "random,random", "--games", "-1"},
	} {
		env, out, errb := testEnv("")
		if code := Main(env, args); code != 2 || out.Len() != 0 || !strings.Contains(errb.String(), "at least one") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errb)
		}
	}
}
