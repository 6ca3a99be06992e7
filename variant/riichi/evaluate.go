package riichi

import (
	"fmt"
	"math/bits"

	"jantaku/engine"
	"jantaku/tile"
)

// Evaluate values a winning hand under r. It returns an error wrapping
// ErrBadHand, ErrNoShape or ErrNoYaku when the hand does not win. Of all the
// ways to read the hand, and all the groups the winning tile may have
// completed, it keeps the one worth most (then most han, then most fu).
func Evaluate(r *Rules, h Hand, ctx WinContext) (Score, error) {
	var a analysis // the yaku functions take facts by value, so a stays on the stack
	return evaluate(&a, r, &h, &ctx)
}

// Evaluator values hands like Evaluate in working memory it keeps from one
// hand to the next. Evaluate's own working memory stays on the stack, so
// both allocate only the result (the yaku list); Evaluator remains for the
// callers that hold one. The zero value is ready to use; one Evaluator
// serves one goroutine at a time.
type Evaluator struct {
	a analysis
}

// Evaluate is Evaluate, reusing ev's memory.
func (ev *Evaluator) Evaluate(r *Rules, h Hand, ctx WinContext) (Score, error) {
	ev.a = analysis{}
	return evaluate(&ev.a, r, &h, &ctx)
}

// evaluate is Evaluate with the zeroed working memory a.
func evaluate(a *analysis, r *Rules, h *Hand, ctx *WinContext) (s Score, err error) {
	e := evaluator{a: a}
	if err := a.prepare(r, h, ctx); err != nil {
		return Score{}, err
	}
	e.run()
	switch {
	case !e.shape:
		return Score{}, fmt.Errorf("riichi: %w", ErrNoShape)
	case !e.found:
		return Score{}, fmt.Errorf("riichi: %w", ErrNoYaku)
	}
	e.score(&s)
	return s, nil
}

// evaluator tries every reading and keeps the best.
type evaluator struct {
	a     *analysis
	d     decomposer
	shape bool // some reading makes a winning shape
	found bool // some reading has a yaku
	best  candidate
	cur   candidate
}

// candidate is the value of one reading with the win placed.
type candidate struct {
	mask             uint64 // bit ID set: the yaku counts
	han, fu, yakuman int
	pao              int
	base, points     int
	limit            Limit
}

// try values the current reading and keeps it if it is the best so far.
func (e *evaluator) try() {
	e.shape = true
	a := e.a
	a.countFu()
	c := &e.cur
	if !a.tally(c) {
		return
	}
	c.base, c.limit = basePoints(&a.rules, c.han, c.fu, c.yakuman)
	c.points = pricesOf(c.base, a.isDealer()).total(a.ctx.Tsumo, a.isDealer())
	if !e.found || better(c, &e.best) {
		e.best, e.found = *c, true
	}
}

func better(c, b *candidate) bool {
	if c.points != b.points {
		return c.points > b.points
	}
	if c.han != b.han {
		return c.han > b.han
	}
	return c.fu > b.fu
}

// tally counts the yaku of the current reading into c; it reports whether
// the reading has a yaku (dora alone are none).
func (a *analysis) tally(c *candidate) bool {
	c.mask = a.wholeMask
	c.han, c.fu, c.yakuman, c.pao = a.wholeHan, a.fu, 0, 0
	a.countGated(c, &lists.reading, a.readingGates())
	dropConflicts(c)
	if c.mask&lists.yakumanMask != 0 {
		return a.yakumanOf(c)
	}
	yaku := a.wholeYaku
	for m := c.mask &^ a.wholeMask; m != 0; m &= m - 1 {
		id := YakuID(bits.TrailingZeros64(m))
		c.han += a.hanOf(&table[id-1]) // a reading's yaku count once
		yaku = true
	}
	return yaku
}

// countGated counts into c the yaku behind the open gates (of byGate, the
// whole-hand or the reading yaku) that the hand may have.
func (a *analysis) countGated(c *candidate, byGate *[numGates]uint64, open gateSet) {
	var m uint64
	for ; open != 0; open &= open - 1 {
		m |= byGate[bits.TrailingZeros32(uint32(open))]
	}
	if !a.menzen {
		m &^= lists.closedOnly
	}
	f := a.facts // one copy for every call below
	for ; m != 0; m &= m - 1 {
		id := bits.TrailingZeros64(m)
		if n := table[id-1].count(f); n > 0 {
			c.mask |= 1 << id
			a.times[id] = uint8(n)
		}
	}
}

// dropConflicts keeps only the greater of each pair of conflicting yaku.
func dropConflicts(c *candidate) {
	for m := c.mask & lists.winners; m != 0; m &= m - 1 {
		c.mask &^= lists.beats[bits.TrailingZeros64(m)]
	}
}

// timesOf is how many times y counts: the number of dora for a dora count,
// else once (the other yaku count once or not at all).
func (a *analysis) timesOf(y *Yaku) int {
	if y.Dora {
		return int(a.times[y.ID])
	}
	return 1
}

// hanOf is what y is worth in this hand, concealed or open.
func (a *analysis) hanOf(y *Yaku) int {
	if a.menzen {
		return y.Closed
	}
	return y.Open
}

// yakumanOf counts the yakuman in c; they are the whole value, and every
// han yaku is dropped.
func (a *analysis) yakumanOf(c *candidate) bool {
	c.mask &= lists.yakumanMask
	total := 0
	for m := c.mask; m != 0; m &= m - 1 {
		id := YakuID(bits.TrailingZeros64(m))
		n := a.yakumanCount(&table[id-1])
		if a.rules.YakumanStack {
			total += n
		} else {
			total = max(total, n)
		}
		if a.ctx.HasPao && a.rules.Pao && (id == YakuDaisangen || id == YakuDaisuushii) {
			c.pao += n
		}
	}
	c.yakuman, c.pao, c.han, c.fu = total, min(c.pao, total), 0, 0
	return true
}

// countWhole counts, once per hand, the yaku that do not depend on the
// reading, and what they are worth.
func (a *analysis) countWhole() {
	var c candidate
	a.countGated(&c, &lists.whole, a.wholeGates())
	dropConflicts(&c)
	a.wholeMask = c.mask
	for m := c.mask; m != 0; m &= m - 1 {
		id := YakuID(bits.TrailingZeros64(m))
		y := &table[id-1]
		if y.Yakuman == 0 {
			a.wholeHan += a.timesOf(y) * a.hanOf(y)
			a.wholeYaku = a.wholeYaku || !y.Dora
		}
	}
}

func (a *analysis) yakumanCount(y *Yaku) int {
	if y.Double && a.rules.DoubleYakuman {
		return 2 * y.Yakuman
	}
	return y.Yakuman
}

// score writes the best candidate into s.
func (e *evaluator) score(s *Score) {
	b, a := &e.best, e.a
	dealer := a.isDealer()
	p := pricesOf(b.base, dealer)
	*s = Score{Han: b.han, Fu: b.fu, Yakuman: b.yakuman, Limit: b.limit, Base: b.base,
		Dealer: dealer, Points: b.points, Ron: p.ron, PaoYakuman: b.pao}
	if dealer {
		s.TsumoEach = p.dealer
	} else {
		s.TsumoDealer, s.TsumoNonDealer = p.dealer, p.nonDealer
	}
	s.Yaku = make([]YakuScore, bits.OnesCount64(b.mask))
	m := b.mask
	for i := range s.Yaku {
		id := YakuID(bits.TrailingZeros64(m))
		m &= m - 1
		y, ys := &table[id-1], &s.Yaku[i]
		ys.ID, ys.Name, ys.English = id, y.Name, y.English
		if y.Yakuman > 0 {
			ys.Yakuman = a.yakumanCount(y)
		} else {
			ys.Han = a.timesOf(y) * a.hanOf(y)
		}
	}
}

// isOrphans reports whether c is 国士無双: one of each terminal and honour
// and a second of one of them.
func isOrphans(c *counts) bool {
	n := 0
	for _, k := range orphanKinds {
		if c[k] == 0 {
			return false
		}
		n += int(c[k])
	}
	return n == 14
}

var orphanKinds = [13]tile.Kind{1, 9, 11, 19, 21, 29, 31, 32, 33, 34, 35, 36, 37}

// isSevenPairs reports whether c is seven different pairs.
func isSevenPairs(c *counts) bool { return areSevenPairs(c[:]) }

// areSevenPairs reports whether the counts by kind are seven different pairs;
// the scorer's and the game's count arrays both use it.
func areSevenPairs(c []uint8) bool {
	pairs := 0
	for _, n := range c {
		switch n {
		case 0:
		case 2:
			pairs++
		default:
			return false
		}
	}
	return pairs == 7
}

// meldsOf checks the melds and returns their sets.
func meldsOf(ms []engine.Meld, out *[4]set) (int, error) {
	if len(ms) > 4 {
		return 0, fmt.Errorf("riichi: %w: %d melds", ErrBadHand, len(ms))
	}
	for i := range ms {
		m := &ms[i]
		s, ok := meldSet(m)
		if !ok {
			return 0, fmt.Errorf("riichi: %w: meld %s %s is not a set", ErrBadHand, m.Kind, tile.Format(m.Tiles))
		}
		out[i] = s
	}
	return len(ms), nil
}
