// Package bot holds the players the engine can seat in place of a person.
// A bot sees only its seat's View and the legal actions, like anyone else.
package bot

import (
	"fmt"

	"jantaku/engine"
)

// Bot chooses one of the legal actions of its seat.
type Bot interface {
	Choose(v engine.View, legal []engine.Action) engine.Action
}

// Levels lists the bot levels, weakest first.
func Levels() []string { return []string{"random"} }

// New returns a bot of the given level for a variant, with its own seeded
// generator so its choices replay.
func New(level, variant string, seed uint64) (Bot, error) {
	switch level {
	case "random", "":
		return &Random{r: engine.NewRand(seed)}, nil
	}
	return nil, fmt.Errorf("unknown bot level %q (known: %v)", level, Levels())
}

// Random picks a uniformly random legal action.
type Random struct{ r *engine.Rand }

// Choose implements Bot.
func (b *Random) Choose(_ engine.View, legal []engine.Action) engine.Action {
	return legal[b.r.IntN(len(legal))]
}
