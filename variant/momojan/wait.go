package momojan

import (
	"jantaku/hand"
	"jantaku/tile"
)

// class is what kind of group a wait finishes: a sequence of one fruit, a
// pair or triplet of one number, an animal group, or a sun/moon group
// (pure, or closed by a 1). Two groups of one class finish the same reading.
type class struct {
	kind   hand.GroupKind
	fruit  tile.Suit // sequences: the non-peach fruit, Peach when all peach
	num    int       // number groups other than sequences
	honour tile.Kind // picture groups
	mixed  bool      // a sun/moon triplet with a 1 in it
}

func classOf(g hand.Group) class {
	c := class{kind: g.Kind, fruit: Peach, mixed: g.Kind == hand.MixedTriplet}
	for _, k := range g.Made() {
		switch {
		case !isNumber(k):
			c.honour = k
		case g.Kind == hand.Sequence:
			if k.Suit() != Peach {
				c.fruit = k.Suit()
			}
		default:
			c.num = k.Number()
		}
	}
	if c.honour != 0 {
		c.num = 0
	}
	return c
}

// kinds are the card kinds of MOMOJAN, in kind order.
var kinds = cardSet.Kinds()

// cardSet is the 54 cards; a Set is immutable.
var cardSet = tile.Momojan()

// furitenReading reports whether the reading "g was finished by win" is
// furiten: some non-peach card that finishes the same unfinished shape as
// the same class of group is among the player's discards.
func furitenReading(g hand.Group, win tile.Kind, discarded *[tile.NumKinds]bool) bool {
	shape := make([]tile.Kind, 0, 4)
	removed := false
	for _, k := range g.Made() {
		if k == win && !removed {
			removed = true
			continue
		}
		shape = append(shape, k)
	}
	want := classOf(g)
	for _, x := range kinds {
		if x.Suit() == Peach || !discarded[x] {
			continue
		}
		if h, ok := groupOf(append(shape, x)); ok && h.Kind == g.Kind && classOf(h) == want {
			return true
		}
	}
	return false
}

// ronReadings returns the decompositions of concealed+win in which win
// finishes some group through a reading that is not furiten. A peach may
// always be won on, so then every decomposition counts.
func ronReadings(concealed hand.Counts, win tile.Kind, discarded *[tile.NumKinds]bool) []hand.Reading {
	concealed[win]++
	all := decompose(concealed)
	if win.Suit() == Peach {
		return all
	}
	var out []hand.Reading
	for _, r := range all {
		for _, g := range r.Groups {
			if containsKind(g, win) && !furitenReading(g, win, discarded) {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

func containsKind(g hand.Group, k tile.Kind) bool {
	for _, x := range g.Made() {
		if x == k {
			return true
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
