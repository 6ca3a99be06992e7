package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/variant/riichi/tenhou"
)

// Importer turns a file of another format into records (record.Importer).
type Importer = record.Importer

// replayRegistry is every playable variant plus those the importers' records
// need; only replay sees the latter.
func replayRegistry(env Env) *engine.Registry {
	return record.ReplayRegistry(env.Variants, env.Importers)
}

func runReplay(env Env, args []string) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	verify := fs.Bool("verify", false, "check every action is legal and the results match; print one line per game (or per line of JSON Lines)")
	asTenhou := fs.Bool("tenhou", false, "write each riichi or maiko game as tenhou.net/6 JSON, one line per game, for log viewers")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, "Usage: jantaku replay [--verify | --tenhou] FILE...\n\n"+
			"Replays game records through the engine, move by move. It reads:\n"+
			"  - jantaku records, as 'jantaku sim --records' and 'jantaku play' write them;\n"+
			"  - tenhou's mjlog XML of a four-player game, as tenhou.net's log download gives it (the\n"+
			"    rules from its <GO type>: red fives, open tanyao, East-only or East-South);\n"+
			"  - riichi logs in tenhou.net/6 JSON (tenhou.net's viewer): one game, a JSON list of games,\n"+
			"    or JSON Lines with one game, or some hands of one (often a single hand), on each line;\n"+
			"  - any of these gzipped.\n"+
			"Without --verify it prints every event as a JSON line. With --verify it prints one line per\n"+
			"game, or per line of a JSON Lines file, saying whether every action was legal and the result\n"+
			"matches (for a tenhou log: every hand's score changes, and the final scores of a whole game),\n"+
			"and exits 1 on any mismatch. With --tenhou it writes each riichi or maiko game as tenhou.net/6\n"+
			"JSON (the maiko's dummy as the fourth player), so an mjlog converts to tenhou.net/6 too.\n\n"+
			"Example:\n"+
			"  jantaku replay --verify 2010091009gm-00a9-0000-83af2648.mjlog hands.jsonl.gz\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	reg := replayRegistry(env)
	bad := 0
	for _, path := range fs.Args() {
		games, err := load(env.Importers, path)
		if err != nil {
			fmt.Fprintf(env.Stdout, "%s: FAIL: %v\n", path, err)
			bad++
			continue
		}
		for _, game := range games {
			name := path
			if game.Label != "" {
				name += ": " + game.Label
			}
			if game.Err != nil {
				fmt.Fprintf(env.Stdout, "%s: FAIL: %v\n", name, game.Err)
				bad++
				continue
			}
			if !replayOne(env, reg, name, game, *verify, *asTenhou) {
				bad++
			}
		}
	}
	if bad > 0 {
		return 1
	}
	return 0
}

// replayOne verifies, exports or prints one game; false when it fails.
func replayOne(env Env, reg *engine.Registry, name string, game record.Imported, verify, asTenhou bool) bool {
	rec := game.Record
	switch {
	case asTenhou:
		l, err := tenhou.Export(reg, rec, nil)
		if err != nil {
			fmt.Fprintf(env.Stderr, "%s: %v\n", name, err)
			return false
		}
		b, _ := json.Marshal(l)
		fmt.Fprintln(env.Stdout, string(b))
	case verify:
		if err := record.Verify(reg, rec); err != nil {
			fmt.Fprintf(env.Stdout, "%s: FAIL: %v\n", name, err)
			return false
		}
		fmt.Fprintf(env.Stdout, "%s: ok (%s)\n", name, game.Summary())
	default:
		enc := json.NewEncoder(env.Stdout)
		_, err := record.Replay(reg, rec, func(_ int, _ engine.SeatAction, evs []engine.Event) {
			for _, e := range evs {
				enc.Encode(e)
			}
		})
		if err != nil {
			fmt.Fprintf(env.Stderr, "%s: %v\n", name, err)
			return false
		}
	}
	return true
}

// load reads a file, gzipped or not, as a jantaku record or through an
// importer.
func load(importers []Importer, path string) ([]record.Imported, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return record.Load(data, importers, record.MaxUnpacked)
}
