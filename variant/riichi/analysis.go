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
// hand (fixed for every reading) and about the reading under test.
type analysis struct {
	r   *Rules
	ctx WinContext

	conc        counts // concealed tiles, the winning tile included
	win         tile.Kind
	menzen      bool // no called set but closed kans
	called      int  // melds, closed kans included
	meldSets    [4]set
	seat, round tile.Kind

	// Over every tile of the hand, melds included.
	suits                       int // how many of m, p, s appear
	simples, terminals, honours int
	outside                     int // terminals + honours
	green                       bool
	dora, red, ura              int
	whole                       [numYaku]uint8 // the yaku marked Whole

	// The reading under test.
	form       form
	rd         reading
	wait       wait
	runs       int
	ankou      int // concealed triplets and quads
	kans       int
	peikou     int // pairs of identical concealed runs
	fu         int
	pinfuShape bool
}

func (a *analysis) sets() []set     { return a.rd.sets[:a.rd.n] }
func (a *analysis) pair() tile.Kind { return a.rd.pair }

// hasTriplet reports whether the reading has a triplet or quad of k.
func (a *analysis) hasTriplet(k tile.Kind) bool {
	if a.form != regular {
		return false
	}
	for _, s := range a.sets() {
		if s.kind != sequence && s.first == k {
			return true
		}
	}
	return false
}

// triplets counts triplets and quads of kinds lo..hi.
func (a *analysis) triplets(lo, hi tile.Kind) int {
	if a.form != regular {
		return 0
	}
	n := 0
	for _, s := range a.sets() {
		if s.kind != sequence && s.first >= lo && s.first <= hi {
			n++
		}
	}
	return n
}

// allOutside reports whether a regular reading has a run and every set
// and the pair hold a terminal or honour.
func (a *analysis) allOutside() bool {
	if a.form != regular || a.runs == 0 || !outsideKind(a.rd.pair) {
		return false
	}
	for _, s := range a.sets() {
		k := s.first
		if s.kind == sequence {
			if n := k.Number(); n != 1 && n != 7 {
				return false
			}
		} else if !outsideKind(k) {
			return false
		}
	}
	return true
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
