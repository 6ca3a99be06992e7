package riichi

import (
	"fmt"
	"strconv"

	"jantaku/engine"
)

// gameRules is what the game plays by: the rules value and the few table
// options only the game flow reads (ranking, the last hand, sudden death,
// three rons), which Rules does not hold yet.
type gameRules struct {
	Rules
	// Uma is the ranking bonus by rank, in thousands (順位ウマ).
	Uma [Seats]int
	// SuddenDeath plays on into the next wind round while nobody has
	// ReturnPoints, ending the moment someone has (西入サドンデス).
	SuddenDeath bool
	// LastDealerStop says what happens when the last hand's dealer keeps
	// the deal while leading (アガリ止め・テンパイ止め): stopAuto ends the
	// game, stopChoose lets the dealer decide (the Stop action), stopOff
	// plays on.
	LastDealerStop string
	// SticksToTop gives the deposits left at the end to the winner of the
	// game (供託は1位へ).
	SticksToTop bool
	// TripleRon lets three players win on one discard when the abortive
	// draw for three rons is off.
	TripleRon bool
	// RiichiMinTiles is how many live-wall tiles must remain to declare
	// riichi (残り4枚以上).
	RiichiMinTiles int
	// NotenTotal is what the seats not ready pay in all to those ready at
	// an exhaustive draw (ノーテン罰符).
	NotenTotal int
	// OpenRiichi offers riichi declared with the hand shown (オープン立直,
	// the Riichi action with FlagOpen).
	OpenRiichi bool
	// ManganBase is a mangan's basic points, which 流し満貫 pays as by tsumo.
	ManganBase int
}

// OptOpenRiichi is the table option of open riichi.
const OptOpenRiichi = "open_riichi"

// The values of gameRules.LastDealerStop.
const (
	stopAuto   = "auto"
	stopChoose = "choose"
	stopOff    = "off"
)

// gameOptions documents the options gameRules adds to Options().
func gameOptions() []engine.Option {
	return []engine.Option{
		{Key: "uma", Default: "20-10", Kind: engine.OptChoice, Choices: []string{"20-10", "30-10", "10-5", "0-0"},
			Doc: "ranking bonus in thousands: first and second gain, third and fourth pay (順位ウマ)"},
		{Key: "sudden_death", Default: "true", Kind: engine.OptBool,
			Doc: "play on into the next wind while nobody has return_points; end as soon as someone has (西入)"},
		{Key: "last_dealer_stop", Default: stopAuto, Kind: engine.OptChoice, Choices: []string{stopAuto, stopChoose, stopOff},
			Doc: "the last hand's dealer who keeps the deal while leading: auto ends the game, choose offers Stop, off plays on"},
		{Key: "sticks_to_top", Default: "true", Kind: engine.OptBool,
			Doc: "riichi deposits left at the end go to the first-ranked player"},
		{Key: "triple_ron", Default: "false", Kind: engine.OptBool,
			Doc: "three players may win on one discard (when abortive draws are off or do not apply)"},
		{Key: OptOpenRiichi, Default: "false", Kind: engine.OptBool,
			Doc: "open riichi (オープン立直): 2 han; a seat not in riichi that deals into it pays a yakuman"},
		{Key: "riichi_min_tiles", Default: "4", Kind: engine.OptInt,
			Doc: "live-wall tiles that must remain to declare riichi"},
	}
}

// rulesFrom reads resolved options into the game's rules.
func rulesFrom(o engine.Options) (gameRules, error) {
	r, err := RulesFrom(o)
	if err != nil {
		return gameRules{}, err
	}
	g := gameRules{Rules: r, SuddenDeath: true, LastDealerStop: stopAuto, SticksToTop: true, RiichiMinTiles: 4,
		NotenTotal: 3000, ManganBase: 2000}
	if v, ok := o["uma"]; ok {
		var big, small int
		if _, err := fmt.Sscanf(v, "%d-%d", &big, &small); err != nil {
			return g, &RulesError{Key: "uma", Value: v, Msg: "want BIG-SMALL, e.g. 20-10"}
		}
		g.Uma = [Seats]int{big, small, -small, -big}
	} else {
		g.Uma = [Seats]int{20, 10, -10, -20}
	}
	for key, dst := range map[string]*bool{"sudden_death": &g.SuddenDeath, "sticks_to_top": &g.SticksToTop, "triple_ron": &g.TripleRon,
		OptOpenRiichi: &g.OpenRiichi} {
		if v, ok := o[key]; ok {
			b, err := strconv.ParseBool(v)
			if err != nil {
				return g, &RulesError{Key: key, Value: v, Msg: "not true or false"}
			}
			*dst = b
		}
	}
	if v, ok := o["last_dealer_stop"]; ok {
		if v != stopAuto && v != stopChoose && v != stopOff {
			return g, &RulesError{Key: "last_dealer_stop", Value: v, Msg: "must be auto, choose or off"}
		}
		g.LastDealerStop = v
	}
	if v, ok := o["riichi_min_tiles"]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 70 {
			return g, &RulesError{Key: "riichi_min_tiles", Value: v, Msg: "must be 0 to 70"}
		}
		g.RiichiMinTiles = n
	}
	return g, nil
}

// maxRons is how many players may win on one discard.
func (r *gameRules) maxRons() int {
	switch {
	case r.TripleRon:
		return 3
	case r.DoubleRon:
		return 2
	}
	return 1
}
