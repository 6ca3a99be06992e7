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
	// Only the analysis goes to the yaku functions (and so to the heap);
	// the readings and candidates stay on the stack.
	e := evaluator{a: &analysis{}}
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

func (e *evaluator) run() {
	a := e.a
	if a.called == 0 && isOrphans(&a.conc) {
		a.form, a.rd = orphans, reading{}
		a.wait, a.runs, a.ankou, a.kans, a.peikou = tanki, 0, 0, 0, 0
		e.try()
	}
	if a.called == 0 && isSevenPairs(&a.conc) {
		a.form, a.rd = sevenPairs, reading{}
		a.wait, a.runs, a.ankou, a.kans, a.peikou = tanki, 0, 0, 0, 0
		e.try()
	}
	a.form = regular
	base := a.meldReading()
	conc := a.conc
	e.d.split(&conc, base, len(base.sets)-base.n)
	for i := 0; i < e.d.n; i++ {
		e.place(&e.d.out[i])
	}
}

// place tries the win in the pair and in each concealed set that holds it.
func (e *evaluator) place(rd *reading) {
	a := e.a
	w := a.win
	if rd.pair == w {
		a.rd, a.wait = *rd, tanki
		e.tryRegular()
	}
	for i := 0; i < rd.n; i++ {
		s := rd.sets[i]
		if s.called || !holds(s, w) || sameAsEarlier(rd, i) {
			continue
		}
		a.rd = *rd
		a.wait = waitOf(s, w)
		if s.kind == triplet && !a.ctx.Tsumo {
			a.rd.sets[i].concealed = false // completed by the ron: open
		}
		e.tryRegular()
	}
}

// holds reports whether set s uses kind w.
func holds(s set, w tile.Kind) bool {
	if s.kind == sequence {
		return w >= s.first && w <= s.first+2
	}
	return s.first == w
}

// sameAsEarlier reports whether an earlier uncalled set equals set i, so
// placing the win there again changes nothing.
func sameAsEarlier(rd *reading, i int) bool {
	for j := 0; j < i; j++ {
		if rd.sets[j] == rd.sets[i] {
			return true
		}
	}
	return false
}

// waitOf says which wait the win tile w completed in set s.
func waitOf(s set, w tile.Kind) wait {
	if s.kind != sequence {
		return shanpon
	}
	switch n := s.first.Number(); {
	case w == s.first+1:
		return kanchan
	case w == s.first && n == 7, w == s.first+2 && n == 1:
		return penchan
	}
	return ryanmen
}

// tryRegular derives the reading's counts, then values it.
func (e *evaluator) tryRegular() {
	a := e.a
	a.runs, a.ankou, a.kans, a.peikou = 0, 0, 0, 0
	var runs [4]tile.Kind
	for _, s := range a.sets() {
		switch s.kind {
		case sequence:
			runs[a.runs] = s.first
			a.runs++
			continue
		case quad:
			a.kans++
		}
		if s.concealed {
			a.ankou++
		}
	}
	if a.menzen {
		a.peikou = peikou(runs[:a.runs])
	}
	e.try()
}

// peikou counts disjoint pairs of identical runs.
func peikou(runs []tile.Kind) int {
	n := 0
	var used [4]bool
	for i := range runs {
		for j := i + 1; j < len(runs) && !used[i]; j++ {
			if !used[j] && runs[i] == runs[j] {
				used[i], used[j] = true, true
				n++
			}
		}
	}
	return n
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
	for _, i := range readingYaku {
		if y := &table[i]; a.allowed(y) {
			c.vals[y.ID] = uint8(y.count(a))
		}
	}
	for _, cf := range conflicts {
		if c.vals[cf[0]] > 0 {
			c.vals[cf[1]] = 0
		}
	}
	c.han, c.fu, c.yakuman, c.pao = 0, a.fu, 0, 0
	if a.yakumanOf(c) {
		return true
	}
	yaku := false
	for i := range table {
		y := &table[i]
		n := int(c.vals[y.ID])
		if n == 0 {
			continue
		}
		han := y.Closed
		if !a.menzen {
			han = y.Open
		}
		c.han += n * han
		yaku = yaku || !y.Dora
	}
	return yaku
}

// yakumanOf counts the yakuman in c; if there are any, they are the whole
// value and every han yaku is dropped.
func (a *analysis) yakumanOf(c *candidate) bool {
	total := 0
	for _, i := range yakumanYaku {
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

// allowed reports whether y may count in this hand: a concealed-only yaku
// needs a concealed hand.
func (a *analysis) allowed(y *Yaku) bool {
	return y.Yakuman > 0 || a.menzen || y.Open > 0
}

// countWhole counts, once per hand, the yaku that do not depend on the
// reading.
func (a *analysis) countWhole() {
	for i := range table {
		if y := &table[i]; y.Whole && a.allowed(y) {
			a.whole[y.ID] = uint8(y.count(a))
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
