package engine

import (
	"encoding/json"
	"fmt"

	"jantaku/tile"
)

// Scorer answers "what is this hand worth?" for `jantaku score`. A variant
// that has hands to value implements it.
type Scorer interface {
	Score(q ScoreQuery) (ScoreAnswer, error)
}

// PreparedScorer is a Scorer that can do its work for a set of options
// once (build its rules, say) for many queries: the Scorer ScorerFor
// returns answers every query whose Options are opts exactly as Score
// does, errors included.
type PreparedScorer interface {
	Scorer
	ScorerFor(opts Options) Scorer
}

// AnswerReuser is a Scorer that can write its answer over an earlier
// one, reusing its slice and maps (a scorer in a loop allocates no answer
// of its own): ScoreInto(q, &a) leaves in a what Score(q) returns, or
// returns Score's error.
type AnswerReuser interface {
	ScoreInto(q ScoreQuery, a *ScoreAnswer) error
}

// Flag is a situational fact about a win. The names are those of the
// `flags` field of `jantaku score`.
type Flag string

// The flags the variants understand.
const (
	FlagRiichi       Flag = "riichi"
	FlagDoubleRiichi Flag = "double_riichi"
	FlagOpenRiichi   Flag = "open_riichi"
	FlagIppatsu      Flag = "ippatsu"
	FlagRinshan      Flag = "rinshan"
	FlagChankan      Flag = "chankan"
	FlagHaitei       Flag = "haitei"
	FlagHoutei       Flag = "houtei"
	FlagTenhou       Flag = "tenhou"
	FlagChiihou      Flag = "chiihou"
	FlagRenhou       Flag = "renhou"
	FlagNagashi      Flag = "nagashi"   // トランプ ナガシマ
	FlagNominated    Flag = "nominated" // 舞子 ご指名リーチ
)

// KnownFlags lists every flag, for validation at the edge.
func KnownFlags() []Flag {
	return []Flag{FlagRiichi, FlagDoubleRiichi, FlagOpenRiichi, FlagIppatsu, FlagRinshan, FlagChankan,
		FlagHaitei, FlagHoutei, FlagTenhou, FlagChiihou, FlagRenhou, FlagNagashi, FlagNominated}
}

// ScoreQuery is one hand to value, parsed and checked at the edge.
type ScoreQuery struct {
	Players   int
	Options   Options     // resolved
	Hand      []tile.Tile // concealed tiles, the winning tile included
	Melds     []Meld      // Kind and Tiles
	Win       tile.Tile
	Tsumo     bool
	Dealer    bool
	SeatWind  tile.Kind // East..North
	RoundWind tile.Kind
	Dora      []tile.Tile // dora indicators as revealed
	Ura       []tile.Tile // ura dora indicators as revealed
	Flags     map[Flag]bool
	Flowers   []tile.Tile // extracted flowers, 飛 or ババ
	Honba     int
	Sticks    int // riichi sticks on the table
	// Extra holds the fields of the query line that only one variant reads
	// (e.g. "payer_yaku", "settle"), undecoded.
	Extra map[string]json.RawMessage
}

// YakuValue is one scoring item of a hand: a yaku, a bonus or a deduction.
// Every variant names its items the same way: a stable id, the Japanese
// name its rule text uses, and an English name.
type YakuValue struct {
	ID    string `json:"id,omitempty"`
	Name  string `json:"name"` // Japanese
	En    string `json:"en,omitempty"`
	Value int    `json:"value"` // han, points, or yakuman count, per variant
	// Yakuman marks a Value that counts yakuman rather than han.
	Yakuman bool `json:"yakuman,omitempty"`
}

// ScoreAnswer is a hand's value.
type ScoreAnswer struct {
	Win    bool        `json:"win"`
	Reason string      `json:"reason,omitempty"` // why it is not a win
	Points int         `json:"points"`
	Yaku   []YakuValue `json:"yaku"`
	// Payments says who pays what, with the variant's keys ("ron",
	// "dealer", "non_dealer", "each").
	Payments map[string]int `json:"payments,omitempty"`
	// Extra holds variant fields that `jantaku score` writes at the top
	// level of its answer: "han", "fu", "yakuman", "deltas" ...
	Extra map[string]any `json:"-"`
}

// NoWin returns the answer for a hand that does not win, and why.
func NoWin(format string, args ...any) ScoreAnswer {
	return ScoreAnswer{Reason: fmt.Sprintf(format, args...), Yaku: []YakuValue{}}
}
