package riichi

import (
	"jantaku/hand/shanten"
	"jantaku/tile"
)

// The game keeps each hand as counts over the 34 riichi kinds, so the
// questions it asks on every discard (does this tile win? is this hand
// ready?) are a few array walks with no allocation.

// gameKinds is the number of riichi tile kinds.
const gameKinds = 34

// kindCounts counts a hand's tiles by kind index (see kindIndex).
type kindCounts [gameKinds]uint8

// kindIndex maps a riichi kind to 0-33: 1m-9m, 1p-9p, 1s-9s, East..red.
func kindIndex(k tile.Kind) int { return int(kindIndexes[k]) }

// indexKind is the inverse of kindIndex.
func indexKind(i int) tile.Kind { return indexKinds[i] }

// The two tables behind kindIndex and indexKind, fixed at start.
var kindIndexes, indexKinds = kindTables()

func kindTables() (byKind [tile.NumKinds]int8, byIndex [gameKinds]tile.Kind) {
	for i := range byIndex {
		k := tile.K(tile.Suit(i/9), i%9+1)
		if i >= 27 {
			k = tile.K(tile.Honor, i-26)
		}
		byIndex[i] = k
		byKind[k] = int8(i)
	}
	return byKind, byIndex
}

// orphanMask has a bit for each terminal and honour kind index.
const orphanMask uint64 = 1<<0 | 1<<8 | 1<<9 | 1<<17 | 1<<18 | 1<<26 | 0x7F<<27

func isOrphan(i int) bool { return orphanMask&(1<<i) != 0 }

// complete reports whether concealed counts c make a winning shape with
// sets more sets to form: four sets and a pair, or (closed, sets == 4)
// seven distinct pairs or thirteen orphans.
func complete(c *kindCounts, sets int) bool {
	if regularComplete(c) {
		return true
	}
	return sets == 4 && (shapeSevenPairs(c) || shapeOrphans(c))
}

// regularComplete reports whether c is sets and exactly one pair.
func regularComplete(c *kindCounts) bool {
	pairGroup := -1
	for g := 0; g < 4; g++ {
		sum := 0
		for _, n := range c[g*9 : groupEnd(g)] {
			sum += int(n)
		}
		switch sum % 3 {
		case 1:
			return false
		case 2:
			if pairGroup >= 0 {
				return false
			}
			pairGroup = g
		}
	}
	if pairGroup < 0 {
		return false
	}
	for g := 0; g < 4; g++ {
		if g != pairGroup && !groupSets(c, g) {
			return false
		}
	}
	for i := pairGroup * 9; i < groupEnd(pairGroup); i++ {
		if c[i] >= 2 {
			c[i] -= 2
			ok := groupSets(c, pairGroup)
			c[i] += 2
			if ok {
				return true
			}
		}
	}
	return false
}

func groupEnd(g int) int { return min(g*9+9, gameKinds) }

// groupSets reports whether group g (a suit, or the honours for g == 3)
// splits into sets alone. For the lowest kind, triplets then sequences is
// always safe, so a greedy walk is exact.
func groupSets(c *kindCounts, g int) bool {
	if g == 3 {
		for _, n := range c[27:] {
			if n%3 != 0 {
				return false
			}
		}
		return true
	}
	var s [11]uint8
	copy(s[:9], c[g*9:g*9+9])
	for i := 0; i < 9; i++ {
		r := s[i] % 3
		if r == 0 {
			continue
		}
		if s[i+1] < r || s[i+2] < r {
			return false
		}
		s[i+1] -= r
		s[i+2] -= r
	}
	return true
}

func shapeSevenPairs(c *kindCounts) bool { return areSevenPairs(c[:]) }

func shapeOrphans(c *kindCounts) bool {
	pair := false
	for i, n := range c {
		switch {
		case n == 0:
			if isOrphan(i) {
				return false
			}
		case !isOrphan(i) || n > 2:
			return false
		case n == 2:
			if pair {
				return false
			}
			pair = true
		}
	}
	return pair
}

// waitMask returns the kinds that complete a hand one tile short, as bits
// by kind index. A kind the hand already holds four of is no wait.
func waitMask(c *kindCounts, sets int) uint64 {
	var m uint64
	cand := candidates(c, sets)
	for i := 0; i < gameKinds; i++ {
		if cand&(1<<i) == 0 || c[i] >= 4 {
			continue
		}
		c[i]++
		if complete(c, sets) {
			m |= 1 << i
		}
		c[i]--
	}
	return m
}

// candidates are the kinds that could possibly complete c: a held kind or
// a neighbour within two in its suit, and every orphan for a closed hand.
func candidates(c *kindCounts, sets int) uint64 {
	var m uint64
	if sets == 4 {
		m = orphanMask
	}
	for i, n := range c {
		if n == 0 {
			continue
		}
		if i >= 27 {
			m |= 1 << i
			continue
		}
		lo, hi := max(i-2, i/9*9), min(i+2, i/9*9+8)
		for j := lo; j <= hi; j++ {
			m |= 1 << j
		}
	}
	return m
}

// tenpai reports whether the hand one tile short has any wait.
func tenpai(c *kindCounts, sets int) bool { return waitMask(c, sets) != 0 }

// shantenOf is the hand's shanten by package hand/shanten, whose tables
// answer in tens of nanoseconds: shanten 0 (or -1) is a quick necessary
// condition for a hand one tile short to be ready (waitsNow) and for a
// closed hand one tile over to be ready after some discard
// (riichiActions), which keeps the exact test (waitMask) off most hands.
// Shanten counts a wait on a tile the hand holds four of as no wait, as
// waitMask does. The game reads it through player.shanten.
func shantenOf(c *kindCounts, sets int) int {
	return shanten.Of((*shanten.Counts)(c), 4-sets)
}
