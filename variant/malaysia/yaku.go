package malaysia

import (
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// YakuID is a stable name of a yaku; records and answers use it.
type YakuID string

// Yaku is one row of the table: what it is, what it is worth, where the text
// lists it, and how many times a hand has it.
type Yaku struct {
	ID     YakuID
	Ja, En string
	Value  int    // points each time; the limit (10) for a 役満
	Ref    string // where in the rule text (セイゴロウ意訳版)
	Count  func(*facts) int
	// Over lists the yaku this one replaces when both are present.
	Over []YakuID
}

// facts is a reading with the facts of the win, as the yaku see it.
type facts struct {
	*reading
	w     *Win
	seqs  []tile.Kind // lowest kinds of the reading's sequences, sorted
	tiles []tile.Kind // every tile the reading stands for
	buf   [5]tile.Kind
	tbuf  [18]tile.Kind
}

// set points h at a reading of w.
func (h *facts) set(rd *reading, w *Win) {
	h.reading, h.w, h.seqs, h.tiles = rd, w, h.buf[:0], h.tbuf[:0]
	for i := range rd.groups {
		g := &rd.groups[i]
		if g.shape == hand.Sequence {
			h.seqs = append(h.seqs, g.as)
		}
		g.kinds(func(k tile.Kind) { h.tiles = append(h.tiles, k) })
	}
	slices.Sort(h.seqs)
}

// Table is every yaku of the text, in the order it lists them.
var Table = []Yaku{
	{ID: "menzen", Ja: "面前和了", En: "Concealed hand", Value: 1, Ref: "役一覧 1点役", Count: menzen},
	{ID: "honitsu", Ja: "混一色", En: "Half flush", Value: 1, Ref: "役一覧 1点役", Count: honitsu},
	{ID: "flower", Ja: "華牌", En: "Flower", Value: 1, Ref: "【華牌の扱い】, 【飛について】4", Count: flowers},
	{ID: "round_wind", Ja: "場風牌", En: "Round wind (東 and 北)", Value: 1, Ref: "役一覧 1点役; 【日本式との違い】場風牌は東と北", Count: roundWinds},
	{ID: "seat_wind", Ja: "自風牌", En: "Seat wind", Value: 1, Ref: "役一覧 1点役", Count: seatWind},
	{ID: "dragon", Ja: "三元牌", En: "Dragon", Value: 1, Ref: "役一覧 1点役", Count: dragons},
	{ID: "pinfu", Ja: "平和", En: "All sequences (open allowed)", Value: 1, Ref: "役一覧 1点役", Count: pinfu},
	{ID: "tanyao", Ja: "断么", En: "All simples", Value: 1, Ref: "役一覧 1点役", Count: tanyao},
	{ID: "iipeikou", Ja: "一盃口", En: "Pure double sequence (open allowed)", Value: 1, Ref: "役一覧 1点役", Count: iipeikou},
	{ID: "rinshan", Ja: "嶺上開花", En: "After a kan or flower", Value: 1, Ref: "役一覧 1点役; 【華牌の扱い】", Count: rinshan},
	{ID: "haitei", Ja: "海底自摸", En: "Last tile of the wall", Value: 1, Ref: "役一覧 1点役", Count: haitei},
	{ID: "houtei", Ja: "河底撈魚", En: "Last discard", Value: 1, Ref: "役一覧 1点役", Count: houtei},
	{ID: "ittsu", Ja: "一気通貫", En: "Pure straight", Value: 2, Ref: "役一覧 2点役", Count: ittsu},
	{ID: "chanta", Ja: "チャンタ", En: "Outside hand", Value: 2, Ref: "役一覧 2点役", Count: chanta},
	{ID: "toitoi", Ja: "対々和", En: "All triplets", Value: 2, Ref: "役一覧 2点役", Count: toitoi},
	{ID: "chiitoitsu", Ja: "七対子", En: "Seven pairs (no four alike)", Value: 2, Ref: "役一覧 2点役", Count: chiitoitsu},
	{ID: "honroutou", Ja: "混老頭", En: "All terminals and honours", Value: 2, Ref: "役一覧 2点役", Count: honroutou},
	{ID: "sanankou", Ja: "三暗刻", En: "Three concealed triplets", Value: 2, Ref: "役一覧 2点役", Count: ankou(3)},
	{ID: "sankantsu", Ja: "三槓子", En: "Three kans", Value: 2, Ref: "役一覧 2点役", Count: kantsu(3)},
	{ID: "chinitsu", Ja: "清一色", En: "Full flush", Value: 3, Ref: "役一覧 3点役", Count: chinitsu, Over: []YakuID{"honitsu"}},
	{ID: "ryanpeikou", Ja: "二盃口", En: "Twice pure double sequence", Value: 3, Ref: "役一覧 3点役", Count: ryanpeikou, Over: []YakuID{"iipeikou"}},
	{ID: "junchan", Ja: "純チャンタ", En: "Terminals in every set", Value: 3, Ref: "役一覧 3点役", Count: junchan, Over: []YakuID{"chanta"}},
	{ID: "shousangen", Ja: "小三元", En: "Little three dragons", Value: 3, Ref: "役一覧 3点役", Count: shousangen},
	{ID: "daisangen", Ja: "大三元", En: "Big three dragons", Value: 10, Ref: "役一覧 10点役", Count: daisangen},
	{ID: "suuankou", Ja: "四暗刻", En: "Four concealed triplets", Value: 10, Ref: "役一覧 10点役", Count: ankou(4), Over: []YakuID{"sanankou"}},
	{ID: "kokushi", Ja: "国士無双", En: "Thirteen orphans (飛 for 1m9m1s9s)", Value: 10, Ref: "役一覧 10点役", Count: kokushi},
	{ID: "tsuuiisou", Ja: "字一色", En: "All honours", Value: 10, Ref: "役一覧 10点役", Count: tsuuiisou},
	{ID: "suushii", Ja: "四喜和", En: "Four winds (big or little)", Value: 10, Ref: "役一覧 10点役", Count: suushii},
	{ID: "suukantsu", Ja: "四槓子", En: "Four kans", Value: 10, Ref: "役一覧 10点役", Count: kantsu(4), Over: []YakuID{"sankantsu"}},
	{ID: "chuuren", Ja: "九連宝燈", En: "Nine gates (open allowed)", Value: 10, Ref: "役一覧 10点役", Count: chuuren},
	{ID: "zenfei", Ja: "全飛和", En: "All four 飛 in the hand", Value: 10, Ref: "役一覧 10点役", Count: zenfei},
	{ID: "tenhou", Ja: "天和", En: "Heavenly hand", Value: 10, Ref: "【天和】", Count: tenhou},
	{ID: "flower_set", Ja: "華牌四種", En: "All four flowers of one group", Value: 10, Ref: "【華牌の扱い】", Count: flowerSets},
}

// score counts each yaku of one reading into counts (by Table position),
// zeroes the ones replaced by another, and returns the points, before the
// limit.
func score(h *facts, counts []int) int {
	for i := range Table {
		counts[i] = Table[i].Count(h)
	}
	for i := range Table {
		if counts[i] == 0 {
			continue
		}
		for _, o := range Table[i].Over {
			counts[tableIndex(o)] = 0
		}
	}
	points := 0
	for i, y := range Table {
		points += y.Value * counts[i]
	}
	return points
}

// tableIndex returns the position of id in Table.
func tableIndex(id YakuID) int {
	for i := range Table {
		if Table[i].ID == id {
			return i
		}
	}
	return -1
}

// value turns the counts of the best reading into a Value held to the limit.
func value(points int, counts []int, r *Rules) Value {
	v := Value{Points: points, Yaku: []engine.YakuValue{}}
	for i, y := range Table {
		if counts[i] > 0 {
			v.Yaku = append(v.Yaku, yakuValue(&Table[i], y.Value*counts[i]))
		}
	}
	if v.Points >= r.Limit {
		v.Points, v.Limit = r.Limit, true
	}
	return v
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// each reports whether every tile the hand stands for passes f; a hand
// read as no groups (国士無双) has no such tiles and passes nothing.
func (h *facts) each(f func(tile.Kind) bool) bool {
	for _, k := range h.tiles {
		if !f(k) {
			return false
		}
	}
	return len(h.tiles) > 0
}

// any reports whether some tile the hand stands for passes f.
func (h *facts) any(f func(tile.Kind) bool) bool { return slices.ContainsFunc(h.tiles, f) }

func (h *facts) regular() bool { return h.form == hand.Regular }

// triplets counts the triplets and quads of kinds passing f.
func (h *facts) triplets(f func(tile.Kind) bool) int {
	n := 0
	for _, g := range h.groups {
		if g.setShaped() && f(g.as) {
			n++
		}
	}
	return n
}

// tripletKinds returns the different kinds passing f that the hand's
// triplets and quads are of (two triplets of one kind, a 飛 standing in for
// copies, are one kind).
func (h *facts) tripletKinds(f func(tile.Kind) bool) []tile.Kind {
	var ks []tile.Kind
	for _, g := range h.groups {
		if g.setShaped() && f(g.as) && !slices.Contains(ks, g.as) {
			ks = append(ks, g.as)
		}
	}
	return ks
}

// pairApart reports whether the hand's pair passes f and is of a kind none
// of its triplets or quads is.
func (h *facts) pairApart(f func(tile.Kind) bool) bool {
	for _, g := range h.groups {
		if g.shape == hand.Pair {
			return f(g.as) && !slices.Contains(h.tripletKinds(f), g.as)
		}
	}
	return false
}

// sequences returns the lowest kinds of the hand's sequences, sorted; the
// caller must not change them.
func (h *facts) sequences() []tile.Kind { return h.seqs }

// pairOf reports whether the hand's pair passes f.
func (h *facts) pairOf(f func(tile.Kind) bool) bool {
	for _, g := range h.groups {
		if g.shape == hand.Pair {
			return f(g.as)
		}
	}
	return false
}

func isDot(k tile.Kind) bool      { return k.Suit() == tile.Pin }
func isHonour(k tile.Kind) bool   { return k.Suit() == tile.Honor }
func isTerminal(k tile.Kind) bool { return k.Terminal() }
func isOrphan(k tile.Kind) bool   { return isHonour(k) || isTerminal(k) }
func isSimple(k tile.Kind) bool   { return isDot(k) && !isTerminal(k) }
func isDragon(k tile.Kind) bool   { return k >= tile.White && k <= tile.Red }
func isWind(k tile.Kind) bool     { return k >= tile.East && k <= tile.North }
func isRoundWind(k tile.Kind) bool {
	return k == tile.East || k == tile.North // the round is always East, and North counts too
}

// valueTile reports whether a triplet of k scores for a player of seat wind.
func valueTile(k, seat tile.Kind) bool { return isDragon(k) || isRoundWind(k) || k == seat }
