package riichi

import (
	"fmt"

	"jantaku/engine"
	"jantaku/tile"
)

// Evaluate values a winning hand under r. It returns an error wrapping
// ErrBadHand, ErrNoShape or ErrNoYaku when the hand does not win. Of all the
// ways to read the hand, and all the groups the winning tile may have
// completed, it keeps the one worth most (then most han, then most fu).
func Evaluate(r *Rules, h Hand, ctx WinContext) (Score, error) {
	return new(Evaluator).Evaluate(r, h, ctx)
}

// Evaluator values hands like Evaluate but keeps its working memory from
// one hand to the next, so a loop over many hands allocates only their
// results. The zero value is ready to use; one Evaluator serves one
// goroutine at a time.
type Evaluator struct {
	a analysis
}

// Evaluate is Evaluate, reusing ev's memory.
func (ev *Evaluator) Evaluate(r *Rules, h Hand, ctx WinContext) (Score, error) {
	// Only the analysis goes to the yaku functions (and so would go to the
	// heap); the readings and candidates stay on the stack.
	e := evaluator{a: &ev.a}
	if err := e.a.prepare(r, &h, &ctx); err != nil {
		return Score{}, err
	}
	e.run()
	switch {
	case !e.shape:
		return Score{}, fmt.Errorf("riichi: %w", ErrNoShape)
	case !e.found:
		return Score{}, fmt.Errorf("riichi: %w", ErrNoYaku)
	}
	return e.score(), nil
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
	vals             [numYaku]uint8 // times each yaku counts, by id
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
	c.base, c.limit = basePoints(a.r, c.han, c.fu, c.yakuman)
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
	c.vals = a.whole
	c.han, c.fu, c.yakuman, c.pao = a.wholeHan, a.fu, 0, 0
	yaku, yakuman := a.wholeYaku, a.wholeYakuman
	list := lists.reading[b2i(a.menzen)]
	for _, i := range list {
		y := &table[i]
		if n := y.count(a); n > 0 {
			c.vals[y.ID] = uint8(n)
			yakuman = yakuman || y.Yakuman > 0
		}
	}
	dropConflicts(&c.vals, lists.readingConflicts)
	if yakuman {
		return a.yakumanOf(c)
	}
	for _, i := range list {
		y := &table[i]
		if n := int(c.vals[y.ID]); n > 0 {
			c.han += n * a.hanOf(y)
			yaku = true
		}
	}
	return yaku
}

// dropConflicts keeps only the greater of each pair of conflicting yaku.
func dropConflicts(vals *[numYaku]uint8, cs [][2]YakuID) {
	for _, cf := range cs {
		if vals[cf[0]] > 0 {
			vals[cf[1]] = 0
		}
	}
}

// hanOf is what y is worth in this hand, concealed or open.
func (a *analysis) hanOf(y *Yaku) int {
	if a.menzen {
		return y.Closed
	}
	return y.Open
}

// yakumanOf counts the yakuman in c; if there are any, they are the whole
// value and every han yaku is dropped.
func (a *analysis) yakumanOf(c *candidate) bool {
	total := 0
	for _, i := range lists.yakuman {
		y := &table[i]
		if c.vals[y.ID] == 0 {
			continue
		}
		n := a.yakumanCount(y)
		if a.r.YakumanStack {
			total += n
		} else {
			total = max(total, n)
		}
		if a.ctx.HasPao && a.r.Pao && (y.ID == YakuDaisangen || y.ID == YakuDaisuushii) {
			c.pao += n
		}
	}
	if total == 0 {
		return false
	}
	for i := range table {
		if table[i].Yakuman == 0 {
			c.vals[table[i].ID] = 0
		}
	}
	c.yakuman, c.pao, c.han, c.fu = total, min(c.pao, total), 0, 0
	return true
}

// countWhole counts, once per hand, the yaku that do not depend on the
// reading, and what they are worth.
func (a *analysis) countWhole() {
	for _, i := range lists.whole[b2i(a.menzen)] {
		y := &table[i]
		if n := y.count(a); n > 0 {
			a.whole[y.ID] = uint8(n)
		}
	}
	dropConflicts(&a.whole, lists.wholeConflicts)
	for _, i := range lists.whole[b2i(a.menzen)] {
		y := &table[i]
		n := int(a.whole[y.ID])
		switch {
		case n == 0:
		case y.Yakuman > 0:
			a.wholeYakuman = true
		default:
			a.wholeHan += n * a.hanOf(y)
			a.wholeYaku = a.wholeYaku || !y.Dora
		}
	}
}

func (a *analysis) yakumanCount(y *Yaku) int {
	if y.Double && a.r.DoubleYakuman {
		return 2 * y.Yakuman
	}
	return y.Yakuman
}

// score turns the best candidate into a Score.
func (e *evaluator) score() Score {
	b, a := &e.best, e.a
	dealer := a.isDealer()
	p := pricesOf(b.base, dealer)
	s := Score{Han: b.han, Fu: b.fu, Yakuman: b.yakuman, Limit: b.limit, Base: b.base,
		Dealer: dealer, Points: b.points, Ron: p.ron, PaoYakuman: b.pao}
	if dealer {
		s.TsumoEach = p.dealer
	} else {
		s.TsumoDealer, s.TsumoNonDealer = p.dealer, p.nonDealer
	}
	n := 0
	for _, v := range b.vals {
		n += b2i(v > 0)
	}
	s.Yaku = make([]YakuScore, 0, n)
	for i := range table {
		y := &table[i]
		n := int(b.vals[y.ID])
		if n == 0 {
			continue
		}
		ys := YakuScore{ID: y.ID, Name: y.Name, English: y.English}
		if y.Yakuman > 0 {
			ys.Yakuman = a.yakumanCount(y)
		} else if a.menzen {
			ys.Han = n * y.Closed
		} else {
			ys.Han = n * y.Open
		}
		s.Yaku = append(s.Yaku, ys)
	}
	return s
}

// meldReading returns a reading holding the called sets.
func (a *analysis) meldReading() reading {
	var rd reading
	rd.n = copy(rd.sets[:], a.meldSets[:a.called])
	return rd
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
func isSevenPairs(c *counts) bool {
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
	for i, m := range ms {
		s, ok := meldSet(m)
		if !ok {
			return 0, fmt.Errorf("riichi: %w: meld %s %s is not a set", ErrBadHand, m.Kind, tile.Format(m.Tiles))
		}
		out[i] = s
	}
	return len(ms), nil
}
