package momojan

import (
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// winSet is one set of a winning hand and how it was made: a meld kind, or
// "" for a set still in the concealed hand.
type winSet struct {
	g    hand.Group
	meld engine.MeldKind
}

// winHand is one reading of a winning hand with the facts yaku look at.
type winHand struct {
	sets   []winSet
	pair   hand.Group
	ron    bool
	riichi bool
	kans   int
}

// yakuDef is one row of the yaku table.
type yakuDef struct {
	ID     string // stable
	Ja, En string
	Ref    string // where the rule text names it
	// Default is the value; an Option key means the table may change it.
	Default int
	Option  string
	// count says how many times the hand has the yaku (0: not at all).
	count func(w *winHand) int
}

// yakuTable lists every yaku of the rule text. Values the text gives are
// fixed; the others are table options (see docs/rules/momojan.md).
var yakuTable = []yakuDef{
	{"donburako", "どんぶらこ", "Donburako (all sequences)", "役の概要: 平和→どんぶらこ", 1, "value_donburako", donburako},
	{"tanyao", "タンヤオ", "All simples", "役の概要: タンヤオ (役牌の例)", 1, "value_tanyao", tanyao},
	{"yakuhai_sun", "役牌 太陽", "Sun triplet", "牌構成: 太陽、月 ダブ東、ダブ南; 刻子 太陽、月 (2点)", 2, "", honourTriplets(tile.Sun)},
	{"yakuhai_moon", "役牌 月", "Moon triplet", "牌構成: 太陽、月 ダブ東、ダブ南; 刻子 太陽、月 (2点)", 2, "", honourTriplets(tile.Moon)},
	{"yakuhai_dog", "役牌 犬", "Dog triplet", "牌構成: 犬、猿、雉 (白發中に相当)", 1, "", honourTriplets(tile.Dog)},
	{"yakuhai_monkey", "役牌 猿", "Monkey triplet", "牌構成: 犬、猿、雉 (白發中に相当)", 1, "", honourTriplets(tile.Monkey)},
	{"yakuhai_pheasant", "役牌 雉", "Pheasant triplet", "牌構成: 犬、猿、雉 (白發中に相当)", 1, "", honourTriplets(tile.Pheasant)},
	{"toitoi", "対々和", "All triplets (4+ sets)", "役の概要: 対々和 4メンツ以上", 2, "value_toitoi", toitoi},
	{"tsuuiisou", "字一色", "All pictures (4+ sets)", "役の概要: 字一色 4メンツ以上", 5, "value_tsuuiisou", tsuuiisou},
	{"ittsu", "一気通貫", "123 456 789 of any fruits", "役の概要: 一気通貫 1点", 1, "", ittsu},
	{"chanta", "チャンタ", "Terminals in every group (junchan)", "役の概要: ジュンチャン 役名はチャンタ", 2, "value_chanta", chanta},
	{"sanshoku", "三色同順", "Three same sequences", "役の概要: 一盃口 ... 三色同順(3点)", 3, "", sameSequences(3, false)},
	{"yonshoku", "四色同順", "Four same sequences", "役の概要: 四色同順 5点", 5, "", sameSequences(4, true)},
	{"kerai", "家来", "Dog, monkey and pheasant triplets", "役の概要: 大三元→家来 5(+3)点", 5, "", kerai},
	{"nisshoku", "日食", "Sun and moon triplets", "役の概要: 大四喜→日食 3(+4)点", 3, "", nisshoku},
	{"tabi", "旅", "Four sets", "オリジナル役: 旅 1点", 1, "", setCount(4, 4)},
	{"onigashima", "鬼ヶ島", "Five sets", "オリジナル役: 鬼ヶ島 2点", 2, "", setCount(5, 5)},
	{"momotaro", "桃太郎", "Six sets", "オリジナル役: 桃太郎 5点", 5, "", setCount(6, 6)},
	{"nihonichi", "日本一", "Seven sets", "オリジナル役: 日本一 7点", 7, "", setCount(7, 1<<30)},
	{"kibidango", "きびだんご", "All sets called, won by ron", "オリジナル役: きびだんご 2点", 2, "", kibidango},
	{"furusato", "故郷", "All sets concealed or kai (4+), won by tsumo", "オリジナル役: 故郷 3点", 3, "", furusato},
	{"riichi", "リーチ", "Riichi", "リーチ: リーチは1点役", 1, "", riichiYaku},
	{"kan", "カン", "Kan", "カン: カンは1点役", 1, "", kanYaku},
	{"oshimai", "おしまい", "The end: kerai with seven sets (wins the game)", "特殊終了条件: おしまい", 0, "", oshimai},
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// each calls f on every card kind of the hand (sets and pair) until f
// returns false, and reports whether it never did.
func (w *winHand) each(f func(k tile.Kind) bool) bool {
	for _, s := range w.sets {
		for _, k := range s.g.Made() {
			if !f(k) {
				return false
			}
		}
	}
	for _, k := range w.pair.Made() {
		if !f(k) {
			return false
		}
	}
	return true
}

func (w *winHand) allSets(f func(s winSet) bool) bool {
	for _, s := range w.sets {
		if !f(s) {
			return false
		}
	}
	return true
}

func donburako(w *winHand) int {
	return boolInt(isNumber(w.pair.Tiles[0]) &&
		w.allSets(func(s winSet) bool { return s.g.Kind == hand.Sequence }))
}

func tanyao(w *winHand) int {
	return boolInt(w.each(func(k tile.Kind) bool { return isNumber(k) && k.Number() > 1 && k.Number() < 9 }))
}

// honourTriplets counts the triplets or kans of picture card h; a sun or
// moon triplet closed by a 1 earns nothing.
func honourTriplets(h tile.Kind) func(w *winHand) int {
	return func(w *winHand) int {
		n := 0
		for _, s := range w.sets {
			if (s.g.Kind == hand.Triplet || s.g.Kind == hand.Quad) && s.g.As == h {
				n++
			}
		}
		return n
	}
}

func toitoi(w *winHand) int {
	return boolInt(len(w.sets) >= 4 && w.allSets(func(s winSet) bool { return s.g.Kind != hand.Sequence }))
}

func tsuuiisou(w *winHand) int {
	return boolInt(len(w.sets) >= 4 && w.each(func(k tile.Kind) bool { return !isNumber(k) }))
}

// seqLow returns the lowest number of a sequence (its kinds are sorted by
// suit first, so the first is not always the lowest).
func seqLow(g hand.Group) int {
	low := 9
	for _, k := range g.Made() {
		low = min(low, k.Number())
	}
	return low
}

func ittsu(w *winHand) int {
	var has [10]bool
	for _, s := range w.sets {
		if s.g.Kind == hand.Sequence {
			has[seqLow(s.g)] = true
		}
	}
	return boolInt(has[1] && has[4] && has[7])
}

func chanta(w *winHand) int {
	terminal := func(g hand.Group) bool {
		t := false
		for _, k := range g.Made() {
			if !isNumber(k) {
				return false
			}
			t = t || k.Number() == 1 || k.Number() == 9
		}
		return t
	}
	return boolInt(terminal(w.pair) && w.allSets(func(s winSet) bool { return terminal(s.g) }))
}

// sameSequences counts the numbers whose sequences are of exactly n
// different fruits (or n or more when orMore): 三色同順 with three, 四色同順
// with four. A sequence is of the fruit of its cards other than peach (a
// peach stands in for that fruit), or of peach when all three are peaches;
// two sequences of one fruit are one colour (一盃口 「少し育つと三色同順に」:
// 三色 is three colours).
func sameSequences(n int, orMore bool) func(w *winHand) int {
	return func(w *winHand) int {
		var per [10][len(fruits)]bool
		for _, s := range w.sets {
			if s.g.Kind == hand.Sequence {
				per[seqLow(s.g)][slices.Index(fruits[:], seqFruit(s.g))] = true
			}
		}
		count := 0
		for _, f := range per {
			x := 0
			for _, has := range f {
				x += boolInt(has)
			}
			if x == n || (orMore && x > n) {
				count++
			}
		}
		return count
	}
}

// seqFruit is the fruit a sequence is of: its cards' other than peach, or
// peach.
func seqFruit(g hand.Group) tile.Suit {
	for _, k := range g.Made() {
		if k.Suit() != Peach {
			return k.Suit()
		}
	}
	return Peach
}

func kerai(w *winHand) int {
	for _, a := range []tile.Kind{tile.Dog, tile.Monkey, tile.Pheasant} {
		if honourTriplets(a)(w) == 0 {
			return 0
		}
	}
	return 1
}

func nisshoku(w *winHand) int {
	return boolInt(honourTriplets(tile.Sun)(w) > 0 && honourTriplets(tile.Moon)(w) > 0)
}

// setCount is 旅, 鬼ヶ島, 桃太郎 and 日本一: the hand has from lo to hi sets,
// so only the highest of them applies.
func setCount(lo, hi int) func(w *winHand) int {
	return func(w *winHand) int { return boolInt(len(w.sets) >= lo && len(w.sets) <= hi) }
}

func kibidango(w *winHand) int {
	return boolInt(w.ron && w.allSets(func(s winSet) bool { return s.meld == engine.MeldChi || s.meld == engine.MeldPon }))
}

func furusato(w *winHand) int {
	return boolInt(!w.ron && len(w.sets) >= 4 &&
		w.allSets(func(s winSet) bool { return s.meld != engine.MeldChi && s.meld != engine.MeldPon }))
}

func riichiYaku(w *winHand) int { return boolInt(w.riichi) }

// kanYaku counts the winner's kans (at most one a hand).
func kanYaku(w *winHand) int { return w.kans }

func oshimai(w *winHand) int { return boolInt(kerai(w) > 0 && len(w.sets) >= 7) }
