package shanten

// A vec holds, for one group of kinds (a number suit or the honours), the
// largest number of the group's tiles that can belong to a target made of j
// sets and p pairs placed in that group, with at most 4 of a kind in the
// target. Lane 2*j+p (j = 0..4, p = 0..1) is 6 bits wide: values stay below
// 32, which leaves bit 5 of each lane free as a guard for vmax.
type vec uint64

const (
	laneBits  = 6
	lanes     = 10
	laneOnes  = 0x041041041041041 // 1 in the low bit of every lane
	laneGuard = laneOnes << 5     // the guard bit of every lane
)

func (v vec) lane(j, p int) int { return int(v>>(laneBits*(2*j+p))) & 31 }

// vmax is the lane-wise maximum of a and b.
func vmax(a, b vec) vec {
	ge := ((a | laneGuard) - b) & laneGuard // guard set where a >= b
	m := ge - ge>>5                         // 31 in those lanes
	return a&m | b&^m
}

// classes numbers the distinct vecs met while building. There are only a
// few (130 over both kinds of group, 180 joins of two), which is what keeps
// the tables small.
type classes struct {
	id   map[vec]uint8
	vecs []vec
	last uint8 // the class asked for last: neighbouring patterns often agree
}

func (c *classes) of(v vec) uint8 {
	if int(c.last) < len(c.vecs) && c.vecs[c.last] == v {
		return c.last
	}
	id, ok := c.id[v]
	if !ok {
		if len(c.vecs) == 256 {
			panic("shanten: more than 256 vector classes") // there are 130
		}
		id = uint8(len(c.vecs))
		c.id[v] = id
		c.vecs = append(c.vecs, v)
	}
	c.last = id
	return id
}

// build numbers the vec of every count pattern of a group of n kinds (runs
// allowed when seq is set), indexed by the base-5 number whose digit i is
// the count of the group's i-th kind. It makes two sweeps over the 5^n
// patterns:
//
//  1. fit[h] gets bit 2*j+p when h fits inside some target of j sets and p
//     pairs. A pattern fits iff it is a target or fits after adding a tile,
//     so the bits flow down from bigger patterns.
//  2. The overlap of h with its best target is |h| if h fits, and otherwise
//     that of h minus one of its tiles (some tile of h is left out).
//
// Each sweep only looks at patterns it has already done.
func build(n int, seq bool, cl *classes) []uint8 {
	pow := make([]int, n+1)
	pow[0] = 1
	for i := 1; i <= n; i++ {
		pow[i] = pow[i-1] * 5
	}
	size := pow[n]
	fit := make([]uint16, size)
	markTargets(fit, pow, seq)

	d := make([]int8, n) // the digits of key, kept like an odometer
	for i := range d {
		d[i] = 4
	}
	for key := size - 1; key >= 0; key-- {
		m := fit[key]
		for i := 0; i < n; i++ {
			if d[i] < 4 {
				m |= fit[key+pow[i]]
			}
		}
		fit[key] = m
		for i := 0; i < n; i++ { // count down
			if d[i] > 0 {
				d[i]--
				break
			}
			d[i] = 4
		}
	}

	var spread [1 << lanes]vec // all-ones lanes for each set of lane bits
	for m := range spread {
		for l := 0; l < lanes; l++ {
			if m>>l&1 != 0 {
				spread[m] |= 31 << (laneBits * l)
			}
		}
	}
	ids := make([]uint8, size)
	clear(d) // the countdown wrapped round to all fours
	tiles := 0
	for key := 0; key < size; key++ {
		var best vec
		for i := 0; i < n; i++ {
			if d[i] > 0 {
				best = vmax(best, cl.vecs[ids[key-pow[i]]])
			}
		}
		f := spread[fit[key]]
		ids[key] = cl.of(best&^f | vec(tiles)*laneOnes&f)
		for i := 0; i < n; i++ { // count up
			if d[i] < 4 {
				d[i]++
				tiles++
				break
			}
			d[i] = 0
			tiles -= 4
		}
	}
	return ids
}

// markTargets sets bit 2*j+p of fit[key] for every target of j <= 4 sets
// and p <= 1 pair with at most 4 of each kind.
func markTargets(fit []uint16, pow []int, seq bool) {
	n := len(pow) - 1
	var sets [][3]int // the kinds of each set: triplets, then runs
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
		fit[key] |= 1 << (2 * j)
		for i := 0; i < n; i++ {
			if cnt[i] <= 2 {
				fit[key+2*pow[i]] |= 1 << (2*j + 1)
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
