package hint

import (
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// The hint follows the rules of the moment as well as the shape of the
// hand: it suggests only discards the seat may make, counts a variant's
// pairs-only form in the shanten, and knows a variant's fewest sets.

// legalDiscards keeps the discards the seat may make now, as a discard or
// with a riichi declaration: a riichi hand discards only what riichi
// allows, and a call forbids its swap (kuikae).
func legalDiscards(v engine.View, ds []Discard) []Discard {
	return slices.DeleteFunc(ds, func(d Discard) bool {
		return !slices.ContainsFunc(v.Legal, func(a engine.Action) bool {
			return (a.Type == engine.Discard || a.Type == engine.Riichi) && a.Tile == d.Tile
		})
	})
}

// pairsShanten is the shanten of a form of n pairs (a four counting as two
// pairs, as P式's 四対子 has it): n-1 pairs wait, n pairs have won. extra
// says the hand holds one tile more than a waiting hand.
func pairsShanten(held []tile.Tile, n int, extra bool) int {
	c := hand.CountsOf(held)
	pairs := 0
	for _, copies := range c {
		pairs += int(copies) / 2
	}
	pairs = min(pairs, n)
	if extra && pairs == n {
		return -1
	}
	return n - 1 - pairs
}

// setsShort is how many sets a hand of held concealed tiles and melds
// lacks of least, the fewest a win holds: the finished hand has a pair and
// (held-2)/3 concealed sets (one tile more when it waits).
func setsShort(held, melds int, extra bool, least int) int {
	n := held
	if !extra {
		n++
	}
	sets := melds
	if n >= 2 {
		sets += (n - 2) / 3
	}
	return max(least-sets, 0)
}
