package riichi

import "jantaku/tile"

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

func shapeSevenPairs(c *kindCounts) bool {
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

// mayWait is a quick necessary condition for a hand one tile short to be
// ready; mayReach for a closed hand one tile over to be ready after some
// discard. Both keep the exact test (waitMask) off most hands.
func mayWait(c *kindCounts, sets int) bool  { return quickShape(c, sets, 0) }
func mayReach(c *kindCounts, sets int) bool { return quickShape(c, sets, 1) }

// quickShape is the filter behind mayWait (extra 0) and mayReach (extra
// 1, the discard): thirteen orphans need twelve kinds of terminals and
// honours, seven pairs six pairs; otherwise a ready hand is its sets and
// at most four tiles more (a lone tile, or a pair and a partial set), so
// at most 4+extra tiles may be of kinds no set in hand can use, and at
// most 1+extra of them isolated singles (nothing within two). Then the
// shape search (nearReady).
func quickShape(c *kindCounts, sets, extra int) bool {
	isolated, setless, orphanKinds, pairs := 0, 0, 0, 0
	for g := 0; g < 4; g++ {
		lo, hi := g*9, groupEnd(g)
		var present, covered, near uint32
		for i := lo; i < hi; i++ {
			if c[i] > 0 {
				present |= 1 << (i - lo)
			}
		}
		if g < 3 { // honours make no sequences and have no neighbours
			ends := present & (present << 1) & (present << 2) // a sequence ends here
			covered = ends | ends>>1 | ends>>2
			near = (present<<1 | present<<2 | present>>1 | present>>2) & 0x1FF
		}
		for i := lo; i < hi; i++ {
			n := c[i]
			if n == 0 {
				continue
			}
			bit := uint32(1) << (i - lo)
			if isOrphan(i) {
				orphanKinds++
			}
			if n >= 2 {
				pairs++
			}
			if n < 3 && covered&bit == 0 {
				setless += int(n)
				if n == 1 && near&bit == 0 {
					isolated++
				}
			}
		}
	}
	switch {
	case sets == 4 && orphanKinds >= 12:
		return true
	case sets == 4 && pairs >= 6:
		return true
	case isolated > 1+extra || setless > 4+extra:
		return false
	}
	x := *c
	return nearReady(&x, sets, 0, 0, 0, false, false)
}

// nearReady reports whether c (3*want+2 concealed tiles) holds want sets,
// or one set fewer, a pair and a partial set (a second pair or two tiles one draw from
// a sequence), with at most two tiles left over: the shape of a ready
// hand plus its discard. It walks the kinds from i, taking groups at the
// lowest kind left.
func nearReady(c *kindCounts, want, i, sets, left int, pair, partial bool) bool {
	if sets == want || sets == want-1 && pair && partial {
		return true
	}
	for i < gameKinds && c[i] == 0 {
		i++
	}
	if i == gameKinds {
		return false
	}
	suited := i < 27
	pos := i % 9
	try := func(a, b, cc int, s, l int, p, q bool) bool {
		if c[a] == 0 || (b >= 0 && c[b] == 0) || (cc >= 0 && c[cc] == 0) {
			return false
		}
		c[a]--
		if b >= 0 {
			c[b]--
		}
		if cc >= 0 {
			c[cc]--
		}
		ok := nearReady(c, want, i, s, l, p, q)
		c[a]++
		if b >= 0 {
			c[b]++
		}
		if cc >= 0 {
			c[cc]++
		}
		return ok
	}
	switch {
	case c[i] >= 3 && try(i, i, i, sets+1, left, pair, partial):
		return true
	case suited && pos <= 6 && try(i, i+1, i+2, sets+1, left, pair, partial):
		return true
	case c[i] >= 2 && !pair && try(i, i, -1, sets, left, true, partial):
		return true
	case !partial && c[i] >= 2 && try(i, i, -1, sets, left, pair, true):
		return true
	case !partial && suited && pos <= 7 && try(i, i+1, -1, sets, left, pair, true):
		return true
	case !partial && suited && pos <= 6 && try(i, i+2, -1, sets, left, pair, true):
		return true
	}
	return left < 2 && try(i, -1, -1, sets, left+1, pair, partial)
}
