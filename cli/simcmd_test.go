package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/internal/toy"
	"jantaku/sim"
)

// --json keeps its old fields, adds the stats, and keeps stdout clean of
// the progress bar, which goes to stderr when forced.
func TestSimJSONAndProgress(t *testing.T) {
	env, out, errb := testEnv("")
	code := Main(env, []string{"sim", "--variant", "toy", "--games", "4", "--players", "2", "--option", "hands=2", "--bots", "random,random", "--json", "--progress"})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb)
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("stdout is not one JSON object: %v: %s", err, out)
	}
	for _, k := range []string{"variant", "games", "hands", "seconds", "games_per_sec", "invariant_violations", "mean_final_score_by_seat", "endings", "bots", "stats"} {
		if _, ok := got[k]; !ok {
			t.Errorf("--json lacks %q", k)
		}
	}
	if !strings.Contains(errb.String(), "100% 4/4 games") || !strings.Contains(errb.String(), "[##########") {
		t.Errorf("progress bar on stderr = %q", errb)
	}
	if strings.Contains(out.String(), "games,") {
		t.Error("the progress bar reached stdout")
	}
	// Not forced and stderr is no terminal: no bar.
	env, _, errb = testEnv("")
	if code := Main(env, []string{"sim", "--variant", "toy", "--games", "2", "--json"}); code != 0 || errb.Len() != 0 {
		t.Errorf("exit %d, stderr %q", code, errb)
	}
}

func TestSimBotsErrors(t *testing.T) {
	for _, tt := range []struct{ bots, want string }{
		{"random,nosuch,random", `unknown bot level "nosuch"`},
		{"random,random", "names 2 levels for 3 seats"},
	} {
		env, _, errb := testEnv("")
		if code := Main(env, []string{"sim", "--variant", "toy", "--players", "3", "--games", "1", "--bots", tt.bots}); code != 2 || !strings.Contains(errb.String(), tt.want) {
			t.Errorf("--bots %s: exit %d, stderr %q, want %q", tt.bots, code, errb, tt.want)
		}
	}
}

func TestSimHTMLAndCompare(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "r.html")
	env, out, errb := testEnv("")
	if code := Main(env, []string{"sim", "--variant", "toy", "--games", "3", "--html", page}); code != 0 {
		t.Fatalf("exit %d: %s", code, errb)
	}
	b, err := os.ReadFile(page)
	if err != nil || !strings.Contains(string(b), "<svg") || !strings.Contains(out.String(), "first place") {
		t.Fatalf("page %d bytes (%v); text:\n%s", len(b), err, out)
	}
	env, out, errb = testEnv("")
	code := Main(env, []string{"sim", "--variant", "toy", "--games", "6", "--compare", "hands=1|3", "--json", "--html", page})
	if code != 0 {
		t.Fatalf("compare exit %d: %s", code, errb)
	}
	var c compareSummary
	if err := json.Unmarshal(out.Bytes(), &c); err != nil {
		t.Fatalf("compare --json: %v: %s", err, out)
	}
	if c.Option != "hands" || len(c.Runs) != 2 || c.Runs[1].Hands != 18 || c.Runs[1].Options["hands"] != "3" || len(c.Diffs) != 1 {
		t.Fatalf("compare summary %+v", c)
	}
	for _, r := range c.Diffs[0].Rows {
		if r.Metric == "hands per game" && (r.Diff.Est != 2 || !r.Paired) {
			t.Errorf("hands per game: %+v, want +2 paired", r)
		}
	}
	// Three values, with records: each value is compared with the first.
	recs := t.TempDir()
	env, out, errb = testEnv("")
	if code := Main(env, []string{"sim", "--variant", "toy", "--games", "2", "--compare", "hands=1|2|3", "--records", recs}); code != 0 {
		t.Fatalf("exit %d: %s", code, errb)
	}
	if n := strings.Count(out.String(), "against hands=1"); n != 2 {
		t.Errorf("%d tables against the baseline, want 2:\n%s", n, out)
	}
	if files, _ := filepath.Glob(filepath.Join(recs, "toy-hands_*-*.json")); len(files) != 6 {
		t.Errorf("%d records, want 6: %v", len(files), files)
	}
	env, _, errb = testEnv("")
	if code := Main(env, []string{"sim", "--variant", "toy", "--compare", "hands"}); code != 2 || !strings.Contains(errb.String(), "option=a|b") {
		t.Errorf("a bad --compare: exit %d, %q", code, errb)
	}
}

// All-random seats play sim's own random choice (the games of earlier
// versions); another level gets bots from package bot.
func TestSeatBots(t *testing.T) {
	levels, newBots, err := seatBots("random", "toy", 3)
	if err != nil || len(levels) != 3 || newBots != nil {
		t.Fatalf("levels %v, bots %v, err %v", levels, newBots != nil, err)
	}
	if _, _, err := seatBots("random, random ,random", "toy", 3); err != nil {
		t.Errorf("spaces around levels: %v", err)
	}
}

func TestNewSeatBots(t *testing.T) {
	v, _ := engine.NewRegistry(toy.Variant{}).Get("toy")
	play := func(levels []string) sim.Report {
		rep, err := sim.Run(v, sim.Config{Game: engine.Config{Players: 2, Seed: 5}, Games: 3, NewBots: newSeatBots(levels, "toy")})
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	a, b := play([]string{"random", "random"}), play([]string{"random", "random"})
	if a.Games != 3 || len(a.Violations) > 0 || a.Actions != b.Actions || !slices.Equal(a.MeanScores(), b.MeanScores()) {
		t.Errorf("bots do not replay: %+v / %+v", a, b)
	}
	if _, err := newSeatBots([]string{"random", "nosuch"}, "toy")(1); err == nil {
		t.Error("an unknown level made a bot")
	}
}

// The text summary names its endings in words, not as a Go map.
func TestCountList(t *testing.T) {
	if got := countList(map[string]int{"rounds": 8, "bust": 2}); got != "bust 2, rounds 8" {
		t.Errorf("countList = %q", got)
	}
	if got := countList(nil); got != "none" {
		t.Errorf("countList(nil) = %q", got)
	}
}
