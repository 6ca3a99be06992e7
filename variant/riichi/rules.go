package riichi

import (
	"errors"
	"fmt"
	"strconv"

	"jantaku/engine"
	"jantaku/tile"
)

// Rules is the one rules value of riichi: every table option and rule
// number. Build it with DefaultRules, a preset, or RulesFrom.
type Rules struct {
	// RedFives is how many red fives each of m, p and s holds (赤ドラ).
	RedFives [3]int
	// OpenTanyao lets an open hand score 断幺九 (喰いタン).
	OpenTanyao bool
	// DoubleWindFu is the fu of a pair that is both seat and round wind
	// (連風牌の雀頭): 4 or 2.
	DoubleWindFu int
	// DoubleYakuman makes 国士無双十三面, 四暗刻単騎, 純正九蓮宝燈 and 大四喜
	// count as two yakuman.
	DoubleYakuman bool
	// CountedYakuman makes 13 han or more a yakuman (数え役満); without it
	// such a hand is 三倍満.
	CountedYakuman bool
	// YakumanStack adds up several yakuman in one hand (複合役満); without
	// it the hand is worth its single best yakuman.
	YakumanStack bool
	// KiriageMangan rounds 4 han 30 fu and 3 han 60 fu up to mangan (切り上げ満貫).
	KiriageMangan bool
	// Ippatsu counts 一発.
	Ippatsu bool
	// UraDora counts ura dora (裏ドラ) for a riichi hand.
	UraDora bool
	// KanDora counts the dora indicators revealed by kans (槓ドラ).
	KanDora bool
	// KanUraDora counts the ura indicators under kan dora (槓裏).
	KanUraDora bool
	// Renhou is what a win on a discard before one's first draw is worth
	// (人和): "off", "mangan" or "yakuman".
	Renhou string
	// Pao makes the player who fed the last set of 大三元 or 大四喜 pay for it
	// (包).
	Pao bool
	// PaoHonba says who pays the counters when a pao hand wins by ron off
	// another player: PaoHonbaLiable (tenhou.net's way) or
	// PaoHonbaDiscarder.
	PaoHonba string
	// Honba is what each counter (本場) adds to a win: the discarder pays it
	// all on a ron, the others a third each on a tsumo.
	Honba int
	// RiichiStick is the deposit of a riichi declaration (供託), which the
	// next winner takes.
	RiichiStick int

	// The rules below are read by the game, not by the scoring.

	// StartPoints is each player's score at the start (持ち点).
	StartPoints int
	// ReturnPoints is the score the final ranking is measured from (返し).
	ReturnPoints int
	// Winds is the game's length in wind rounds: 1 東風戦, 2 半荘戦.
	Winds int
	// Kuikae allows discarding, right after a call, a tile the call could
	// have been made with (喰い替え).
	Kuikae bool
	// DoubleRon lets two players win on one discard (ダブロン); three always
	// end the hand in an abortive draw when AbortiveDraws is set.
	DoubleRon bool
	// AbortiveDraws enables the abortive draws (途中流局): nine terminals,
	// four winds, four kans, four riichi, three rons.
	AbortiveDraws bool
	// NagashiMangan pays a mangan to a player whose discards are all
	// terminals and honours, none called, at an exhaustive draw (流し満貫).
	NagashiMangan bool
	// NotenPayments moves 3000 points from the players not ready to those
	// ready at an exhaustive draw (ノーテン罰符).
	NotenPayments bool
	// KanDoraLate reveals an open kan's dora after the kan's discard (槓ドラ後めくり).
	KanDoraLate bool
	// Bust ends the game when a player's score falls below zero (トビ).
	Bust bool
	// Uma is the ranking bonus by rank, in thousands (順位ウマ).
	Uma [Seats]int
	// SuddenDeath plays on into the next wind round while nobody has
	// ReturnPoints, ending the moment someone has (西入サドンデス).
	SuddenDeath bool
	// LastDealerStop says what happens when the last hand's dealer keeps
	// the deal while leading (アガリ止め・テンパイ止め): StopAuto ends the
	// game, StopChoose lets the dealer decide (the Stop action), StopOff
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
	// OpenRiichi offers riichi declared with the hand shown (オープン立直,
	// the Riichi action with FlagOpen).
	OpenRiichi bool
	// NotenTotal is what the seats not ready pay in all to those ready at
	// an exhaustive draw (ノーテン罰符).
	NotenTotal int
	// ManganBase is a mangan's basic points, which 流し満貫 pays as by tsumo.
	ManganBase int
}

// maxRons is how many players may win on one discard.
func (r *Rules) maxRons() int {
	switch {
	case r.TripleRon:
		return 3
	case r.DoubleRon:
		return 2
	}
	return 1
}

// DefaultRules returns the rules of the golden data
// (testdata/riichi/README.md).
func DefaultRules() Rules {
	return Rules{
		RedFives:       [3]int{1, 1, 1},
		OpenTanyao:     true,
		DoubleWindFu:   4,
		DoubleYakuman:  true,
		CountedYakuman: true,
		YakumanStack:   true,
		KiriageMangan:  false,
		Ippatsu:        true,
		UraDora:        true,
		KanDora:        true,
		KanUraDora:     true,
		Renhou:         RenhouOff,
		Pao:            true,
		PaoHonba:       PaoHonbaLiable,
		Honba:          300,
		RiichiStick:    1000,
		StartPoints:    25000,
		ReturnPoints:   30000,
		Winds:          2,
		Kuikae:         false,
		DoubleRon:      true,
		AbortiveDraws:  true,
		NagashiMangan:  true,
		NotenPayments:  true,
		KanDoraLate:    true,
		Bust:           true,
		Uma:            [Seats]int{20, 10, -10, -20},
		SuddenDeath:    true,
		LastDealerStop: StopAuto,
		SticksToTop:    true,
		RiichiMinTiles: 4,
		NotenTotal:     3000,
		ManganBase:     2000,
	}
}

// The values of Rules.Renhou.
const (
	RenhouOff     = "off"
	RenhouMangan  = "mangan"
	RenhouYakuman = "yakuman"
)

// TenhouRules returns tenhou.net's ranked rules: the defaults, except that
// no yakuman counts double and two rons on one discard both win while three
// abort (the game reads DoubleRon and AbortiveDraws that way).
func TenhouRules() Rules {
	r := DefaultRules()
	r.DoubleYakuman = false
	return r
}

// The values of Rules.PaoHonba.
const (
	PaoHonbaLiable    = "liable"
	PaoHonbaDiscarder = "discarder"
)

// The values of Rules.LastDealerStop.
const (
	StopAuto   = "auto"
	StopChoose = "choose"
	StopOff    = "off"
)

// OptOpenRiichi is the table option of open riichi.
const OptOpenRiichi = "open_riichi"

// Presets returns the named rule sets the "preset" option chooses from.
func Presets() map[string]Rules {
	return map[string]Rules{
		"default": DefaultRules(),
		"tenhou":  TenhouRules(),
	}
}

// Tiles returns the 136-tile set with the rules' red fives.
func (r Rules) Tiles() *tile.Set { return tile.Riichi(r.RedFives) }

// option ties one engine.Option to the Rules field it sets.
type option struct {
	spec engine.Option
	get  func(*Rules) string
	set  func(*Rules, string) error
}

func boolOpt(key, doc string, f func(*Rules) *bool) option {
	return option{
		spec: engine.Option{Key: key, Doc: doc, Kind: engine.OptBool},
		get:  func(r *Rules) string { return strconv.FormatBool(*f(r)) },
		set: func(r *Rules, v string) error {
			b, err := strconv.ParseBool(v)
			*f(r) = b
			return err
		},
	}
}

func intOpt(key, doc string, lo, hi int, f func(*Rules) *int) option {
	return option{
		spec: engine.Option{Key: key, Doc: doc, Kind: engine.OptInt, Min: lo, Max: hi},
		get:  func(r *Rules) string { return strconv.Itoa(*f(r)) },
		set: func(r *Rules, v string) error {
			n, err := strconv.Atoi(v)
			*f(r) = n
			return err
		},
	}
}

func choiceOpt(key, doc string, choices []string, f func(*Rules) *string) option {
	return option{
		spec: engine.Option{Key: key, Doc: doc, Kind: engine.OptChoice, Choices: choices},
		get:  func(r *Rules) string { return *f(r) },
		set: func(r *Rules, v string) error {
			*f(r) = v
			return nil
		},
	}
}

// umaOpt is the uma option, written BIG-SMALL in thousands: first and
// second gain, third and fourth pay.
func umaOpt() option {
	return option{
		spec: engine.Option{Key: "uma", Kind: engine.OptChoice, Choices: []string{"20-10", "30-10", "10-5", "0-0"},
			Doc: "ranking bonus in thousands: first and second gain, third and fourth pay (順位ウマ)"},
		get: func(r *Rules) string { return fmt.Sprintf("%d-%d", r.Uma[0], r.Uma[1]) },
		set: func(r *Rules, v string) error {
			var big, small int
			if _, err := fmt.Sscanf(v, "%d-%d", &big, &small); err != nil {
				return errors.New("want BIG-SMALL, e.g. 20-10")
			}
			r.Uma = [Seats]int{big, small, -small, -big}
			return nil
		},
	}
}

// options lists every Rules field as a table option.
var options = []option{
	intOpt("red_man", "red fives among the 5m (赤ドラ)", 0, 4, func(r *Rules) *int { return &r.RedFives[0] }),
	intOpt("red_pin", "red fives among the 5p (赤ドラ)", 0, 4, func(r *Rules) *int { return &r.RedFives[1] }),
	intOpt("red_sou", "red fives among the 5s (赤ドラ)", 0, 4, func(r *Rules) *int { return &r.RedFives[2] }),
	boolOpt("open_tanyao", "an open hand may score 断幺九 (喰いタン)", func(r *Rules) *bool { return &r.OpenTanyao }),
	intOpt("double_wind_fu", "fu of a pair of the seat wind that is also the round wind (2 or 4)", 2, 4, func(r *Rules) *int { return &r.DoubleWindFu }),
	boolOpt("double_yakuman", "13-sided 国士無双, 四暗刻単騎, 純正九蓮宝燈 and 大四喜 count as two yakuman", func(r *Rules) *bool { return &r.DoubleYakuman }),
	boolOpt("counted_yakuman", "13 han or more is a yakuman (数え役満)", func(r *Rules) *bool { return &r.CountedYakuman }),
	boolOpt("yakuman_stack", "several yakuman in one hand add up (複合役満)", func(r *Rules) *bool { return &r.YakumanStack }),
	boolOpt("kiriage_mangan", "4 han 30 fu and 3 han 60 fu are rounded up to mangan", func(r *Rules) *bool { return &r.KiriageMangan }),
	boolOpt("ippatsu", "一発 counts", func(r *Rules) *bool { return &r.Ippatsu }),
	boolOpt("ura_dora", "ura dora count for riichi hands", func(r *Rules) *bool { return &r.UraDora }),
	boolOpt("kan_dora", "each kan reveals a further dora indicator", func(r *Rules) *bool { return &r.KanDora }),
	boolOpt("kan_ura_dora", "ura dora under kan dora count too", func(r *Rules) *bool { return &r.KanUraDora }),
	choiceOpt("renhou", "a win on a discard before one's first draw (人和)", []string{RenhouOff, RenhouMangan, RenhouYakuman}, func(r *Rules) *string { return &r.Renhou }),
	boolOpt("pao", "the feeder of 大三元 or 大四喜's last set pays for it (包)", func(r *Rules) *bool { return &r.Pao }),
	choiceOpt("pao_honba", "who pays the counters on a ron of a pao hand off another player: the liable player or the discarder",
		[]string{PaoHonbaLiable, PaoHonbaDiscarder}, func(r *Rules) *string { return &r.PaoHonba }),
	intOpt("honba", "points each counter adds to a win", 0, 10000, func(r *Rules) *int { return &r.Honba }),
	intOpt("riichi_stick", "points of a riichi deposit", 0, 100000, func(r *Rules) *int { return &r.RiichiStick }),
	intOpt("start_points", "each player's starting score", 1, 1000000, func(r *Rules) *int { return &r.StartPoints }),
	intOpt("return_points", "the score final results are measured from", 0, 1000000, func(r *Rules) *int { return &r.ReturnPoints }),
	intOpt("winds", "game length in wind rounds: 1 東風戦, 2 半荘戦", 1, 4, func(r *Rules) *int { return &r.Winds }),
	boolOpt("kuikae", "a call's own tiles may be discarded right after it (喰い替え)", func(r *Rules) *bool { return &r.Kuikae }),
	boolOpt("double_ron", "two players may win on one discard", func(r *Rules) *bool { return &r.DoubleRon }),
	boolOpt("abortive_draws", "abortive draws (途中流局)", func(r *Rules) *bool { return &r.AbortiveDraws }),
	boolOpt("nagashi_mangan", "流し満貫 at an exhaustive draw", func(r *Rules) *bool { return &r.NagashiMangan }),
	boolOpt("noten_payments", "players not ready pay those ready at an exhaustive draw", func(r *Rules) *bool { return &r.NotenPayments }),
	boolOpt("kan_dora_late", "an open kan's dora is revealed after its discard", func(r *Rules) *bool { return &r.KanDoraLate }),
	boolOpt("bust", "the game ends when a score falls below zero", func(r *Rules) *bool { return &r.Bust }),
	umaOpt(),
	boolOpt("sudden_death", "play on into the next wind while nobody has return_points; end as soon as someone has (西入)", func(r *Rules) *bool { return &r.SuddenDeath }),
	choiceOpt("last_dealer_stop", "the last hand's dealer who keeps the deal while leading: auto ends the game, choose offers Stop, off plays on",
		[]string{StopAuto, StopChoose, StopOff}, func(r *Rules) *string { return &r.LastDealerStop }),
	boolOpt("sticks_to_top", "riichi deposits left at the end go to the first-ranked player", func(r *Rules) *bool { return &r.SticksToTop }),
	boolOpt("triple_ron", "three players may win on one discard (when abortive draws are off or do not apply)", func(r *Rules) *bool { return &r.TripleRon }),
	boolOpt(OptOpenRiichi, "open riichi (オープン立直): 2 han; a seat not in riichi that deals into it pays a yakuman", func(r *Rules) *bool { return &r.OpenRiichi }),
	intOpt("riichi_min_tiles", "live-wall tiles that must remain to declare riichi", 0, 70, func(r *Rules) *int { return &r.RiichiMinTiles }),
}

// PresetOption is the key of the option that picks a preset.
const PresetOption = "preset"

// Options documents every rule as a table option, with the defaults, and
// the "preset" option. An option left at its default follows the preset.
func Options() []engine.Option {
	def := DefaultRules()
	out := make([]engine.Option, 0, len(options)+1)
	out = append(out, engine.Option{Key: PresetOption, Default: "default", Kind: engine.OptChoice,
		Choices: presetNames(), Doc: "named rule set; the other options override it"})
	for _, o := range options {
		s := o.spec
		s.Default = o.get(&def)
		out = append(out, s)
	}
	return out
}

func presetNames() []string { return []string{"default", "tenhou"} }

// RulesFrom builds the rules from resolved options: the preset first, then
// every option whose value differs from its default.
func RulesFrom(o engine.Options) (Rules, error) {
	name := o[PresetOption]
	if name == "" {
		name = "default"
	}
	r, ok := Presets()[name]
	if !ok {
		return Rules{}, &RulesError{Key: PresetOption, Value: name, Msg: "no such preset"}
	}
	def := DefaultRules()
	for _, opt := range options {
		v, given := o[opt.spec.Key]
		if !given || v == opt.get(&def) {
			continue
		}
		if err := opt.set(&r, v); err != nil {
			return Rules{}, &RulesError{Key: opt.spec.Key, Value: v, Msg: err.Error()}
		}
	}
	return r, r.Validate()
}

// Validate reports the first rule number out of its range.
func (r Rules) Validate() error {
	for i, n := range r.RedFives {
		if n < 0 || n > 4 {
			return &RulesError{Key: options[i].spec.Key, Value: strconv.Itoa(n), Msg: "must be 0 to 4"}
		}
	}
	switch {
	case r.DoubleWindFu != 2 && r.DoubleWindFu != 4:
		return &RulesError{Key: "double_wind_fu", Value: strconv.Itoa(r.DoubleWindFu), Msg: "must be 2 or 4"}
	case r.Renhou != RenhouOff && r.Renhou != RenhouMangan && r.Renhou != RenhouYakuman:
		return &RulesError{Key: "renhou", Value: r.Renhou, Msg: "must be off, mangan or yakuman"}
	case r.Winds < 1 || r.Winds > 4:
		return &RulesError{Key: "winds", Value: strconv.Itoa(r.Winds), Msg: "must be 1 to 4"}
	case r.PaoHonba != PaoHonbaLiable && r.PaoHonba != PaoHonbaDiscarder:
		return &RulesError{Key: "pao_honba", Value: r.PaoHonba, Msg: "must be liable or discarder"}
	case r.LastDealerStop != StopAuto && r.LastDealerStop != StopChoose && r.LastDealerStop != StopOff:
		return &RulesError{Key: "last_dealer_stop", Value: r.LastDealerStop, Msg: "must be auto, choose or off"}
	case r.RiichiMinTiles < 0 || r.RiichiMinTiles > 70:
		return &RulesError{Key: "riichi_min_tiles", Value: strconv.Itoa(r.RiichiMinTiles), Msg: "must be 0 to 70"}
	case r.Honba < 0:
		return &RulesError{Key: "honba", Value: strconv.Itoa(r.Honba), Msg: "must not be negative"}
	case r.RiichiStick < 0:
		return &RulesError{Key: "riichi_stick", Value: strconv.Itoa(r.RiichiStick), Msg: "must not be negative"}
	case r.StartPoints <= 0:
		return &RulesError{Key: "start_points", Value: strconv.Itoa(r.StartPoints), Msg: "must be positive"}
	}
	return nil
}

// RulesError says which option has a bad value.
type RulesError struct {
	Key, Value, Msg string
}

func (e *RulesError) Error() string {
	return fmt.Sprintf("riichi: option %s=%q: %s", e.Key, e.Value, e.Msg)
}
