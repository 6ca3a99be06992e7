package hint

import (
	"jantaku/hand"
	"jantaku/tile"
)

// Beyond riichi there is no shanten table, so the hint searches: a waiting
// hand is ready (0) when it has a wait, one away (1) when exchanging one tile
// makes it ready, and otherwise "two or more" (2). Only the regular shape of
// the variant's grammar is searched; special forms are not. The exchange
// search grows fast with the hand (about 2 ms for trump's 8 cards, about
// 0.2 s for a Malaysian 14: see docs/perf.md), so it runs only for small hands.
const (
	// FarShanten is the bound beyond riichi: that many or more.
	FarShanten  = 2
	searchLimit = 9 // tiles held, at most, for the exchange search
)

// nearShantenFor is nearShanten when the hand is small enough to search.
func nearShantenFor(held []tile.Tile, g hand.Grammar, set *tile.Set, extra bool) (int, bool) {
	if len(held) > searchLimit {
		return 0, false
	}
	return nearShanten(held, g, set, extra), true
}

// nearShanten returns -1 for a finished hand, 0, 1 or FarShanten. extra
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
	best := FarShanten
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
		return FarShanten
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
	return FarShanten
}
