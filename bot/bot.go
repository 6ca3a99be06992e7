// Package bot holds the players the engine can seat in place of a person.
// A bot sees only its seat's View and the legal actions, like anyone else.
//
// Three levels share one machinery: random picks any legal action;
// efficient maximises tile acceptance (a shanten number under the variant's
// set grammar, then the unseen tiles that lower it), calls, declares and
// wins when that helps; strong adds defence against riichi and open hands
// (genbutsu, suji, seen honours) and weighs hand value with the variant's
// scoring. What differs between variants is one Adapter in a table.
package bot

import (
	"fmt"
	"strings"
	"sync"

	"jantaku/engine"
)

// Bot chooses one of the legal actions of its seat. Every level's Choose
// is safe for concurrent use (a bot keeps scratch state between
// decisions, so concurrent calls take turns).
type Bot interface {
	Choose(v engine.View, legal []engine.Action) engine.Action
}

// Levels lists the bot levels, weakest first.
func Levels() []string { return []string{"random", "efficient", "strong", "expert"} }

// New returns a bot of the given level for a variant, with its own seeded
// generator so its choices replay.
func New(level, variant string, seed uint64) (Bot, error) {
	switch level {
	case "random", "":
		return &Random{r: engine.NewRand(seed)}, nil
	case "efficient":
		return NewPlayer(variant, seed, false), nil
	case "strong":
		return NewPlayer(variant, seed, true), nil
	case "expert":
		return NewExpert(variant, seed), nil
	}
	if strings.HasPrefix(level, "expert:") {
		return newExpertLevel(level, variant, seed)
	}
	return nil, fmt.Errorf("unknown bot level %q (known: %v)", level, Levels())
}

// Random picks a uniformly random legal action.
type Random struct {
	mu sync.Mutex
	r  *engine.Rand
}

// Choose implements Bot. It is safe for concurrent use.
func (b *Random) Choose(_ engine.View, legal []engine.Action) engine.Action {
	b.mu.Lock()
	defer b.mu.Unlock()
	return legal[b.r.IntN(len(legal))]
}
