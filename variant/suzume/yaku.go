package suzume

import (
	"jantaku/hand"
	"jantaku/tile"
)

// YakuID is the stable name of a scoring item; records and `jantaku score`
// use it. Never rename one.
type YakuID string

// The scoring items of すずめ雀.
const (
	YSequence YakuID = "sequence"  // 連番 (順子)
	YTriplet  YakuID = "triplet"   // 同じ (刻子)
	YRed      YakuID = "red"       // 赤牌
	YDora     YakuID = "dora"      // ドラ
	YTanyao   YakuID = "tanyao"    // タンヤオ
	YChanta   YakuID = "chanta"    // チャンタ
	YAllGreen YakuID = "all_green" // オールグリーン
	YChinyao  YakuID = "chinyao"   // チンヤオ
	YSuperRed YakuID = "super_red" // スーパーレッド
	YDealer   YakuID = "dealer"    // 親のあがりボーナス
)

// Class says how an item takes part in a hand's value.
type Class uint8

// The classes. A limit hand (役満) replaces every bonus; sets always count;
// the dealer's bonus comes last and is not part of the minimum.
const (
	ClassSet Class = iota + 1
	ClassBonus
	ClassLimit
	ClassDealer
)

// Yaku is one row of the scoring table. Count says how many times the item
// applies to a hand (0 when it does not); the item is worth Count × Value.
type Yaku struct {
	ID    YakuID              `json:"id"`
	Ja    string              `json:"ja"`
	En    string              `json:"en"`
	Value int                 `json:"value"`
	Class Class               `json:"class"`
	Rule  string              `json:"rule"` // where the text says it: the heading in the rules leaflet
	Count func(*Features) int `json:"-"`
}

// yakuTable is the one table of scoring items, in the order they are listed.
func yakuTable() []Yaku {
	return []Yaku{
		{YSequence, "連番", "sequence", 1, ClassSet, "組み合わせと得点 ■必須3個2組", sequences},
		{YTriplet, "同じ", "triplet", 2, ClassSet, "組み合わせと得点 ■必須3個2組", triplets},
		{YRed, "赤牌", "red tile", 1, ClassBonus, "■ボーナス ・赤牌", redTiles},
		{YDora, "ドラ", "dora", 1, ClassBonus, "■ボーナス ・ドラ", doraTiles},
		{YTanyao, "タンヤオ", "all simples", 1, ClassBonus, "■ボーナス ・タンヤオ", tanyao},
		{YChanta, "チャンタ", "terminal or honour in each set", 2, ClassBonus, "■ボーナス ・チャンタ", chanta},
		{YAllGreen, "オールグリーン", "all green", 10, ClassLimit, "■役満 ・オールグリーン", allGreen},
		{YChinyao, "チンヤオ", "all terminals and honours", 15, ClassLimit, "■役満 ・チンヤオ", chinyao},
		{YSuperRed, "スーパーレッド", "super red", 20, ClassLimit, "■役満 ・スーパーレッド", superRed},
		{YDealer, "親のあがりボーナス", "dealer bonus", 2, ClassDealer, "■親のあがりボーナス(2点)", dealer},
	}
}

// Features is what the table's functions look at: one reading of a winning
// hand and the facts around it.
type Features struct {
	Tiles  []tile.Tile // the six tiles, red copies marked
	Groups []hand.Group
	Dora   []tile.Tile // revealed dora tiles; each matches by kind
	Dealer bool
}

// IsRed reports whether a tile counts as red: a red bamboo, or 中, which is
// printed red.
func IsRed(t tile.Tile) bool { return t.Red() || t.Kind() == tile.Red }

// IsYaochu reports whether a kind is 1, 9, 發 or 中 (么九牌).
func IsYaochu(k tile.Kind) bool { return k.Terminal() || k == tile.Green || k == tile.Red }

// IsGreen reports whether a tile is green only: a plain 2, 3, 4, 6 or 8, or 發.
func IsGreen(t tile.Tile) bool {
	if IsRed(t) {
		return false
	}
	k := t.Kind()
	if k == tile.Green {
		return true
	}
	switch k.Number() {
	case 2, 3, 4, 6, 8:
		return k.Suit() == tile.Sou
	}
	return false
}

func sequences(f *Features) int { return groupsOf(f, hand.Sequence) }
func triplets(f *Features) int  { return groupsOf(f, hand.Triplet) }

func groupsOf(f *Features, k hand.GroupKind) int {
	n := 0
	for _, g := range f.Groups {
		if g.Kind == k {
			n++
		}
	}
	return n
}

func redTiles(f *Features) int { return countTiles(f.Tiles, IsRed) }

func doraTiles(f *Features) int {
	n := 0
	for _, d := range f.Dora {
		n += countTiles(f.Tiles, func(t tile.Tile) bool { return t.Kind() == d.Kind() })
	}
	return n
}

func tanyao(f *Features) int {
	return boolCount(countTiles(f.Tiles, func(t tile.Tile) bool { return IsYaochu(t.Kind()) }) == 0)
}

func chanta(f *Features) int {
	for _, g := range f.Groups {
		has := false
		for _, k := range g.Made() {
			has = has || IsYaochu(k)
		}
		if !has {
			return 0
		}
	}
	return 1
}

func allGreen(f *Features) int { return all(f.Tiles, IsGreen) }
func superRed(f *Features) int { return all(f.Tiles, IsRed) }
func chinyao(f *Features) int {
	return all(f.Tiles, func(t tile.Tile) bool { return IsYaochu(t.Kind()) })
}
func dealer(f *Features) int { return boolCount(f.Dealer) }

func all(ts []tile.Tile, pred func(tile.Tile) bool) int {
	return boolCount(len(ts) > 0 && countTiles(ts, pred) == len(ts))
}

func countTiles(ts []tile.Tile, pred func(tile.Tile) bool) int {
	n := 0
	for _, t := range ts {
		if pred(t) {
			n++
		}
	}
	return n
}

func boolCount(b bool) int {
	if b {
		return 1
	}
	return 0
}
