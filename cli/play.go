package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/tui"
)

func runPlay(env Env, args []string) int {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	levels := bot.Levels()
	variant := fs.String("variant", "", "variant id (see 'jantaku variants')")
	players := fs.Int("players", 0, "number of players (default: the variant's largest)")
	level := fs.String("bots", levels[len(levels)-1], "bot level: "+strings.Join(levels, ", "))
	seed := fs.Uint64("seed", 0, "the game's seed (default: from the clock; the record keeps it)")
	seat := fs.Int("seat", 0, "your seat, 0 = the first dealer")
	path := fs.String("record", "", "save the record here (default: VARIANT-SEED.json in the current directory)")
	delay := fs.Duration("bot-delay", 500*time.Millisecond, "how long each bot waits before acting")
	var opts optionFlags
	fs.Var(&opts, "option", "a table option key=value; repeat for more")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, "Usage: jantaku play --variant V [--players K] [--bots LEVEL] [--seed S] [--option k=v ...] [--record FILE]\n\n"+
			"Plays a game against bots in the terminal. Letters discard the tile above them, digits take\n"+
			"the numbered action, Enter the highlighted one, Space passes, ? shows hints (shanten, waits\n"+
			"and what a win is worth), / shows tiles in the notation. The record is saved when you quit\n"+
			"and replays with 'jantaku replay --verify FILE'.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if stray(env, fs, "; the variant is --variant V") {
		return 2
	}
	v, err := env.Variants.Get(*variant)
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku play:", err)
		return 2
	}
	given, err := engine.ParseOptionArgs(opts)
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku play:", err)
		return 2
	}
	if *seed == 0 {
		*seed = uint64(time.Now().UnixNano())
	}
	table, err := tui.NewTable(v, engine.Config{Players: *players, Options: given, Seed: *seed}, engine.Seat(*seat), *level)
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku play:", err)
		return 2
	}
	if *path == "" {
		*path = fmt.Sprintf("%s-%d.json", v.ID(), *seed)
	}
	// The record is written when the game ends: a place it cannot go is
	// said now, not after the game.
	if err := recordPlace(*path); err != nil {
		fmt.Fprintln(env.Stderr, "jantaku play: --record:", err)
		return 2
	}
	model := tui.NewModel(table, table.Info(), *delay)
	p := tea.NewProgram(model, tea.WithAltScreen(), tea.WithInput(env.Stdin), tea.WithOutput(env.Stdout))
	stopOnHangup(p)
	_, runErr := p.Run()
	code := 0
	if runErr != nil && !errors.Is(runErr, tea.ErrProgramKilled) {
		fmt.Fprintln(env.Stderr, "jantaku play:", runErr)
		code = 1
	}
	if err := writeRecord(*path, table.Record()); err != nil {
		fmt.Fprintln(env.Stderr, "jantaku play: saving the record:", err)
		return 1
	}
	if table.Over() {
		r := table.Result()
		fmt.Fprintf(env.Stdout, "game over (%s after %d hands): scores %v, ranks %v; you sat at seat %d\n", r.Ending, r.Hands, r.Scores, r.Ranks, *seat)
	} else {
		fmt.Fprintln(env.Stdout, "game left unfinished")
	}
	fmt.Fprintf(env.Stdout, "record saved to %s (replay: jantaku replay --verify %s)\n", *path, *path)
	return code
}

// recordPlace checks that a record can be written at path: its directory
// exists and path is not a directory.
func recordPlace(path string) error {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return fmt.Errorf("%s is a directory; name a file in it", path)
	}
	dir := filepath.Dir(path)
	fi, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("cannot save to %s: %w", path, err)
	}
	if !fi.IsDir() {
		return fmt.Errorf("cannot save to %s: %s is not a directory", path, dir)
	}
	return nil
}

// stopOnHangup ends the program when its terminal closes (SIGHUP) or it is
// asked to stop (SIGTERM), as Ctrl-C does, so the record is saved either
// way. A program that cannot quit cleanly (its terminal gone) is killed
// after a moment.
func stopOnHangup(p *tea.Program) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGHUP, syscall.SIGTERM)
	go func() {
		<-sigs
		p.Quit()
		time.Sleep(2 * time.Second)
		p.Kill()
	}()
}
