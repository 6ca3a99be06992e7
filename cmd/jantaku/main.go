// Command jantaku plays, scores, simulates and replays mahjong games of six
// variants. Run it with no arguments for the list of commands.
package main

import (
	"os"

	"jantaku/cli"
	"jantaku/variant/riichi/tenhou"
	"jantaku/variants"
)

func main() {
	env := cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Variants: variants.Registry(),
		Importers: []cli.Importer{tenhou.Importer()}}
	os.Exit(cli.Main(env, os.Args[1:]))
}
