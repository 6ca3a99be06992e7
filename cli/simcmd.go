package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

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
}

func runSim(env Env, args []string) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	variant := fs.String("variant", "", "variant id (see 'jantaku variants')")
	games := fs.Int("games", 100, "number of games to play")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	players := fs.Int("players", 0, "number of players (default: the variant's largest)")
	records := fs.String("records", "", "write each game's record into this directory")
	asJSON := fs.Bool("json", false, "print the summary as one JSON object")
	var opts optionFlags
	fs.Var(&opts, "option", "a table option key=value; repeat for more")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, "Usage: jantaku sim --variant V [--games N] [--seed S] [--players K] [--option k=v ...] [--records DIR] [--json]\n\n"+
			"Plays N whole games with bots that pick random legal actions, checks after every action that\n"+
			"every tile is in exactly one place, that points are conserved where the rules conserve them,\n"+
			"and that only a seat that may act can act, then prints a summary. Exits 1 on any violation.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	v, err := env.Variants.Get(*variant)
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku sim:", err)
		return 2
	}
	given, err := engine.ParseOptionArgs(opts)
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku sim:", err)
		return 2
	}
	cfg := sim.Config{Game: engine.Config{Players: *players, Options: given, Seed: *seed}, Games: *games, CheckEvery: 16}
	var writeErr error
	if *records != "" {
		if err := os.MkdirAll(*records, 0o755); err != nil {
			fmt.Fprintln(env.Stderr, "jantaku sim:", err)
			return 1
		}
		cfg.Record = func(r record.Record) {
			if writeErr != nil {
				return
			}
			writeErr = writeRecord(filepath.Join(*records, fmt.Sprintf("%s-%d.json", r.Variant, r.Config.Seed)), r)
		}
	}
	start := time.Now()
	rep, err := sim.Run(v, cfg)
	secs := time.Since(start).Seconds()
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku sim:", err)
		return 2
	}
	if writeErr != nil {
		fmt.Fprintln(env.Stderr, "jantaku sim: writing records:", writeErr)
		return 1
	}
	sum := simSummary{Variant: rep.Variant, Games: rep.Games, Hands: rep.Hands, Seconds: secs,
		Violations: len(rep.Violations), MeanScores: rep.MeanScores(), Endings: rep.Endings}
	if secs > 0 {
		sum.GamesPerSec = float64(rep.Games) / secs
	}
	sum.FirstErrors = rep.Violations[:min(len(rep.Violations), 5)]
	if *asJSON {
		b, _ := json.Marshal(sum)
		fmt.Fprintln(env.Stdout, string(b))
	} else {
		printSummary(env, sum)
	}
	if sum.Violations > 0 {
		return 1
	}
	return 0
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
	fmt.Fprintf(w, "endings     %v\n", s.Endings)
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
