package maiko

import (
	"slices"
	"strconv"

	"jantaku/engine"
	"jantaku/variant/riichi"
)

// Rules is maiko's rules value: the riichi table's rules and maiko's own
// numbers and options.
type Rules struct {
	Riichi riichi.Rules
	// NotenEach is what each noten player pays each ready player apart
	// (the text: 1500).
	NotenEach int
	// SpectatorSeesDummy shows the dummy's hand to spectators during play
	// (option spectator_sees_dummy); players never see it before the check.
	SpectatorSeesDummy bool
	// OpenRiichi allows open riichi; dealt into by the dummy it scores as 1
	// han and the winner takes the dummy's part as MP (option open_riichi).
	OpenRiichi bool
	// Wareme is the 割れ目 rule: the player the dice point at chooses, when
	// they are cast, to shoulder the dummy's part of its own tsumo or ron
	// off the dummy (option wareme).
	Wareme bool
	// FirstDealerByDice has the dice choose the first dealer, the dummy
	// included (起家決め; option first_dealer=dice); otherwise A deals
	// first.
	FirstDealerByDice bool
}

// The option keys maiko adds to riichi's.
const (
	OptSpectatorSeesDummy = "spectator_sees_dummy"
	OptOpenRiichi         = riichi.OptOpenRiichi // riichi's option, read by maiko too
	OptWareme             = "wareme"
	OptFirstDealer        = "first_dealer"
)

// The values of OptFirstDealer.
const (
	FirstDealerA    = "A"
	FirstDealerDice = "dice"
)

// Options are riichi's options and maiko's own.
func Options() []engine.Option {
	return append(withoutOption(riichi.Options(), OptOpenRiichi),
		engine.Option{Key: OptSpectatorSeesDummy, Default: "false", Kind: engine.OptBool,
			Doc: "spectators see the dummy's hand during play (players see it only at the dummy check)"},
		engine.Option{Key: OptOpenRiichi, Default: "false", Kind: engine.OptBool,
			Doc: "open riichi (2 han; yakuman for a player not in riichi who deals in); dealt into by the dummy it is 1 han and the winner takes the dummy's part as MP"},
		engine.Option{Key: OptWareme, Default: "false", Kind: engine.OptBool,
			Doc: "割れ目: the player the dice point at may shoulder the dummy's part of its own wins as MP"},
		engine.Option{Key: OptFirstDealer, Default: FirstDealerA, Kind: engine.OptChoice, Choices: []string{FirstDealerA, FirstDealerDice},
			Doc: "who deals first: A, or the seat two dice count to from A (起家決め; the dummy may deal first)"},
	)
}

// RulesFrom builds maiko's rules from resolved options.
func RulesFrom(o engine.Options) (Rules, error) {
	rr, err := riichi.RulesFrom(o)
	if err != nil {
		return Rules{}, err
	}
	r := Rules{Riichi: rr, NotenEach: 1500, FirstDealerByDice: o[OptFirstDealer] == FirstDealerDice}
	for key, p := range map[string]*bool{OptSpectatorSeesDummy: &r.SpectatorSeesDummy,
		OptOpenRiichi: &r.OpenRiichi, OptWareme: &r.Wareme} {
		v, ok := o[key]
		if !ok {
			continue
		}
		b, err := strconv.ParseBool(v)
		if err != nil {
			return Rules{}, &riichi.RulesError{Key: key, Value: v, Msg: "want true or false"}
		}
		*p = b
	}
	return r, nil
}

// withoutOption drops key from opts, for an option maiko documents anew.
func withoutOption(opts []engine.Option, key string) []engine.Option {
	return slices.DeleteFunc(opts, func(o engine.Option) bool { return o.Key == key })
}
