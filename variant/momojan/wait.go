package momojan

import (
	"slices"

	"jantaku/hand"
	"jantaku/tile"
)

// cardSet is the 54 cards; a Set is immutable.
var cardSet = tile.Momojan()

// ronReadings returns the readings of concealed+win (concealed holds 3k+1
// cards) that a ron on win may use. A peach may always be won on. Another
// card may be won on through a reading that is not furiten: no non-peach
// card among the discards finishes the same reading (the same finished
// groups, unfinished shape and kind of set: hand.WaitReading.SameShape).
// w is scratch space.
func ronReadings(w *hand.Waiter, concealed hand.Counts, win tile.Kind, discarded *[tile.NumKinds]bool) []hand.Reading {
	shape, ok := hand.PairAndSets(concealed.Total() + 1)
	if !ok {
		return nil
	}
	ws := w.Waits(concealed, grammar, shape, cardSet)
	var out []hand.Reading
	for _, wt := range ws {
		if wt.Kind != win {
			continue
		}
		for i := range wt.Readings {
			r := &wt.Readings[i]
			if win.Suit() == Peach || !furiten(r, ws, discarded) {
				out = append(out, hand.Reading{Groups: slices.Clone(r.Groups), Form: r.Form})
			}
		}
	}
	return out
}

// furiten reports whether a discarded non-peach card finishes reading r.
func furiten(r *hand.WaitReading, ws []hand.Wait, discarded *[tile.NumKinds]bool) bool {
	for _, wt := range ws {
		if wt.Kind.Suit() == Peach || !discarded[wt.Kind] {
			continue
		}
		for j := range wt.Readings {
			if r.SameShape(&wt.Readings[j]) {
				return true
			}
		}
	}
	return false
}

// waits returns the kinds that would complete a hand of concealed kinds c
// (3k+1 of them) with melds exposed sets, leaving out kinds whose every
// copy the player holds already, exposed ones included (held counts them).
// w is scratch space.
func waits(w *hand.Waiter, c hand.Counts, held *hand.Counts, melds, minSets int) []tile.Kind {
	n := c.Total()
	if (n-1)%3 != 0 || (n-1)/3+melds < minSets {
		return nil
	}
	shape, _ := hand.PairAndSets(n + 1)
	var out []tile.Kind
	for _, wt := range w.Waits(c, grammar, shape, cardSet) {
		if int(held[wt.Kind]) < cardSet.Copies(wt.Kind) {
			out = append(out, wt.Kind)
		}
	}
	return out
}
