package cli

import (
	"flag"
	"fmt"
)

func runVariants(env Env, args []string) int {
	fs := flag.NewFlagSet("variants", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, "Usage: jantaku variants\n\nLists every variant with its player counts and table options (key, default, what it does).")
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if stray(env, fs, "") {
		return 2
	}
	for _, id := range env.Variants.IDs() {
		v, _ := env.Variants.Get(id)
		lo, hi := v.Players()
		fmt.Fprintf(env.Stdout, "%s: %s (%d-%d players)\n", id, v.Name(), lo, hi)
		for _, o := range v.Options() {
			choices := ""
			if len(o.Choices) > 0 {
				choices = fmt.Sprintf(" %v", o.Choices)
			}
			fmt.Fprintf(env.Stdout, "  %s=%s (%s%s) %s\n", o.Key, o.Default, o.Kind, choices, o.Doc)
		}
	}
	return 0
}

// stray refuses arguments left after a command's flags when it takes none:
// the flag package stops at the first of them, so any flags after it would
// go unread without a word. It reports whether there were any.
func stray(env Env, fs *flag.FlagSet, hint string) bool {
	if fs.NArg() == 0 {
		return false
	}
	fmt.Fprintf(env.Stderr, "jantaku %s: unexpected argument %q: it takes no arguments, only flags%s (see 'jantaku %s --help')\n",
		fs.Name(), fs.Arg(0), hint, fs.Name())
	return true
}

// flagExit maps a flag parse error to an exit code: 0 for --help.
func flagExit(err error) int {
	if err == flag.ErrHelp {
		return 0
	}
	return 2
}
