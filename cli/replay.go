package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/variant/riichi/tenhou"
)

// Importer turns a file of another format into records; riichi's
// tenhou.net/6 logs come in this way. Detect reports whether data is its.
type Importer struct {
	Name   string
	Detect func(data []byte) bool
	Import func(data []byte) ([]record.Record, error)
	// Variants are the variants its records name beyond the playable ones
	// (riichi with scripted walls, for tenhou.net/6 logs).
	Variants []engine.Variant
}

// replayRegistry is every playable variant plus those the importers' records
// need; only replay sees the latter.
func replayRegistry(env Env) *engine.Registry {
	var vs []engine.Variant
	for _, id := range env.Variants.IDs() {
		v, _ := env.Variants.Get(id)
		vs = append(vs, v)
	}
	for _, im := range env.Importers {
		vs = append(vs, im.Variants...)
	}
	return engine.NewRegistry(vs...)
}

func runReplay(env Env, args []string) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	verify := fs.Bool("verify", false, "check every action is legal and the results match; print one line per game")
	asTenhou := fs.Bool("tenhou", false, "write each riichi or maiko game as tenhou.net/6 JSON, one line per game, for log viewers")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, "Usage: jantaku replay [--verify | --tenhou] FILE...\n\n"+
			"Replays game records (jantaku records, as 'jantaku sim --records' writes them, and riichi\n"+
			"logs in the tenhou.net/6 JSON of tenhou.net's viewer, played move by move) through the engine.\n"+
			"Without --verify it prints every event as a JSON line. With --verify it prints one line per\n"+
			"game saying whether every action was legal and the result matches (for a tenhou.net/6 log:\n"+
			"every round's score changes and the final scores), and exits 1 on any mismatch. With --tenhou\n"+
			"it writes each riichi or maiko game as tenhou.net/6 JSON (the maiko's dummy as the fourth player).\n\n")
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
		recs, err := load(env.Importers, path)
		if err != nil {
			fmt.Fprintf(env.Stdout, "%s: FAIL: %v\n", path, err)
			bad++
			continue
		}
		for i, rec := range recs {
			name := path
			if len(recs) > 1 {
				name = fmt.Sprintf("%s#%d", path, i+1)
			}
			if *asTenhou {
				l, err := tenhou.Export(reg, rec, nil)
				if err != nil {
					fmt.Fprintf(env.Stderr, "%s: %v\n", name, err)
					bad++
					continue
				}
				b, _ := json.Marshal(l)
				fmt.Fprintln(env.Stdout, string(b))
				continue
			}
			if *verify {
				if err := record.Verify(reg, rec); err != nil {
					fmt.Fprintf(env.Stdout, "%s: FAIL: %v\n", name, err)
					bad++
				} else {
					fmt.Fprintf(env.Stdout, "%s: ok (%s, %d actions)\n", name, rec.Variant, len(rec.Actions))
				}
				continue
			}
			enc := json.NewEncoder(env.Stdout)
			_, err := record.Replay(reg, rec, func(_ int, _ engine.SeatAction, evs []engine.Event) {
				for _, e := range evs {
					enc.Encode(e)
				}
			})
			if err != nil {
				fmt.Fprintf(env.Stderr, "%s: %v\n", name, err)
				bad++
			}
		}
	}
	if bad > 0 {
		return 1
	}
	return 0
}

// load reads a file as a jantaku record or through an importer.
func load(importers []Importer, path string) ([]record.Record, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	for _, im := range importers {
		if im.Detect(data) {
			return im.Import(data)
		}
	}
	rec, err := record.Read(bytes.NewReader(data))
	if err != nil {
		return nil, errors.New("neither a jantaku record nor a known log format: " + err.Error())
	}
	return []record.Record{rec}, nil
}
