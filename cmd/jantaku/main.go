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
	tenhouLogs := cli.Importer{Name: "tenhou logs", Detect: tenhou.Detect, Import: tenhou.ImportRecords,
		Variants: []engine.Variant{tenhou.Scripted{}}}
	env := cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Variants: variants.Registry(),
		Importers: []cli.Importer{tenhouLogs}}
	os.Exit(cli.Main(env, os.Args[1:]))
}
