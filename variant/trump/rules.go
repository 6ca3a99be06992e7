package trump

import (
	"fmt"

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
)

// チンイツ readings: the cards' physical suit, or numbers only.
const (
	chinitsuSuit    = "suit"
	chinitsuNumbers = "numbers"
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
	{Key: optMaxHands, Default: "0", Kind: engine.OptInt, Min: 0, Max: 1000, Doc: "end the game after this many hands even if nobody reached the target (0: no limit)"},
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
	{Key: optChinitsu, Default: chinitsuSuit, Kind: engine.OptChoice, Choices: []string{chinitsuSuit, chinitsuNumbers},
		Doc: "what 全体が一色 means: suit = every card of one playing-card suit (the deck ignores suits, so only a scorer query with one_suit scores it); numbers = no 10, J, Q, K or joker"},
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
	// ChinitsuNumbers reads 一色 as numbers only, not as one physical suit.
	ChinitsuNumbers bool

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
		Target:          o.Int(optTarget),
		MaxHands:        o.Int(optMaxHands),
		KanLimit:        o.Int(optKanLimit),
		KanPerGame:      o.String(optKanScope) == scopeGame,
		Kakan:           o.Bool(optKakan),
		Furiten:         o.Bool(optFuriten),
		Gaki:            o.Bool(optGaki),
		Chombo:          o.Int(optChombo),
		DeclareNoYaku:   o.Bool(optDeclareNoYaku),
		PonAll:          o.String(optPonPenalty) == ponAll,
		JokerUraAll:     o.Bool(optJokerUra),
		NukiRinshan:     o.Bool(optNukiRinshan),
		NagashiAtDraw:   o.Bool(optNagashiDraw),
		ChinitsuNumbers: o.String(optChinitsu) == chinitsuNumbers,
		DeadCards:       2,
		Deposit:         1,
		YakumanPts:      13,
		DealPattern:     []int{2, 2, 2, 1},
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
