package riichi

import "jantaku/tile"

// form is a whole-hand shape.
type form uint8

const (
	regular    form = iota // four sets and a pair
	sevenPairs             // 七対子
	orphans                // 国士無双
)

// wait is the shape the winning tile completed.
type wait uint8

const (
	ryanmen wait = iota // two-sided run
	kanchan             // middle of a run
	penchan             // edge of a run: 3 of 123 or 7 of 789
	shanpon             // one of two pairs, now a triplet
	tanki               // the pair
)

// analysis is the working memory of one evaluation: the facts the yaku
// functions read, and what the readings and fu are found from. It holds no
// pointers, so the garbage collector need not scan it.
type analysis struct {
	facts
	rules scoringRules

	conc      counts // concealed tiles, the winning tile included
	concKinds uint64 // bit k: a concealed tile of kind k
	meldSets  [4]set
	wholeHan  int    // the han of the whole-hand yaku
	wholeMask uint64 // bit ID: the whole-hand yaku that count
	wholeYaku bool   // one of them is a yaku
	// times holds how many times each yaku found counted (only dora count
	// more than once).
	times [numYaku]uint8

	// The reading under test.
	rd     reading
	setsFu int // the fu of its sets, the win placed
	fu     int
}

// facts are what the yaku functions read: facts about the whole hand
// (fixed for every reading) and about the reading under test. The yaku
// functions take them by value, so that the analysis, which only its
// evaluation points to, can stay off the heap; they fit 64 bytes, a few
// moves a call.
type facts struct {
	r   yakuRules
	ctx situation

	win         tile.Kind
	seat, round tile.Kind
	menzen      bool // no called set but closed kans
	called      int8 // melds, closed kans included

	// Over every tile of the hand, melds included.
	suits                       int8 // how many of m, p, s appear
	simples, terminals, honours int8
	green                       bool
	dora, red, ura              uint8
	// winCount is how many concealed tiles are of the winning kind;
	// suitCounts how many of each number of its suit (九蓮宝燈).
	winCount   uint8
	suitCounts [9]uint8

	// The reading under test.
	form       form
	pair       tile.Kind
	wait       wait
	pinfuShape bool
	features
}

func (a *analysis) sets() []set { return a.rd.sets[:a.rd.n] }

// hasTriplet reports whether the reading has a triplet or quad of the
// honour k.
func (f *facts) hasTriplet(k tile.Kind) bool {
	return f.honourSets&(1<<k.Number()) != 0
}

// triplets counts triplets and quads of the honours lo..hi.
func (f *facts) triplets(lo, hi tile.Kind) int {
	n := 0
	for k := lo; k <= hi; k++ {
		n += b2i(f.hasTriplet(k))
	}
	return n
}

// outsideHand reports whether a regular reading has a run and every set
// and the pair hold a terminal or honour (全帯).
func (f *facts) outsideHand() bool {
	return f.form == regular && f.runs > 0 && f.allOutside && outsideKind(f.pair)
}

// oneSuitConcealed reports whether the hand is concealed, of one suit, with
// no honour (the shape 九蓮宝燈 needs).
func (f *facts) oneSuitConcealed() bool {
	return f.called == 0 && f.suits == 1 && f.honours == 0
}

// outsideKind reports whether k is a terminal or an honour.
func outsideKind(k tile.Kind) bool {
	return k.Suit() == tile.Honor || k.Number() == 1 || k.Number() == 9
}

// isGreen reports whether k is one of 緑一色's tiles: 23468s and 發.
func isGreen(k tile.Kind) bool {
	if k == tile.Green {
		return true
	}
	if k.Suit() != tile.Sou {
		return false
	}
	switch k.Number() {
	case 2, 3, 4, 6, 8:
		return true
	}
	return false
}

// doraOf returns the kind an indicator points to: the next number (9→1),
// the next wind (N→E), the next dragon (中→白).
func doraOf(ind tile.Kind) tile.Kind {
	switch {
	case ind.Suit() != tile.Honor:
		if ind.Number() == 9 {
			return ind - 8
		}
		return ind + 1
	case ind == tile.North:
		return tile.East
	case ind == tile.Red:
		return tile.White
	}
	return ind + 1
}

func (f *facts) isDealer() bool { return f.ctx.Dealer }

// scoringRules are the rules the evaluation reads beyond the yaku
// functions' (yakuRules), copied from Rules without its strings.
type scoringRules struct {
	DoubleYakuman, YakumanStack, Pao bool
	UraDora, KanDora, KanUraDora     bool
	CountedYakuman, KiriageMangan    bool
	DoubleWindFu                     int8
}

func scoringRulesOf(r *Rules) scoringRules {
	return scoringRules{DoubleYakuman: r.DoubleYakuman, YakumanStack: r.YakumanStack, Pao: r.Pao,
		UraDora: r.UraDora, KanDora: r.KanDora, KanUraDora: r.KanUraDora,
		CountedYakuman: r.CountedYakuman, KiriageMangan: r.KiriageMangan,
		DoubleWindFu: int8(r.DoubleWindFu)}
}

// yakuRules are the rules the yaku functions read.
type yakuRules struct {
	OpenTanyao, Ippatsu         bool
	renhouMangan, renhouYakuman bool
}

func yakuRulesOf(r *Rules) yakuRules {
	return yakuRules{OpenTanyao: r.OpenTanyao, Ippatsu: r.Ippatsu,
		renhouMangan: r.Renhou == RenhouMangan, renhouYakuman: r.Renhou == RenhouYakuman}
}

// situation is the WinContext without its indicator slices and seats.
type situation struct {
	Tsumo, Riichi, DoubleRiichi, Ippatsu, Rinshan, Chankan bool
	Haitei, Houtei, Tenhou, Chiihou, Renhou, HasPao        bool
	OpenRiichi, OpenDealtIn                                bool
	Dealer                                                 bool // the winner is the dealer
}

func situationOf(c *WinContext) situation {
	return situation{Tsumo: c.Tsumo, Riichi: c.Riichi, DoubleRiichi: c.DoubleRiichi, Ippatsu: c.Ippatsu,
		Rinshan: c.Rinshan, Chankan: c.Chankan, Haitei: c.Haitei, Houtei: c.Houtei, Tenhou: c.Tenhou,
		Chiihou: c.Chiihou, Renhou: c.Renhou, HasPao: c.HasPao, Dealer: c.IsDealer(),
		OpenRiichi: c.OpenRiichi, OpenDealtIn: c.OpenDealtIn}
}
