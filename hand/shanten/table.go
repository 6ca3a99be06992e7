package shanten

import "sync"

// A vec holds, for one group of kinds (a number suit or the honours), the
// largest number of its tiles that can belong to a target made of j sets and
// p pairs placed in that group (never more than 4 of a kind in the target).
// Lane 2*j+p, j = 0..4, p = 0..1, is 6 bits wide: values stay below 32, so
// bit 5 of each lane is free as a guard bit for the SWAR max below.
type vec uint64

const (
	laneBits  = 6
	lanes     = 10
	laneOnes  = 0x041041041041041 // 1 in the low bit of every lane
	laneGuard = laneOnes << 5     // the guard bit of every lane
)

func (v vec) lane(j, p int) int { return int(v>>(laneBits*(2*j+p))) & 31 }

// vmax is the lane-wise maximum of a and b (all lanes below 32).
func vmax(a, b vec) vec {
	ge := ((a | laneGuard) - b) & laneGuard // guard set where a >= b
	m := ge - ge>>5                         // 31 in those lanes
	return a&m | b&^m
}

// group is the overlap table of one kind of group, indexed by the base-5
// number whose digit i is the count of the group's i-th kind.
type group []vec

var (
	once          sync.Once
	suitT, honorT group
)

func tables() (suit, honor group) {
	once.Do(func() {
		suitT = build(9, true)
		honorT = build(7, false)
	})
	return suitT, honorT
}

// build fills the overlap table for a group of n kinds (runs allowed when
// seq is set) in two passes over the 5^n lattice of count patterns:
//
//  1. sub[h] gets bit 2*j+p when h fits inside some target of j sets and p
//     pairs. A pattern fits iff it is a target or fits after adding a tile,
//     so the bits flow down from larger patterns.
//  2. Then the overlap of h with the best target is |h| if h fits, and
//     otherwise that of h minus one of its tiles (some tile of h is unused).
//
// Both passes only look at neighbours already done, so each is one sweep.
func build(n int, seq bool) group {
	pow := make([]int, n+1)
	pow[0] = 1
	for i := 1; i <= n; i++ {
		pow[i] = pow[i-1] * 5
	}
	size := pow[n]
	sub := make([]uint16, size)
	markTargets(sub, pow, seq)

	d := make([]int8, n) // digits of key, updated like an odometer
	for i := range d {
		d[i] = 4
	}
	for key := size - 1; key >= 0; key-- {
		m := sub[key]
		for i := 0; i < n; i++ {
			if d[i] < 4 {
				m |= sub[key+pow[i]]
			}
		}
		sub[key] = m
		for i := 0; i < n; i++ { // decrement
			if d[i] > 0 {
				d[i]--
				break
			}
			d[i] = 4
		}
	}

	var spread [1 << lanes]vec // lane mask of a 10-bit lane set
	for m := range spread {
		for l := 0; l < lanes; l++ {
			if m>>l&1 != 0 {
				spread[m] |= 31 << (laneBits * l)
			}
		}
	}
	t := make(group, size)
	clear(d)
	tiles := 0
	for key := 0; key < size; key++ {
		var best vec
		for i := 0; i < n; i++ {
			if d[i] > 0 {
				best = vmax(best, t[key-pow[i]])
			}
		}
		fit := spread[sub[key]]
		t[key] = best&^fit | vec(tiles)*laneOnes&fit
		for i := 0; i < n; i++ { // increment
			if d[i] < 4 {
				d[i]++
				tiles++
				break
			}
			d[i] = 0
			tiles -= 4
		}
	}
	return t
}

// markTargets sets bit 2*j+p of sub[key] for every target pattern of j <= 4
// sets and p <= 1 pair with at most 4 of each kind.
func markTargets(sub []uint16, pow []int, seq bool) {
	n := len(pow) - 1
	var sets [][3]int // kinds of each set, triplets first then runs
	for i := 0; i < n; i++ {
		sets = append(sets, [3]int{i, i, i})
	}
	if seq {
		for i := 0; i+2 < n; i++ {
			sets = append(sets, [3]int{i, i + 1, i + 2})
		}
	}
	cnt := make([]int, n)
	var rec func(from, j, key int)
	rec = func(from, j, key int) {
		sub[key] |= 1 << (2 * j)
		for i := 0; i < n; i++ {
			if cnt[i] <= 2 {
				sub[key+2*pow[i]] |= 1 << (2*j + 1)
			}
		}
		if j == 4 {
			return
		}
		for s := from; s < len(sets); s++ {
			ok := true
			for _, k := range sets[s] {
				cnt[k]++
				ok = ok && cnt[k] <= 4
			}
			if ok {
				rec(s, j+1, key+pow[sets[s][0]]+pow[sets[s][1]]+pow[sets[s][2]])
			}
			for _, k := range sets[s] {
				cnt[k]--
			}
		}
	}
	rec(0, 0, 0)
}
