package riichi

import (
	"errors"

	"jantaku/engine"
	"jantaku/tile"
)

// Seats is the number of players riichi is played with.
const Seats = 4

// WinContext is everything about a win beyond the tiles. Seats are
// numbered 0-3 in turn order; Winner, From, Dealer and Pao use the same
// numbering, so deltas come back by those seats.
type WinContext struct {
	Tsumo     bool
	Winner    int       // the seat that wins
	From      int       // the seat that dealt in (ron only)
	Dealer    int       // the dealer's seat; the seat wind follows from it
	RoundWind tile.Kind // tile.East ... tile.North; 0 counts as East

	Riichi       bool
	DoubleRiichi bool // ダブル立直; implies Riichi
	Ippatsu      bool
	Rinshan      bool // 嶺上開花
	Chankan      bool // 槍槓
	Haitei       bool // 海底摸月: tsumo on the last wall tile
	Houtei       bool // 河底撈魚: ron on the last discard
	Tenhou       bool // 天和
	Chiihou      bool // 地和
	Renhou       bool // 人和
	// OpenRiichi: the riichi was declared with the hand shown (オープン
	// 立直, one han more); OpenDealtIn: the ron is off a seat not in
	// riichi, which pays a yakuman.
	OpenRiichi, OpenDealtIn bool

	// Dora and Ura are the indicators as revealed; the dora is the next
	// kind (9→1, N→E, 中→白).
	Dora, Ura []tile.Tile

	Honba  int // counters on the table
	Sticks int // riichi deposits on the table, which the winner takes

	// HasPao says that seat Pao fed the last set of a 大三元 or 大四喜 and
	// is responsible for it (包).
	HasPao bool
	Pao    int
}

// SeatWind returns the winner's seat wind.
func (c *WinContext) SeatWind() tile.Kind {
	return tile.East + tile.Kind(((c.Winner-c.Dealer)%Seats+Seats)%Seats)
}

// IsDealer reports whether the winner is the dealer.
func (c *WinContext) IsDealer() bool { return c.Winner == c.Dealer }

// Hand is a player's tiles at the win.
type Hand struct {
	// Concealed are the tiles in hand, the winning tile included.
	Concealed []tile.Tile
	// Melds are the called sets and closed kans, with engine meld kinds.
	Melds []engine.Meld
	// Win is the winning tile (drawn, discarded or robbed).
	Win tile.Tile
}

// YakuScore is one item of a hand's value.
type YakuScore struct {
	ID      YakuID
	Name    string // Japanese, as the golden data spells it
	English string
	Han     int // han, 0 for a yakuman
	Yakuman int // yakuman count, 0 for a han yaku
}

// Limit names the cap a hand's base points reached.
type Limit uint8

// The limits. The numbers are stable.
const (
	NoLimit   Limit = iota
	Mangan          // 満貫
	Haneman         // 跳満
	Baiman          // 倍満
	Sanbaiman       // 三倍満
	Kazoe           // 数え役満: 13 han counted as a yakuman
	Yakuman         // 役満 (times Score.Yakuman)
)

func (l Limit) String() string {
	return [...]string{"", "mangan", "haneman", "baiman", "sanbaiman", "kazoe yakuman", "yakuman"}[l]
}

// Score is a hand's value.
type Score struct {
	Yaku    []YakuScore
	Han     int // han, dora included; 0 for a yakuman
	Fu      int // fu, rounded; 0 for a yakuman
	Yakuman int // yakuman count (not counting a kazoe yakuman)
	Limit   Limit
	Base    int // basic points (基本点)
	// Dealer is whether the winner is the dealer.
	Dealer bool
	// Points is what the winner receives for the hand, without honba or
	// sticks: the ron price, or the sum of the tsumo payments.
	Points int
	// Ron is the ron price; TsumoDealer and TsumoNonDealer what the dealer
	// and each other player pay on a non-dealer's tsumo; TsumoEach what
	// each pays on the dealer's tsumo. Honba not included.
	Ron, TsumoDealer, TsumoNonDealer, TsumoEach int
	// PaoYakuman is how many of the yakuman the pao seat answers for.
	PaoYakuman int
}

// The reasons a hand does not win; Evaluate's errors wrap one of them.
var (
	ErrBadHand = errors.New("not a whole riichi hand")
	ErrNoShape = errors.New("the tiles do not make a winning shape")
	ErrNoYaku  = errors.New("the hand has no yaku")
)
