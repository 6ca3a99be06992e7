package hint

import (
	"jantaku/hand"
	"jantaku/tile"
)

// Beyond riichi there is no shanten table. The count of sets, partial sets
// and the pair (hand.Distancer) gives the distance of the variant's regular
// shape; in small hands the hint also searches, since the count does not
// see copies: a waiting hand is ready (0) when it has a wait, one away (1)
// when exchanging one tile makes it ready, and otherwise two or more (far).
// The exchange search grows fast with the hand (about 2 ms for trump's 8
// cards, about 0.2 s for a Malaysian 14: see docs/perf.md), so it runs
// only for small hands; in larger ones the waits check the count.
const (
	far         = 2 // nearShanten's "two or more"
	searchLimit = 9 // tiles held, at most, for the exchange search
)

// regularShanten is the distance of held from the regular shape's win:
// nearShanten's where it finds one at most one away, else the count's
// (at least two where the search found none nearer).
func regularShanten(held []tile.Tile, ad adapter, set *tile.Set, extra bool) int {
	floor := -1
	if len(held) <= searchLimit {
		if s := nearShanten(held, ad.grammar, set, extra); s < far {
			return s
		}
		floor = far
	}
	n := len(held)
	if !extra {
		n++
	}
	shape, ok := handShape(n)
	if !ok {
		return max(floor, far)
	}
	c := hand.CountsOf(held)
	d := ad.distancer()
	return max(floor, d.Distance(&c, shape.Sets, shape.Pair))
}

// nearShanten returns -1 for a finished hand, 0, 1 or far. extra
// says the hand holds one tile more than a waiting hand (a draw or a call).
func nearShanten(held []tile.Tile, g hand.Grammar, set *tile.Set, extra bool) int {
	c := hand.CountsOf(held)
	var w hand.Waiter
	if !extra {
		return waitingShanten(&w, c, g, set)
	}
	if shape, ok := handShape(c.Total()); ok && len(hand.Decompose(c, g, shape)) > 0 {
		return -1
	}
	best := far
	for _, k := range set.Kinds() {
		if c[k] == 0 {
			continue
		}
		c[k]--
		best = min(best, waitingShanten(&w, c, g, set))
		c[k]++
		if best == 0 {
			break
		}
	}
	return best
}

func waitingShanten(w *hand.Waiter, c hand.Counts, g hand.Grammar, set *tile.Set) int {
	shape, ok := handShape(c.Total() + 1)
	if !ok {
		return far
	}
	if len(w.Waits(c, g, shape, set)) > 0 {
		return 0
	}
	kinds := set.Kinds()
	for _, out := range kinds {
		if c[out] == 0 {
			continue
		}
		c[out]--
		for _, in := range kinds {
			if in == out || int(c[in]) >= set.Copies(in) {
				continue
			}
			c[in]++
			ready := len(w.Waits(c, g, shape, set)) > 0
			c[in]--
			if ready {
				return 1
			}
		}
		c[out]++
	}
	return far
}
