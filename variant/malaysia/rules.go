// Package malaysia plays Malaysian 3-player mahjong (マレーシア式三麻): 84
// tiles of dots, honours, 16 flowers and four 飛 jokers; flowers and jokers
// set aside for points; kans paid at once; a 5-point minimum; payments the
// payer may reduce by their own value tiles and flowers; and a session of
// hands with no fixed end. docs/rules/malaysia.md reads every rule of the
// text and says where the code and the tests are.
package malaysia

import (
	"fmt"

	"jantaku/engine"
)

// Rules is every rule number of one table, built from resolved options.
type Rules struct {
	Start      int  // points each person starts with (the text suggests 50)
	Hands      int  // the session ends after this many hands; 0 = no limit
	Target     int  // the session ends when someone holds this many; 0 = off
	Bust       bool // the session ends when someone drops below 0
	People     int  // people at the table; above 3 they sit out in turn (抜け番)
	MinPoints  int  // 5-point minimum to win (和了は5点縛り)
	Limit      int  // a limit hand (役満) is worth this, and no more is counted
	LimitRon   int  // a limit ron pays this
	LimitTsumo int  // a limit tsumo pays this from each other player
	Reduce     int  // the payer's own value reduces a payment from this much on
	AnkanPay   int  // closed kan: from each other player
	MinkanPay  int  // open kan on a discard: from the discarder
	KakanPay   int  // added kan: from each other player
}

// Option keys.
const (
	optStart  = "start"
	optHands  = "hands"
	optTarget = "target"
	optBust   = "bust"
	optPeople = "people"
)

// maxPeople bounds the table for the 抜け番 rotation.
const maxPeople = 8

// Options documents the table options and their defaults.
func Options() []engine.Option {
	return []engine.Option{
		{Key: optStart, Default: "50", Kind: engine.OptInt, Min: 0, Max: 100000,
			Doc: "points each person starts with (the text: no fixed start; 50 is its suggestion)"},
		{Key: optHands, Default: "8", Kind: engine.OptInt, Min: 0, Max: 1000,
			Doc: "end the session after this many hands; 0 = no limit (the text has no end)"},
		{Key: optTarget, Default: "0", Kind: engine.OptInt, Min: 0, Max: 1000000,
			Doc: "end the session after a hand when someone holds at least this many points; 0 = off"},
		{Key: optBust, Default: "false", Kind: engine.OptBool,
			Doc: "end the session after a hand when someone holds fewer than 0 points"},
		{Key: optPeople, Default: "3", Kind: engine.OptInt, Min: 3, Max: 8,
			Doc: "people at the table (3-8); above 3, one player sits out after each hand (抜け番)"},
	}
}

// NewRules reads resolved options.
func NewRules(o engine.Options) (Rules, error) {
	r := Rules{
		Start: o.Int(optStart), Hands: o.Int(optHands), Target: o.Int(optTarget),
		Bust: o.Bool(optBust), People: o.Int(optPeople),
		MinPoints: 5, Limit: 10, LimitRon: 20, LimitTsumo: 10, Reduce: 5,
		AnkanPay: 10, MinkanPay: 10, KakanPay: 5,
	}
	switch {
	case r.Hands < 0:
		return r, fmt.Errorf("malaysia: hands must be 0 or more, not %d", r.Hands)
	case r.Target < 0:
		return r, fmt.Errorf("malaysia: target must be 0 or more, not %d", r.Target)
	case r.People < 3 || r.People > maxPeople:
		return r, fmt.Errorf("malaysia: people must be 3 to %d, not %d", maxPeople, r.People)
	case r.Hands == 0 && r.Target == 0 && !r.Bust:
		// The text plays on as long as the table likes; a game here must end.
		return r, fmt.Errorf("malaysia: with hands 0, target 0 and bust false the session never ends: set one of them")
	}
	return r, nil
}
