package trump

import (
	"fmt"
	"slices"

	"jantaku/engine"
)

// Option keys.
const (
	optTarget        = "target"
	optMaxHands      = "max_hands"
	optKanLimit      = "kan_limit"
	optKanScope      = "kan_scope"
	optKakan         = "kakan"
	optFuriten       = "furiten"
	optGaki          = "gaki"
	optChombo        = "chombo"
	optDeclareNoYaku = "declare_yakuless"
	optPonPenalty    = "pon_penalty"
	optJokerUra      = "joker_ura_always"
	optNukiRinshan   = "nuki_rinshan"
	optNagashiDraw   = "nagashi_at_draw"
	optChinitsu      = "chinitsu"
	optBonusYaku     = "bonus_yaku"
	optNegativeWin   = "negative_win"
)

// What 一色 means (チンイツ, 八連, the 国士無双 double): one card suit, one
// colour, or (suits ignored) numbers only.
type isshoku uint8

const (
	isshokuSuit isshoku = iota
	isshokuColour
	isshokuNumbers
)

var isshokuChoices = []string{"suit", "colour", "numbers"}

// What a win worth less than 0 after the pon deductions scores.
const (
	negativeZero  = "zero"
	negativeMinus = "minus"
)

// Kan scopes: the two kans are counted per hand or per whole game.
const (
	scopeHand = "hand"
	scopeGame = "game"
)

// Pon penalty: who loses a point per pon at settlement.
const (
	ponWinner = "winner"
	ponAll    = "all"
)

var options = []engine.Option{
	{Key: optTarget, Default: "30", Kind: engine.OptInt, Min: 1, Max: 100000, Doc: "the first player whose total reaches this many points wins the game"},
	{Key: optMaxHands, Default: "100", Kind: engine.OptInt, Min: 0, Max: 1000,
		Doc: "end the game after this many hands even if nobody reached the target, highest total first (0: no limit); players who lose more to noten and riichi than they win may never reach it"},
	{Key: optKanLimit, Default: "2", Kind: engine.OptInt, Min: 0, Max: 16, Doc: "kans allowed to all players together (全員で2回まで)"},
	{Key: optKanScope, Default: scopeHand, Kind: engine.OptChoice, Choices: []string{scopeHand, scopeGame},
		Doc: "whether the kan limit counts per hand (the text's ゲーム is one deal) or over the whole game"},
	{Key: optKakan, Default: "true", Kind: engine.OptBool, Doc: "allow adding the fourth card to one's own pon (加カン)"},
	{Key: optFuriten, Default: "true", Kind: engine.OptBool, Doc: "正式ルール: furiten forbids ron (own discards, passed wins, after riichi)"},
	{Key: optGaki, Default: "false", Kind: engine.OptBool,
		Doc: "ガキルール: no furiten, no one-yaku minimum, 平和 needs no two-sided wait, chombo costs 2"},
	{Key: optChombo, Default: "8", Kind: engine.OptInt, Min: 0, Max: 1000, Doc: "points a chombo costs (the ガキルール fixes it at 2)"},
	{Key: optDeclareNoYaku, Default: "false", Kind: engine.OptBool,
		Doc: "offer a win declaration on a finished hand without yaku; declaring it is a chombo"},
	{Key: optPonPenalty, Default: ponWinner, Kind: engine.OptChoice, Choices: []string{ponWinner, ponAll},
		Doc: "who pays the −1 per pon at settlement: the winner only, or every player who called pon"},
	{Key: optJokerUra, Default: "false", Kind: engine.OptBool, Doc: "a joker as ura dora is +1 on every win, not only on riichi wins"},
	{Key: optNukiRinshan, Default: "false", Kind: engine.OptBool, Doc: "a win on the replacement draw after a joker 抜きドラ also scores リンシャン"},
	{Key: optChinitsu, Default: isshokuChoices[isshokuSuit], Kind: engine.OptChoice, Choices: isshokuChoices,
		Doc: "what 一色 means for チンイツ, 八連 and the 国士無双 double: suit = every card of one suit (♠♥♦♣; jokers have none); colour = all black (♠♣) or all red (♥♦); numbers = suits ignored: チンイツ is no 10, J, Q, K or joker, 八連 is the shape alone, a joker pair alone doubles 国士無双"},
	{Key: optBonusYaku, Default: "false", Kind: engine.OptBool,
		Doc: "the 加算役 (riichi, double riichi, ippatsu, チンイツ, 人和, ナガシマ, JQKのみ, 海底, 河底, 天和, 地和) also satisfy the one-yaku minimum; by default only the 【役】 and the yakuman do"},
	{Key: optNegativeWin, Default: negativeZero, Kind: engine.OptChoice, Choices: []string{negativeZero, negativeMinus},
		Doc: "a win worth less than 0 after the pon deductions: zero = it scores 0 (役有り0点アガり is the floor); minus = the winner loses the difference"},
	{Key: optNagashiDraw, Default: "false", Kind: engine.OptBool, Doc: "at an exhaustive draw, a player in ナガシマ state also gets +1"},
}

// Rules is every rule number and switch of one table, read once from the
// resolved options.
type Rules struct {
	Target        int
	MaxHands      int
	KanLimit      int
	KanPerGame    bool
	Kakan         bool
	Furiten       bool
	Gaki          bool
	Chombo        int
	DeclareNoYaku bool
	PonAll        bool
	JokerUraAll   bool
	NukiRinshan   bool
	NagashiAtDraw bool
	Isshoku       isshoku // what 一色 means
	BonusYaku     bool    // the 加算役 satisfy 一役縛り
	MinusWins     bool    // a win may be worth less than 0

	// Fixed numbers of the text.
	DeadCards   int // the dora indicator and the ura under it
	Deposit     int // riichi deposit
	YakumanPts  int
	DealPattern []int
}

// gakiChombo is the chombo cost under the ガキルール (チョンボ…ガキルール時には2点).
const gakiChombo = 2

// NewRules reads resolved options.
func NewRules(o engine.Options) (Rules, error) {
	r := Rules{
		Target:        o.Int(optTarget),
		MaxHands:      o.Int(optMaxHands),
		KanLimit:      o.Int(optKanLimit),
		KanPerGame:    o.String(optKanScope) == scopeGame,
		Kakan:         o.Bool(optKakan),
		Furiten:       o.Bool(optFuriten),
		Gaki:          o.Bool(optGaki),
		Chombo:        o.Int(optChombo),
		DeclareNoYaku: o.Bool(optDeclareNoYaku),
		PonAll:        o.String(optPonPenalty) == ponAll,
		JokerUraAll:   o.Bool(optJokerUra),
		NukiRinshan:   o.Bool(optNukiRinshan),
		NagashiAtDraw: o.Bool(optNagashiDraw),
		Isshoku:       isshoku(max(0, slices.Index(isshokuChoices, o.String(optChinitsu)))),
		BonusYaku:     o.Bool(optBonusYaku),
		MinusWins:     o.String(optNegativeWin) == negativeMinus,
		DeadCards:     2,
		Deposit:       1,
		YakumanPts:    13,
		DealPattern:   []int{2, 2, 2, 1},
	}
	if r.Gaki {
		r.Furiten = false
		r.Chombo = gakiChombo
	}
	switch {
	case r.Target < 1:
		return r, fmt.Errorf("trump: target must be at least 1, not %d", r.Target)
	case r.MaxHands < 0:
		return r, fmt.Errorf("trump: max_hands must not be negative")
	case r.KanLimit < 0:
		return r, fmt.Errorf("trump: kan_limit must not be negative")
	case r.Chombo < 0:
		return r, fmt.Errorf("trump: chombo must not be negative")
	}
	return r, nil
}

// RequireYaku reports whether a win needs a yaku (一役縛り).
func (r Rules) RequireYaku() bool { return !r.Gaki }
