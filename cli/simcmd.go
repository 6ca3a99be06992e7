package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/record"
	"jantaku/sim"
)

// optionFlags collects repeated --option key=value flags.
type optionFlags []string

func (o *optionFlags) String() string     { return strings.Join(*o, " ") }
func (o *optionFlags) Set(s string) error { *o = append(*o, s); return nil }

// simSummary is the --json output of `jantaku sim`.
type simSummary struct {
	Variant     string         `json:"variant"`
	Games       int            `json:"games"`
	Hands       int            `json:"hands"`
	Seconds     float64        `json:"seconds"`
	GamesPerSec float64        `json:"games_per_sec"`
	Violations  int            `json:"invariant_violations"`
	MeanScores  []float64      `json:"mean_final_score_by_seat"`
	Endings     map[string]int `json:"endings"`
	FirstErrors []string       `json:"first_violations,omitempty"`
	Bots        []string       `json:"bots"`
	Options     engine.Options `json:"options,omitempty"`
	Stats       *sim.Stats     `json:"stats"`
}

// compareSummary is the --json output of `jantaku sim --compare`.
type compareSummary struct {
	Variant string        `json:"variant"`
	Option  string        `json:"option"`
	Values  []string      `json:"values"`
	Games   int           `json:"games"`
	Runs    []simSummary  `json:"runs"`
	Diffs   []sim.DiffSet `json:"differences"`
}

// simFlags are the parsed flags of `jantaku sim`.
type simFlags struct {
	variant, records, bots, html, compare string
	games, players, workers               int
	seed                                  uint64
	asJSON, progress                      bool
	opts                                  optionFlags
}

func parseSimFlags(env Env, args []string) (*simFlags, int) {
	f := &simFlags{}
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.StringVar(&f.variant, "variant", "", "variant id (see 'jantaku variants')")
	fs.IntVar(&f.games, "games", 100, "number of games to play")
	fs.Uint64Var(&f.seed, "seed", 1, "seed of the first game; game i uses seed+i")
	fs.IntVar(&f.players, "players", 0, "number of players (default: the variant's largest)")
	fs.StringVar(&f.records, "records", "", "write each game's record into this directory")
	fs.BoolVar(&f.asJSON, "json", false, "print the summary as one JSON object")
	fs.StringVar(&f.bots, "bots", "random", "bot level by seat, comma-separated (one level: every seat); levels: "+strings.Join(bot.Levels(), ", "))
	fs.StringVar(&f.html, "html", "", "also write the report with charts to this self-contained HTML file")
	fs.StringVar(&f.compare, "compare", "", `play the same seeds under each value of an option, "option=a|b", and report the differences`)
	fs.IntVar(&f.workers, "workers", runtime.NumCPU(), "games played at once (the report does not depend on it)")
	fs.BoolVar(&f.progress, "progress", false, "show a progress bar on stderr even when stderr is not a terminal")
	fs.Var(&f.opts, "option", "a table option key=value; repeat for more")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, "Usage: jantaku sim --variant V [--games N] [--seed S] [--players K] [--bots L,L,...] [--option k=v ...]\n"+
			"                   [--compare \"option=a|b\"] [--html FILE] [--records DIR] [--json] [--progress] [--workers W]\n\n"+
			"Plays N whole games with bots, checks after every action that every tile is in exactly one place,\n"+
			"that points are conserved where the rules conserve them, and that only a seat that may act can act,\n"+
			"then prints a summary: first places and mean score by seat, how hands and games ended, hand values,\n"+
			"yaku and game length, with 95% intervals. --compare plays the same seeds under each value of one\n"+
			"option and reports the differences from the first value. Exits 1 on any violation.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return nil, flagExit(err)
	}
	if stray(env, fs, "") {
		return nil, 2
	}
	if f.games < 1 {
		fmt.Fprintf(env.Stderr, "jantaku sim: --games %d: play at least one game\n", f.games)
		return nil, 2
	}
	return f, -1
}

func runSim(env Env, args []string) int {
	f, code := parseSimFlags(env, args)
	if f == nil {
		return code
	}
	fail := func(code int, err error) int {
		fmt.Fprintln(env.Stderr, "jantaku sim:", err)
		return code
	}
	v, err := env.Variants.Get(f.variant)
	if err != nil {
		return fail(2, err)
	}
	given, err := engine.ParseOptionArgs(f.opts)
	if err != nil {
		return fail(2, err)
	}
	gc := engine.Config{Players: f.players, Options: given, Seed: f.seed}
	if gc.Players == 0 {
		_, gc.Players = v.Players()
	}
	levels, newBots, err := seatBots(f.bots, v.ID(), gc.Players)
	if err != nil {
		return fail(2, err)
	}
	cfg := sim.Config{Game: gc, Games: f.games, CheckEvery: 16, NewBots: newBots, Workers: max(f.workers, 1)}
	if f.progress || isTerminal(env.Stderr) {
		cfg.Progress = newProgressBar(env.Stderr).update
	}
	var writeErr error
	if f.records != "" {
		if err := os.MkdirAll(f.records, 0o755); err != nil {
			return fail(1, err)
		}
		cfg.Record = func(r record.Record) {
			if writeErr == nil {
				writeErr = writeRecord(filepath.Join(f.records, recordName(r, f.compare)), r)
			}
		}
	}
	if f.compare != "" {
		return runCompare(env, f, v, cfg, levels, &writeErr)
	}
	start := time.Now()
	rep, err := sim.Run(v, cfg)
	secs := time.Since(start).Seconds()
	if err != nil {
		return fail(2, err)
	}
	if writeErr != nil {
		return fail(1, fmt.Errorf("writing records: %w", writeErr))
	}
	sum := summarize(rep, secs, levels, nil)
	if f.html != "" {
		if err := writeFile(f.html, func(w io.Writer) error { return sim.WriteHTML(w, &rep) }); err != nil {
			return fail(1, err)
		}
	}
	if f.asJSON {
		b, _ := json.Marshal(sum)
		fmt.Fprintln(env.Stdout, string(b))
	} else {
		printSummary(env, sum)
		sim.WriteText(env.Stdout, rep.Stats)
	}
	if sum.Violations > 0 {
		return 1
	}
	return 0
}

func runCompare(env Env, f *simFlags, v engine.Variant, cfg sim.Config, levels []string, writeErr *error) int {
	key, values, err := sim.ParseCompare(f.compare)
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku sim:", err)
		return 2
	}
	start := time.Now()
	c, err := sim.Compare(v, cfg, key, values)
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku sim:", err)
		return 2
	}
	if *writeErr != nil {
		fmt.Fprintln(env.Stderr, "jantaku sim: writing records:", *writeErr)
		return 1
	}
	secs := time.Since(start).Seconds() / float64(len(values))
	out := compareSummary{Variant: c.Variant, Option: c.Option, Values: c.Values, Games: f.games, Diffs: c.Diffs}
	violations := 0
	for i, rep := range c.Reports {
		opts := maps.Clone(cfg.Game.Options)
		if opts == nil {
			opts = engine.Options{}
		}
		opts[key] = values[i]
		out.Runs = append(out.Runs, summarize(rep, secs, levels, opts))
		violations += len(rep.Violations)
	}
	if f.html != "" {
		if err := writeFile(f.html, func(w io.Writer) error { return sim.WriteCompareHTML(w, c) }); err != nil {
			fmt.Fprintln(env.Stderr, "jantaku sim:", err)
			return 1
		}
	}
	if f.asJSON {
		b, _ := json.Marshal(out)
		fmt.Fprintln(env.Stdout, string(b))
	} else {
		for _, r := range out.Runs {
			for _, e := range r.FirstErrors {
				fmt.Fprintf(env.Stdout, "violation (%v): %s\n", r.Options, e)
			}
		}
		sim.WriteCompareText(env.Stdout, c)
	}
	if violations > 0 {
		return 1
	}
	return 0
}

func summarize(rep sim.Report, secs float64, levels []string, opts engine.Options) simSummary {
	sum := simSummary{Variant: rep.Variant, Games: rep.Games, Hands: rep.Hands, Seconds: secs,
		Violations: len(rep.Violations), MeanScores: rep.MeanScores(), Endings: rep.Endings,
		Bots: levels, Options: opts, Stats: rep.Stats}
	if secs > 0 {
		sum.GamesPerSec = float64(rep.Games) / secs
	}
	sum.FirstErrors = rep.Violations[:min(len(rep.Violations), 5)]
	return sum
}

// seatBots reads --bots: one level for every seat, or one per seat. It
// checks every level at once, then gives each game fresh bots seeded from
// the game's seed and the seat. All random seats keep sim's own random
// choice, so the default run plays the same games as before --bots.
func seatBots(spec, variant string, players int) ([]string, func(uint64) ([]sim.Chooser, error), error) {
	levels := strings.Split(spec, ",")
	for i := range levels {
		levels[i] = strings.TrimSpace(levels[i])
	}
	if len(levels) == 1 {
		levels = slices.Repeat(levels, players)
	}
	if len(levels) != players {
		return nil, nil, fmt.Errorf("--bots names %d levels for %d seats", len(levels), players)
	}
	for _, l := range levels {
		if _, err := bot.New(l, variant, 0); err != nil {
			return nil, nil, err
		}
	}
	if !slices.ContainsFunc(levels, func(l string) bool { return l != "random" }) {
		// sim's own random choice: the games of earlier versions, unchanged
		return levels, nil, nil
	}
	return levels, newSeatBots(levels, variant), nil
}

// newSeatBots gives each game fresh bots of the levels by seat.
func newSeatBots(levels []string, variant string) func(uint64) ([]sim.Chooser, error) {
	return func(seed uint64) ([]sim.Chooser, error) {
		out := make([]sim.Chooser, len(levels))
		for s, l := range levels {
			b, err := bot.New(l, variant, engine.HandSeed(seed, 1<<20+s))
			if err != nil {
				return nil, err
			}
			out[s] = func(v engine.View, legal []engine.Action, _ *engine.Rand) engine.Action { return b.Choose(v, legal) }
		}
		return out, nil
	}
}

// recordName is VARIANT-SEED.json, or VARIANT-KEY_VALUE-SEED.json in a
// comparison, where the same seed is played under each value.
func recordName(r record.Record, compare string) string {
	key, _, _ := strings.Cut(compare, "=")
	if key == "" {
		return fmt.Sprintf("%s-%d.json", r.Variant, r.Config.Seed)
	}
	return fmt.Sprintf("%s-%s_%s-%d.json", r.Variant, key, r.Config.Options[key], r.Config.Seed)
}

func writeFile(path string, write func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func printSummary(env Env, s simSummary) {
	w := env.Stdout
	fmt.Fprintf(w, "variant     %s\n", s.Variant)
	fmt.Fprintf(w, "games       %d (%d hands) in %.2fs, %.1f games/s\n", s.Games, s.Hands, s.Seconds, s.GamesPerSec)
	fmt.Fprintf(w, "violations  %d\n", s.Violations)
	for _, e := range s.FirstErrors {
		fmt.Fprintf(w, "  %s\n", e)
	}
	fmt.Fprintf(w, "mean score ")
	for i, m := range s.MeanScores {
		fmt.Fprintf(w, " seat %d: %.1f", i, m)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "endings     %s\n", countList(s.Endings))
}

// countList writes counts by name as "bust 2, rounds 8", names in order.
func countList(counts map[string]int) string {
	names := slices.Sorted(maps.Keys(counts))
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = fmt.Sprintf("%s %d", n, counts[n])
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

func writeRecord(path string, r record.Record) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := record.Write(f, r); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
