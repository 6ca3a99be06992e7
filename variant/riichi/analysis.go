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

// analysis is what the yaku and fu functions read: facts about the whole
// hand (fixed for every reading) and about the reading under test. It holds
// no pointers, so the garbage collector need not scan it.
type analysis struct {
	r   scoringRules
	ctx situation

	conc        counts // concealed tiles, the winning tile included
	concKinds   uint64 // bit k: a concealed tile of kind k
	win         tile.Kind
	menzen      bool // no called set but closed kans
	called      int8 // melds, closed kans included
	meldSets    [4]set
	seat, round tile.Kind

	// Over every tile of the hand, melds included.
	suits                       int8 // how many of m, p, s appear
	simples, terminals, honours int8
	outside                     int8 // terminals + honours
	green                       bool
	dora, red, ura              int
	wholeHan                    int    // their han
	wholeMask                   uint64 // bit ID: the yaku counts
	wholeYaku                   bool   // one of them is a yaku

	// The reading under test.
	form form
	rd   reading
	wait wait
	features
	fu         int
	pinfuShape bool
}

func (a *analysis) sets() []set     { return a.rd.sets[:a.rd.n] }
func (a *analysis) pair() tile.Kind { return a.rd.pair }

// hasTriplet reports whether the reading has a triplet or quad of the
// honour k.
func (a *analysis) hasTriplet(k tile.Kind) bool {
	return a.honourSets&(1<<k.Number()) != 0
}

// triplets counts triplets and quads of the honours lo..hi.
func (a *analysis) triplets(lo, hi tile.Kind) int {
	n := 0
	for k := lo; k <= hi; k++ {
		n += b2i(a.hasTriplet(k))
	}
	return n
}

// outsideHand reports whether a regular reading has a run and every set
// and the pair hold a terminal or honour (全帯).
func (a *analysis) outsideHand() bool {
	return a.form == regular && a.runs > 0 && a.allOutside && outsideKind(a.rd.pair)
}

// chuurenSuit returns the 1 of the suit of a concealed one-suit hand.
func (a *analysis) chuurenSuit() (tile.Kind, bool) {
	if a.called > 0 || a.suits != 1 || a.honours > 0 {
		return 0, false
	}
	return tile.K(a.win.Suit(), 1), true
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

func (a *analysis) isDealer() bool { return a.ctx.Winner == a.ctx.Dealer }

// scoringRules are the rules the yaku and fu functions read, copied from
// Rules without its strings.
type scoringRules struct {
	OpenTanyao, Ippatsu, DoubleYakuman, YakumanStack, Pao bool
	UraDora, KanDora, KanUraDora                          bool
	CountedYakuman, KiriageMangan                         bool
	renhouMangan, renhouYakuman                           bool
	DoubleWindFu                                          int
}

func scoringRulesOf(r *Rules) scoringRules {
	return scoringRules{OpenTanyao: r.OpenTanyao, Ippatsu: r.Ippatsu, DoubleYakuman: r.DoubleYakuman,
		YakumanStack: r.YakumanStack, Pao: r.Pao, UraDora: r.UraDora, KanDora: r.KanDora,
		KanUraDora: r.KanUraDora, CountedYakuman: r.CountedYakuman, KiriageMangan: r.KiriageMangan,
		renhouMangan: r.Renhou == RenhouMangan, renhouYakuman: r.Renhou == RenhouYakuman,
		DoubleWindFu: r.DoubleWindFu}
}

// situation is the WinContext without its indicator slices.
type situation struct {
	Tsumo, Riichi, DoubleRiichi, Ippatsu, Rinshan, Chankan bool
	Haitei, Houtei, Tenhou, Chiihou, Renhou, HasPao        bool
	OpenRiichi, OpenDealtIn                                bool
	Winner, Dealer                                         int
}

func situationOf(c *WinContext) situation {
	return situation{Tsumo: c.Tsumo, Riichi: c.Riichi, DoubleRiichi: c.DoubleRiichi, Ippatsu: c.Ippatsu,
		Rinshan: c.Rinshan, Chankan: c.Chankan, Haitei: c.Haitei, Houtei: c.Houtei, Tenhou: c.Tenhou,
		Chiihou: c.Chiihou, Renhou: c.Renhou, HasPao: c.HasPao, Winner: c.Winner, Dealer: c.Dealer,
		OpenRiichi: c.OpenRiichi, OpenDealtIn: c.OpenDealtIn}
}
