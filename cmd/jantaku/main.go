// Command jantaku plays, scores, simulates and replays mahjong games of six
// variants. Run it with no arguments for the list of commands.
package main

import (
	"os"

	"jantaku/cli"
	"jantaku/engine"
	"jantaku/variant/riichi/tenhou"
	"jantaku/variants"
)

func main() {
	env := cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Variants: registry(),
		Importers: []cli.Importer{{Name: "tenhou.net/6", Detect: tenhou.Detect, Import: tenhou.ImportRecords}}}
	os.Exit(cli.Main(env, os.Args[1:]))
}

// registry is every variant plus riichi with scripted walls, the variant
// of imported tenhou.net/6 logs, so their records replay.
func registry() *engine.Registry {
	all := variants.Registry()
	vs := []engine.Variant{tenhou.Scripted{}}
	for _, id := range all.IDs() {
		if v, err := all.Get(id); err == nil {
			vs = append(vs, v)
		}
	}
	return engine.NewRegistry(vs...)
}
