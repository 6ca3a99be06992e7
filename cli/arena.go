package cli

import (
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"jantaku/arena"
	"jantaku/bot"
	"jantaku/engine"
	"jantaku/mjai"
	"jantaku/record"
)

func runArena(env Env, args []string) int {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	variant := fs.String("variant", "", "variant id (see 'jantaku variants')")
	bots := fs.String("bots", "", "bot levels by seat, comma separated (e.g. strong,efficient,random,random)")
	games := fs.Int("games", 100, "number of duplicate sets; each plays one game per seat rotation")
	seed := fs.Uint64("seed", 1, "seed of the first set; set i uses seed+i")
	workers := fs.Int("workers", runtime.NumCPU(), "sets played in parallel (results do not depend on it)")
	check := fs.Int("check-every", 0, "run the simulator's refused-action check every n actions (0: never)")
	asJSON := fs.Bool("json", false, "print the report as one JSON object")
	client := fs.String("mjai-client", "", "instead of a match, play riichi as an mjai client at this bot level on stdin/stdout")
	records := fs.String("records", "", "write each game's record into this directory, named by seed and the level at each seat")
	mjaiCmd := fs.String("mjai-cmd", "", "seats whose level is 'mjai' are played by this command (run with sh -c, one process per game), speaking mjai on its stdin/stdout; plays --games games without duplicate sets")
	var opts optionFlags
	fs.Var(&opts, "option", "a table option key=value; repeat for more")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, "Usage: jantaku arena --variant V --bots a,b,... [--games N] [--seed S] [--option k=v ...] [--records DIR] [--json]\n\n"+
			"Plays seeded duplicate matches: each set replays one seed once per seat rotation, so\n"+
			"every bot plays every seat of the same walls. Reports each level's mean score and rank\n"+
			"and, for each pair of levels, the paired difference over the sets with a 95% confidence\n"+
			"interval and a two-sided paired t test.\n\n"+
			"With --mjai-client LEVEL it instead plays riichi as an mjai client (JSON lines) on stdin/stdout.\n"+
			"With --mjai-cmd CMD the seats of level 'mjai' are external mjai clients started with CMD.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if stray(env, fs, "") {
		return 2
	}
	if *games < 1 {
		fmt.Fprintf(env.Stderr, "jantaku arena: --games %d: play at least one set\n", *games)
		return 2
	}
	if *client != "" {
		return runMjaiClient(env, *client, *seed)
	}
	v, err := env.Variants.Get(*variant)
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku arena:", err)
		return 2
	}
	given, err := engine.ParseOptionArgs(opts)
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku arena:", err)
		return 2
	}
	levels := strings.Split(*bots, ",")
	named := len(levels)
	if *bots == "" {
		named = 0
	}
	if lo, hi := v.Players(); named < lo || named > hi {
		seats := fmt.Sprint(lo)
		if hi != lo {
			seats = fmt.Sprintf("%d to %d", lo, hi)
		}
		noun := "levels"
		if named == 1 {
			noun = "level"
		}
		fmt.Fprintf(env.Stderr, "jantaku arena: --bots names %d %s; a %s table seats %s, one level each (e.g. --bots %s)\n",
			named, noun, v.ID(), seats, strings.TrimSuffix(strings.Repeat("random,", lo), ","))
		return 2
	}
	var keep func(rotation int, levels []string, rec record.Record) error
	if *records != "" {
		if err := os.MkdirAll(*records, 0o755); err != nil {
			fmt.Fprintln(env.Stderr, "jantaku arena:", err)
			return 1
		}
		keep = func(rotation int, levels []string, rec record.Record) error {
			tags := make([]string, len(levels))
			for i, l := range levels {
				tags[i] = levelTag(l)
			}
			name := fmt.Sprintf("seed-%d-r%d-%s.json", rec.Config.Seed, rotation, strings.Join(tags, ","))
			return writeRecord(filepath.Join(*records, strings.ReplaceAll(name, "/", "_")), rec)
		}
	}
	if *mjaiCmd != "" {
		return runMjaiGames(env, v, engine.Config{Players: len(levels), Options: given, Seed: *seed}, levels, *games, *mjaiCmd, keep)
	}
	start := time.Now()
	var keepErr error
	var keepMu sync.Mutex
	cfg := arena.Config{Variant: v, Game: engine.Config{Players: len(levels), Options: given, Seed: *seed},
		Bots: levels, Games: *games, CheckEvery: *check, Workers: *workers}
	if keep != nil {
		cfg.Record = func(rotation int, levels []string, rec record.Record) {
			if err := keep(rotation, levels, rec); err != nil {
				keepMu.Lock()
				keepErr = cmp.Or(keepErr, err)
				keepMu.Unlock()
			}
		}
	}
	rep, err := arena.Run(cfg)
	if err == nil && keepErr != nil {
		err = fmt.Errorf("writing records: %w", keepErr)
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku arena:", err)
		return 1
	}
	if *asJSON {
		b, err := json.Marshal(rep)
		if err != nil {
			fmt.Fprintln(env.Stderr, "jantaku arena:", err)
			return 1
		}
		fmt.Fprintln(env.Stdout, string(b))
		return 0
	}
	printArena(env, rep, time.Since(start))
	return 0
}

func printArena(env Env, r arena.Report, took time.Duration) {
	w := env.Stdout
	fmt.Fprintf(w, "variant %s, bots %s: %d sets, %d games in %.1fs\n", r.Variant, strings.Join(r.Bots, ","), len(r.Sets), r.Games, took.Seconds())
	for i, l := range r.Levels {
		fmt.Fprintf(w, "  %-10s mean score %10.1f  mean rank %.3f\n", l, r.MeanScore[i], r.MeanRank[i])
	}
	for _, c := range r.Comparisons {
		fmt.Fprintf(w, "%s - %s:\n", c.A, c.B)
		fmt.Fprintf(w, "  score %+.1f (95%% CI %+.1f .. %+.1f), t=%.2f, p=%.2g%s\n", c.Score.Mean, c.Score.Lo, c.Score.Hi, c.Score.T, c.Score.P, mark(c.Score))
		fmt.Fprintf(w, "  rank  %+.3f (95%% CI %+.3f .. %+.3f), t=%.2f, p=%.2g%s\n", c.Rank.Mean, c.Rank.Lo, c.Rank.Hi, c.Rank.T, c.Rank.P, mark(c.Rank))
	}
}

// runMjaiClient plays one of our bots as an mjai client on the streams.
func runMjaiClient(env Env, level string, seed uint64) int {
	b, err := bot.New(level, "riichi", seed)
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku arena:", err)
		return 2
	}
	if err := mjai.NewClient(b).Run(env.Stdin, env.Stdout); err != nil {
		fmt.Fprintln(env.Stderr, "jantaku arena:", err)
		return 1
	}
	return 0
}

func mark(t arena.Test) string {
	if t.Significant() {
		return "  significant"
	}
	return ""
}

// runMjaiGames plays games where the seats of level "mjai" are external
// processes speaking mjai, and prints each game's scores and the means.
func runMjaiGames(env Env, v engine.Variant, gc engine.Config, levels []string, games int, command string, keep func(int, []string, record.Record) error) int {
	// Each process's stderr is copied by its own goroutine.
	env.Stderr = &lockedWriter{w: env.Stderr}
	sums := make([]float64, len(levels))
	for g := range games {
		cfg := gc
		cfg.Seed = gc.Seed + uint64(g)
		rec, res, err := playMjaiGame(env, v, cfg, levels, command)
		if keep != nil && len(rec.Actions) > 0 {
			if werr := keep(0, levels, rec); werr != nil {
				fmt.Fprintln(env.Stderr, "jantaku arena: writing records:", werr)
				return 1
			}
		}
		if err != nil {
			fmt.Fprintf(env.Stderr, "jantaku arena: game seed %d: %v\n", cfg.Seed, err)
			return 1
		}
		fmt.Fprintf(env.Stdout, "seed %d: scores %v ranks %v\n", cfg.Seed, res.Scores, res.Ranks)
		for s, x := range res.Scores {
			sums[s] += float64(x)
		}
	}
	for s, l := range levels {
		fmt.Fprintf(env.Stdout, "seat %d (%s): mean score %.1f\n", s, l, sums[s]/float64(max(games, 1)))
	}
	return 0
}

func playMjaiGame(env Env, v engine.Variant, cfg engine.Config, levels []string, command string) (record.Record, engine.Result, error) {
	seats := make([]mjai.Seat, len(levels))
	var procs []*exec.Cmd
	var inputs []io.Closer
	defer func() {
		for _, in := range inputs {
			in.Close()
		}
		for _, p := range procs {
			_ = p.Wait()
		}
	}()
	for s, l := range levels {
		if l != "mjai" {
			b, err := bot.New(l, v.ID(), engine.HandSeed(cfg.Seed, 1<<20+s))
			if err != nil {
				return record.Record{}, engine.Result{}, err
			}
			seats[s].Bot = b
			continue
		}
		cmd := exec.Command("sh", "-c", command)
		in, err := cmd.StdinPipe()
		if err != nil {
			return record.Record{}, engine.Result{}, err
		}
		out, err := cmd.StdoutPipe()
		if err != nil {
			return record.Record{}, engine.Result{}, err
		}
		cmd.Stderr = env.Stderr
		if err := cmd.Start(); err != nil {
			return record.Record{}, engine.Result{}, err
		}
		procs, inputs = append(procs, cmd), append(inputs, in)
		seats[s].Peer = mjai.NewPeer(out, in)
	}
	return mjai.PlayRecorded(v, cfg, seats)
}

// lockedWriter lets several processes share one stderr.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

// levelTag names a level in a record's file name: as it is, or, for a
// long one (a level with many settings), its start and a hash of the
// whole, so that four of them fit a file name.
func levelTag(l string) string {
	if len(l) <= 40 {
		return l
	}
	h := fnv.New32a()
	h.Write([]byte(l))
	return fmt.Sprintf("%s~%08x", l[:24], h.Sum32())
}
