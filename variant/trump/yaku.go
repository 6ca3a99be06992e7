package trump

import (
	"jantaku/hand"
	"jantaku/tile"
)

// class says how a scoring item counts.
type class uint8

const (
	classYaku      class = iota + 1 // 【役・すべて1点】: satisfies 一役縛り
	classBonus                      // 【加算役】 (riichi, 海底 …): satisfies 一役縛り only with Rules.BonusYaku
	classDora                       // dora, ura dora, 抜きドラ: points, but no yaku
	classDeduction                  // 【減点】 at settlement
)

// YakuID is a stable number of a scoring item; never renumber.
type YakuID uint8

// The scoring items, in the order the text lists them.
const (
	MenzenTsumo YakuID = iota + 1
	Tanyao
	Pinfu
	Iipeikou
	FourPairs
	TwoTriplets
	TwoKans
	Chanta
	Yakufuda
	Rinshan
	Riichi
	DoubleRiichi
	Ippatsu
	Chinitsu
	Renhou
	Nagashima
	Royals
	Haitei
	Houtei
	Tenhou
	Chiihou
	Dora
	UraDora
	JokerUra
	Nuki
	PonPenalty
	EightInARow
	AcesNines
	Kokushi
	KokushiDouble
	ZeroFloor
)

// yakuDef is one row of the table: the function returns how many times the
// item applies (0: not at all), and value is what each time is worth.
type yakuDef struct {
	id     YakuID
	ja, en string
	value  int
	class  class
	ref    string // where the text states it
	count  func(f *facts) int
}

// yakuTable is every scoring item of a regular win. Yakuman are in
// yakumanTable.
var yakuTable = []yakuDef{
	{MenzenTsumo, "面前ツモ", "concealed self-draw", 1, classYaku, "【役】面前ツモ", isMenzenTsumo},
	{Tanyao, "タンヤオ", "all simples", 1, classYaku, "【役】タンヤオ…鳴いても可", isTanyao},
	{Pinfu, "平和", "all sequences, two-sided wait", 1, classYaku, "【役】平和(ピンフ)", isPinfu},
	{Iipeikou, "一盃口", "two identical sequences", 1, classYaku, "【役】一盃口", isIipeikou},
	{FourPairs, "四対子", "four pairs", 1, classYaku, "【役】四対子", isFourPairs},
	{TwoTriplets, "二刻子", "two triplets", 1, classYaku, "【役】二刻子…鳴いても可", isTwoTriplets},
	{TwoKans, "二槓子", "two kans", 1, classYaku, "【役】二槓子…鳴いても可", isTwoKans},
	{Chanta, "チャンタ", "terminal or honour in every group", 1, classYaku, "【役】チャンタ", isChanta},
	{Yakufuda, "役札", "triplet of 10, J, Q or K", 1, classYaku, "【役】役札", valueTriplets},
	{Rinshan, "リンシャン", "win on a kan replacement", 1, classYaku, "【役】リンシャン", winFlag(func(w *Win) bool { return w.Rinshan })},
	{Riichi, "リーチ", "riichi", 1, classBonus, "【加算役】リーチ(+1点・1点供託)", winFlag(func(w *Win) bool { return w.Riichi && !w.DoubleRiichi })},
	{DoubleRiichi, "ダブリー", "double riichi", 2, classBonus, "【加算役】ダブリー(+2点)", winFlag(func(w *Win) bool { return w.DoubleRiichi })},
	{Ippatsu, "一発", "ippatsu", 1, classBonus, "【加算役】一発(+1点)", winFlag(func(w *Win) bool { return w.Ippatsu })},
	{Chinitsu, "チンイツ", "one suit", 1, classBonus, "【加算役】全体が一色の場合、チンイツボーナス", isChinitsu},
	{Renhou, "人和", "win on a discard before one's first draw", 1, classBonus, "【加算役】いわゆる人和", winFlag(func(w *Win) bool { return w.Renhou })},
	{Nagashima, "ナガシマ", "every discard a terminal or honour, none called", 1, classBonus, "【加算役】ナガシマ", winFlag(func(w *Win) bool { return w.Nagashi })},
	{Royals, "JQKのみ", "J, Q and K only", 1, classBonus, "【加算役】J・Q・Kのみ", isRoyals},
	{Haitei, "海底", "self-draw on the last card", 1, classBonus, "【加算役】海底", winFlag(func(w *Win) bool { return w.Haitei })},
	{Houtei, "河底", "win on the last discard", 1, classBonus, "【加算役】河底", winFlag(func(w *Win) bool { return w.Houtei })},
	{Tenhou, "天和", "dealer's win on the first draw", 8, classBonus, "【加算役】天和、地和の類は+8点", winFlag(func(w *Win) bool { return w.Tenhou })},
	{Chiihou, "地和", "win on one's first draw", 8, classBonus, "【加算役】天和、地和の類は+8点", winFlag(func(w *Win) bool { return w.Chiihou })},
	{Dora, "ドラ", "dora", 1, classDora, "ドラは麻雀と同様", countDora},
	{UraDora, "裏ドラ", "ura dora", 1, classDora, "【加算役】リーチでのアガりで裏ドラ", countUra},
	{JokerUra, "裏ドラ(ババ)", "joker as ura dora", 1, classDora, "裏ドラがババだった場合は問答無用で1点加算", countJokerUra},
	{Nuki, "抜きドラ", "jokers set aside", 1, classDora, "ババ…抜きドラ…1枚1点", func(f *facts) int { return f.w.Nuki }},
	{PonPenalty, "ポン", "pon penalty", -1, classDeduction, "【減点】ポンをした場合、清算時にマイナス1点", countPons},
}

// facts is one reading of a win, with everything the yaku look at.
type facts struct {
	w     *Win
	rules *Rules
	form  hand.Form
	sets  []set       // concealed sets of the reading and the melds
	pairs []tile.Kind // the pair, or the four pairs
	all   hand.Counts // every card of the hand, melds included
}

// set is a triplet, quad or sequence of a reading.
type set struct {
	kind hand.GroupKind
	of   tile.Kind // the kind of a triplet, the lowest of a sequence
	open bool
}

func winFlag(p func(w *Win) bool) func(f *facts) int {
	return func(f *facts) int { return boolInt(p(f.w)) }
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func isMenzenTsumo(f *facts) int { return boolInt(f.w.closed() && f.w.Tsumo) }

func isTanyao(f *facts) int { return boolInt(f.allOf(isSimple)) }

// isChinitsu: 全体が一色, in the table's reading of 一色 (Rules.isshoku).
func isChinitsu(f *facts) int { return boolInt(f.rules.isshoku(f.w.Suits, f.allOf(isNumber))) }

func isRoyals(f *facts) int { return boolInt(f.allOf(isDragon)) }

func isFourPairs(f *facts) int { return boolInt(f.form == hand.FourPairs) }

// isPinfu: closed, both sets sequences, the pair not J/Q/K, won on a
// two-sided wait (the ガキルール drops the wait).
func isPinfu(f *facts) int {
	if !f.w.closed() || f.form != hand.Regular || isDragon(f.pairs[0]) {
		return 0
	}
	twoSided := false
	for _, s := range f.sets {
		if s.kind != hand.Sequence {
			return 0
		}
		n, w := s.of.Number(), f.w.WinKind
		if w == s.of && n != 7 || w == s.of+2 && n != 1 {
			twoSided = true
		}
	}
	return boolInt(twoSided || f.rules.Gaki)
}

func isIipeikou(f *facts) int {
	if !f.w.closed() || f.form != hand.Regular || len(f.sets) != 2 {
		return 0
	}
	a, b := f.sets[0], f.sets[1]
	return boolInt(a.kind == hand.Sequence && b == a)
}

func isTwoTriplets(f *facts) int { return boolInt(f.count(isTripletOrQuad) >= 2) }

func isTwoKans(f *facts) int {
	return boolInt(f.count(func(s set) bool { return s.kind == hand.Quad }) >= 2)
}

func isTripletOrQuad(s set) bool { return s.kind == hand.Triplet || s.kind == hand.Quad }

func valueTriplets(f *facts) int {
	return f.count(func(s set) bool { return isTripletOrQuad(s) && isValueHonour(s.of) })
}

// isChanta: every set and pair holds a terminal or an honour; sequences
// such as A23 count (「123」等も).
func isChanta(f *facts) int {
	for _, s := range f.sets {
		if !isYaochu(s.of) && !(s.kind == hand.Sequence && s.of+2 == nine) {
			return 0
		}
	}
	for _, p := range f.pairs {
		if !isYaochu(p) {
			return 0
		}
	}
	return 1
}

func countDora(f *facts) int {
	n := 0
	for _, ind := range f.w.Dora {
		if d, ok := doraAfter(ind); ok {
			n += int(f.all[d])
		}
	}
	return n
}

// countUra counts ura dora, which only a riichi win turns over.
func countUra(f *facts) int {
	if !f.w.riichi() {
		return 0
	}
	n := 0
	for _, ind := range f.w.Ura {
		if d, ok := doraAfter(ind); ok {
			n += int(f.all[d])
		}
	}
	return n
}

func countJokerUra(f *facts) int {
	if !f.w.riichi() && !f.rules.JokerUraAll {
		return 0
	}
	n := 0
	for _, ind := range f.w.Ura {
		n += boolInt(ind == tile.Joker)
	}
	return n
}

func countPons(f *facts) int {
	n := 0
	for _, m := range f.w.Melds {
		n += boolInt(m.Kind == MeldPon)
	}
	return n
}

func (f *facts) allOf(p func(tile.Kind) bool) bool {
	for k, n := range f.all {
		if n > 0 && !p(tile.Kind(k)) {
			return false
		}
	}
	return true
}

func (f *facts) count(p func(set) bool) int {
	n := 0
	for _, s := range f.sets {
		n += boolInt(p(s))
	}
	return n
}
