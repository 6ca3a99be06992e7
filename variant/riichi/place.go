package riichi

import (
	"math/bits"

	"jantaku/tile"
)

// run tries the special forms, then every regular reading.
func (e *evaluator) run() {
	a := e.a
	// The kinds present rule most hands out of the special forms at once.
	if a.called == 0 && a.concKinds&^(honourKinds|terminalKinds) == 0 && isOrphans(&a.conc) {
		a.special(orphans)
		e.try()
	}
	if a.called == 0 && bits.OnesCount64(a.concKinds) == 7 && isSevenPairs(&a.conc) {
		a.special(sevenPairs)
		e.try()
	}
	a.form = regular
	e.d.splitKinds(&a.conc, a.concKinds, a.meldSets[:a.called])
	for i := 0; i < e.d.n; i++ {
		e.place(&e.d.out[i])
	}
}

// place tries the win in the pair and in each concealed set that holds it.
func (e *evaluator) place(rd *reading) {
	a := e.a
	w := a.win
	a.rd, a.pair = *rd, rd.pair
	a.readFeatures()
	if rd.pair == w {
		a.wait = tanki
		e.try()
	}
	for i := 0; i < rd.n; i++ {
		s := rd.sets[i]
		if s.called || !holds(s, w) || sameAsEarlier(rd, i) {
			continue
		}
		a.wait = waitOf(s, w)
		opened := s.kind == triplet && !a.ctx.Tsumo
		if opened { // completed by the ron: an open triplet, at half the fu
			a.rd.sets[i].concealed = false
			a.ankou--
			a.setsFu -= setFu(s) / 2
		}
		e.try()
		if opened {
			a.rd.sets[i].concealed = true
			a.ankou++
			a.setsFu += setFu(s) / 2
		}
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

// features are what the yaku functions read of a regular reading, found in
// one pass over its sets.
type features struct {
	runs   int8
	ankou  int8 // concealed triplets and quads
	kans   int8
	peikou int8 // pairs of identical concealed runs
	// runStarts and tripletNumbers hold, by suit, bit n for a run starting
	// at number n, or a triplet or quad of n.
	runStarts, tripletNumbers [3]uint16
	honourSets                uint8 // bit n: a triplet or quad of honour n
	allOutside                bool  // every set holds a terminal or honour
}

// special sets up a form without sets: seven pairs or orphans.
func (a *analysis) special(f form) {
	a.form, a.rd, a.pair, a.wait, a.features, a.setsFu = f, reading{}, 0, tanki, features{}, 0
}

// readFeatures fills a.features and a.setsFu from the reading a.rd.
func (a *analysis) readFeatures() {
	f := features{allOutside: true}
	setsFu := 0
	var runs [4]tile.Kind
	for _, s := range a.sets() {
		k := s.first
		switch {
		case s.kind == sequence:
			runs[f.runs] = k
			f.runs++
			f.runStarts[k.Suit()] |= 1 << k.Number()
			f.allOutside = f.allOutside && (k.Number() == 1 || k.Number() == 7)
			continue
		case k.Suit() == tile.Honor:
			f.honourSets |= 1 << k.Number()
		default:
			f.tripletNumbers[k.Suit()] |= 1 << k.Number()
		}
		f.allOutside = f.allOutside && outsideKind(k)
		setsFu += setFu(s)
		if s.kind == quad {
			f.kans++
		}
		if s.concealed {
			f.ankou++
		}
	}
	if a.menzen {
		f.peikou = int8(peikou(runs[:f.runs]))
	}
	a.features, a.setsFu = f, setsFu
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
