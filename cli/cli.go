// Package cli is the `jantaku` command: it parses arguments and input at the
// edge, and runs everything else through the engine contract.
package cli

import (
	"fmt"
	"io"

	"jantaku/engine"
)

// Env is what a command may touch: its streams and the variants.
type Env struct {
	Stdin    io.Reader
	Stdout   io.Writer
	Stderr   io.Writer
	Variants *engine.Registry
	// Importers are the foreign log formats replay accepts.
	Importers []Importer
}

// command is one subcommand.
type command struct {
	name, summary string
	run           func(env Env, args []string) int
}

func commands() []command {
	return []command{
		{"score", "value hands: JSON Lines in, one JSON answer per line out", runScore},
		{"sim", "play many games with bots and check the invariants", runSim},
		{"arena", "duplicate matches between bot levels, with a paired test", runArena},
		{"replay", "replay game records; --verify checks them", runReplay},
		{"verify", "check a server table's fair-shuffle commitments", runVerify},
		{"play", "play a game against bots in the terminal", runPlay},
		{"serve", "serve the browser client and play tables online", runServe},
		{"variants", "list the variants and their options", runVariants},
	}
}

// Main runs the command line args and returns the exit code.
func Main(env Env, args []string) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(env.Stdout)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(env, args[1:])
		}
	}
	fmt.Fprintf(env.Stderr, "jantaku: unknown command %q\n\n", args[0])
	usage(env.Stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "jantaku: a mahjong engine for riichi and house variants")
	fmt.Fprintln(w, "\nUsage: jantaku COMMAND [options]\n\nCommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-9s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'jantaku COMMAND --help' for a command's options.")
}
