package momojan

import (
	"strconv"

	"jantaku/engine"
)

// Rules is the one rules value of a MOMOJAN table: every rule number lives
// here, built from the resolved options.
type Rules struct {
	StartPoints  int  // 持ち点 30
	Dealerships  int  // each player deals twice: 4
	FeeBase      int  // 場代 at 0 honba; +1 per honba
	DoubleAt     int  // a hand worth this much or more is paid double: 7
	RonBonus     int  // ロンはドラ1
	MinSets      int  // 1雀頭+メンツが3つ以上
	DrawRight    int  // the right after kai, chi, pon or kan draws 3
	MaxKans      int  // 王牌が4枚: one kan per hand for both players
	DealWall     int  // 王牌 4 cards
	HandSize     int  // 初期手牌 7
	DealerWins   int  // 親の5連荘 wins the game
	RiichiWall   int  // riichi needs this many cards left in the wall
	EvalCall     int  // 流局 評価点: pon or chi 1
	EvalKai      int  // kai 2
	EvalKan      int  // closed kan 3
	MistakenWins bool // offer the 誤ツモ/誤ロン declaration (アガリ放棄)
	// FuritenMissed adds riichi practice's furiten on a passed ron: until
	// one's next discard, or for the rest of the hand after riichi.
	FuritenMissed bool
	Value         map[string]int // yaku id → value
}

// Option keys that are not yaku values.
const (
	optStartPoints  = "start_points"
	optRiichiWall   = "riichi_min_wall"
	optMistakenWins = "mistaken_wins"
	optMissed       = "furiten_missed"
)

// FlagMistaken marks a Tsumo or Ron declared on a hand that does not win:
// the hand is shown and its owner gives up winning it (アガリ放棄).
const FlagMistaken = "mistaken"

func options() []engine.Option {
	opts := []engine.Option{
		{Key: optStartPoints, Default: "30", Kind: engine.OptInt, Min: 1, Max: 100000, Doc: "持ち点: points each player starts with"},
		{Key: optRiichiWall, Default: "1", Kind: engine.OptInt, Min: 0, Max: 100,
			Doc: "cards that must be left in the wall to declare riichi (the text is silent; 1 means one more draw remains for somebody)"},
		{Key: optMistakenWins, Default: "false", Kind: engine.OptBool,
			Doc: "offer the 誤ツモ/誤ロン declaration (flag \"mistaken\") whenever a true win is not possible: the hand is shown and its owner gives up winning it"},
		{Key: optMissed, Default: "false", Kind: engine.OptBool,
			Doc: "riichi practice's furiten on a passed ron (until one's next discard; for the rest of the hand after riichi); the text defines furiten by discards only"},
	}
	for _, y := range yakuTable {
		if y.Option != "" {
			opts = append(opts, engine.Option{Key: y.Option, Default: strconv.Itoa(y.Default), Kind: engine.OptInt, Min: 0, Max: 1000,
				Doc: "value of " + y.Ja + " (" + y.En + "); the text gives none"})
		}
	}
	return opts
}

// NewRules builds the rules value from resolved options.
func NewRules(o engine.Options) *Rules {
	r := &Rules{
		StartPoints: max(0, o.Int(optStartPoints)), Dealerships: 4, FeeBase: 1, DoubleAt: 7, RonBonus: 1,
		MinSets: 3, DrawRight: 3, MaxKans: 1, DealWall: 4, HandSize: 7, DealerWins: 5,
		RiichiWall: max(0, o.Int(optRiichiWall)), EvalCall: 1, EvalKai: 2, EvalKan: 3,
		MistakenWins: o.Bool(optMistakenWins), FuritenMissed: o.Bool(optMissed), Value: map[string]int{},
	}
	for _, y := range yakuTable {
		r.Value[y.ID] = y.Default
		if y.Option != "" {
			r.Value[y.ID] = max(0, o.Int(y.Option))
		}
	}
	return r
}

// DefaultRules returns the rules with every option at its default.
func DefaultRules() *Rules {
	o, _ := engine.ResolveOptions(options(), nil)
	return NewRules(o)
}
