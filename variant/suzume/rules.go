package suzume

import (
	"fmt"
	"strconv"

	"jantaku/engine"
)

// Rules is one table's rules: every number of the game lives here.
type Rules struct {
	HandSize     int  `json:"hand_size"`     // tiles dealt to each player (5)
	MinPoints    int  `json:"min_points"`    // the minimum to win, dealer bonus not counted (5)
	StartPoints  int  `json:"start_points"`  // each player's points at the start (40)
	Laps         int  `json:"laps"`          // times the deal goes round (4)
	Penalty      int  `json:"penalty"`       // a mistaken win pays this to every other player (2)
	MistakenWins bool `json:"mistaken_wins"` // offer mistaken declarations as actions
	// Yaku is the scoring table with its values (see yakuTable).
	Yaku []Yaku `json:"yaku"`
}

// DefaultRules returns the rules as the text gives them.
func DefaultRules() Rules {
	return Rules{HandSize: 5, MinPoints: 5, StartPoints: 40, Laps: 4, Penalty: 2, Yaku: yakuTable()}
}

// OptionError says that an option's value is out of range.
type OptionError struct {
	Key, Value, Want string
}

func (e *OptionError) Error() string {
	return fmt.Sprintf("suzume: option %s=%s: want %s", e.Key, e.Value, e.Want)
}

// RulesFrom reads resolved options into the rules value.
func RulesFrom(o engine.Options) (Rules, error) {
	r := DefaultRules()
	ints := []struct {
		key string
		dst *int
		min int
	}{
		{OptMinPoints, &r.MinPoints, 0},
		{OptStartPoints, &r.StartPoints, 0},
		{OptLaps, &r.Laps, 1},
	}
	for _, x := range ints {
		v, ok := o[x.key]
		if !ok {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < x.min || n > 1000 {
			return Rules{}, &OptionError{Key: x.key, Value: v, Want: fmt.Sprintf("a whole number from %d to 1000", x.min)}
		}
		*x.dst = n
	}
	if v, ok := o[OptMistakenWins]; ok {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return Rules{}, &OptionError{Key: OptMistakenWins, Value: v, Want: "true or false"}
		}
		r.MistakenWins = b
	}
	return r, nil
}

// Options writes the rules back as options, the inverse of RulesFrom.
func (r Rules) Options() engine.Options {
	return engine.Options{
		OptMinPoints:    strconv.Itoa(r.MinPoints),
		OptStartPoints:  strconv.Itoa(r.StartPoints),
		OptLaps:         strconv.Itoa(r.Laps),
		OptMistakenWins: strconv.FormatBool(r.MistakenWins),
	}
}
