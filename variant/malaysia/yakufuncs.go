package malaysia

import (
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// The yaku functions of Table: each returns how many times the hand has it.

// menzen: 花牌以外に何もさらしていない. A 飛 set aside is shown (the text
// calls it 晒した飛), so it breaks 面前; a closed kan does not.
func menzen(h *facts) int {
	for _, m := range h.w.Melds {
		if m.Kind != engine.MeldAnkan {
			return 0
		}
	}
	for _, t := range h.w.Flowers {
		if t.Kind() == tile.Joker {
			return 0
		}
	}
	return 1
}

func honitsu(h *facts) int {
	return b2i(h.form != hand.Orphans && h.any(isDot) && h.any(isHonour))
}

func chinitsu(h *facts) int { return b2i(h.each(isDot)) }

func tsuuiisou(h *facts) int { return b2i(h.form != hand.Orphans && h.each(isHonour)) }

// flowers counts every flower and 飛 set aside, one point each.
func flowers(h *facts) int { return len(h.w.Flowers) }

// flowerSets counts the groups of four flowers all set aside; a 飛 set
// aside never stands in for a flower here.
func flowerSets(h *facts) int {
	var have [4]int
	for _, t := range h.w.Flowers {
		k := t.Kind()
		switch k.Suit() {
		case tile.Flower:
			have[(k.Number()-1)/4]++
		case tile.Animal:
			have[2+(k.Number()-1)/4]++
		}
	}
	n := 0
	for _, x := range have {
		n += b2i(x == 4)
	}
	return n
}

func roundWinds(h *facts) int { return h.triplets(isRoundWind) }

func seatWind(h *facts) int {
	return h.triplets(func(k tile.Kind) bool { return k == h.w.Seat })
}

func dragons(h *facts) int { return h.triplets(isDragon) }

// pinfu: four sequences and a pair that scores nothing; open sets count,
// and the wait does not matter (the text has no fu).
func pinfu(h *facts) int {
	return b2i(h.regular() && len(h.sequences()) == 4 &&
		!h.pairOf(func(k tile.Kind) bool { return valueTile(k, h.w.Seat) }))
}

func tanyao(h *facts) int { return b2i(h.form != hand.Orphans && h.each(isSimple)) }

// identicalPairs counts the pairs of identical sequences, each sequence used
// once.
func identicalPairs(h *facts) int {
	s := h.sequences()
	n := 0
	for i := 0; i+1 < len(s); i++ {
		if s[i] == s[i+1] {
			n++
			i++
		}
	}
	return n
}

func iipeikou(h *facts) int { return b2i(h.regular() && identicalPairs(h) >= 1) }

// ryanpeikou is closed only, as in Japanese play; the text allows only 一盃口
// open.
func ryanpeikou(h *facts) int { return b2i(h.regular() && menzen(h) == 1 && identicalPairs(h) == 2) }

func rinshan(h *facts) int { return b2i(h.w.Rinshan) }
func haitei(h *facts) int  { return b2i(h.w.Last && h.w.Tsumo) }
func houtei(h *facts) int  { return b2i(h.w.Last && !h.w.Tsumo) }
func tenhou(h *facts) int  { return b2i(h.w.Tenhou) }

func ittsu(h *facts) int {
	s := h.sequences()
	return b2i(slices.Contains(s, tile.K(tile.Pin, 1)) && slices.Contains(s, tile.K(tile.Pin, 4)) &&
		slices.Contains(s, tile.K(tile.Pin, 7)))
}

// outside reports whether every group holds a tile passing f and the hand
// has a sequence (without one it is 混老頭).
func outside(h *facts, f func(tile.Kind) bool) bool {
	if !h.regular() || len(h.sequences()) == 0 {
		return false
	}
	for i := range h.groups {
		has := false
		h.groups[i].kinds(func(k tile.Kind) { has = has || f(k) })
		if !has {
			return false
		}
	}
	return true
}

func chanta(h *facts) int  { return b2i(outside(h, isOrphan) && h.any(isHonour)) }
func junchan(h *facts) int { return b2i(outside(h, isTerminal) && !h.any(isHonour)) }

func toitoi(h *facts) int { return b2i(h.regular() && h.triplets(isAny) == 4) }

func isAny(tile.Kind) bool { return true }

func chiitoitsu(h *facts) int { return b2i(h.form == hand.SevenPairs) }

func honroutou(h *facts) int {
	return b2i(h.form != hand.Orphans && h.each(isOrphan) && h.any(isTerminal) && h.any(isHonour))
}

// ankou returns the counter of a yaku of exactly n concealed triplets or
// quads (three is 三暗刻, four is 四暗刻).
func ankou(n int) func(*facts) int {
	return func(h *facts) int {
		c := 0
		for _, g := range h.groups {
			if g.setShaped() && g.concealed {
				c++
			}
		}
		return b2i(h.regular() && c >= n)
	}
}

func kantsu(n int) func(*facts) int {
	return func(h *facts) int {
		c := 0
		for _, g := range h.groups {
			c += b2i(g.kan)
		}
		return b2i(c >= n)
	}
}

// shousangen: triplets of two dragons and a pair of the third; the two
// triplets still score 三元牌 besides (小三元(役牌による点を含んでいない)).
// The three are different dragons: a 飛 standing for another copy of a
// dragon the hand has makes none of them.
func shousangen(h *facts) int {
	return b2i(h.regular() && len(h.tripletKinds(isDragon)) == 2 && h.pairApart(isDragon))
}

// daisangen: triplets of all three dragons.
func daisangen(h *facts) int { return b2i(h.regular() && len(h.tripletKinds(isDragon)) == 3) }

// suushii is 四喜和 big or little: triplets of the four winds, or of three
// and a pair of the fourth.
func suushii(h *facts) int {
	n := len(h.tripletKinds(isWind))
	return b2i(h.regular() && (n == 4 || n == 3 && h.pairApart(isWind)))
}

func kokushi(h *facts) int { return b2i(h.form == hand.Orphans) }

// chuuren: 1112345678999 and one more, all dots, open sets allowed, no kan.
func chuuren(h *facts) int {
	if !h.regular() || !h.each(isDot) {
		return 0
	}
	var c [10]int
	for i := range h.groups {
		if h.groups[i].kan {
			return 0
		}
		h.groups[i].kinds(func(k tile.Kind) { c[k.Number()]++ })
	}
	if c[1] < 3 || c[9] < 3 {
		return 0
	}
	for n := 2; n <= 8; n++ {
		if c[n] == 0 {
			return 0
		}
	}
	return 1
}

// zenfei: all four 飛 used in the hand or its sets (set aside ones do not).
func zenfei(h *facts) int {
	n := 0
	for _, t := range h.w.Hand {
		n += b2i(t.Kind() == tile.Joker)
	}
	for i := range h.w.Melds {
		n += h.w.Melds[i].Jokers()
	}
	return b2i(n == 4)
}
