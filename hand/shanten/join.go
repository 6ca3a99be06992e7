package shanten

import (
	"sync"
	"sync/atomic"
)

// joinTables is all that Regular reads. Each number suit and the honours map
// to a class (a vec up to equality); pair joins two classes into the class
// of their best split of sets and pair, and shanten joins two such results.
// Indexing by two uint8 classes makes the three joins bounds-check free.
type joinTables struct {
	suit, honor []uint8          // count pattern (base 5) → class
	pair        [1 << 16]uint8   // class<<8 | class → joined class
	shanten     [5][1 << 16]int8 // sets to go, joined<<8 | joined → shanten
}

var (
	once  sync.Once
	built atomic.Pointer[joinTables]
)

// tables builds the tables on first use; they are read-only afterwards.
// The check of the built tables is small enough to inline into every
// lookup, which sync.Once alone is not.
func tables() *joinTables {
	if t := built.Load(); t != nil {
		return t
	}
	return buildTables()
}

func buildTables() *joinTables {
	once.Do(func() { built.Store(newJoinTables()) })
	return built.Load()
}

func newJoinTables() *joinTables {
	t := new(joinTables)
	groups := &classes{id: map[vec]uint8{}}
	t.suit = build(9, true, groups)
	t.honor = build(7, false, groups)
	joined := &classes{id: map[vec]uint8{}}
	for a, va := range groups.vecs {
		for b, vb := range groups.vecs {
			t.pair[a<<8|b] = joined.of(conv(va, vb))
		}
	}
	for x, vx := range joined.vecs {
		for y, vy := range joined.vecs {
			v := conv(vx, vy)
			for k := range t.shanten {
				// The target has 3k+2 tiles; tenpai lacks one.
				t.shanten[k][x<<8|y] = int8(3*k + 1 - v.lane(k, 1))
			}
		}
	}
	return t
}

// conv is the best overlap of two groups taken together: lane (j, p) is the
// best way to share j sets and p pairs between them.
func conv(a, b vec) vec {
	var r vec
	for j := 0; j <= 4; j++ {
		for p := 0; p <= 1; p++ {
			best := 0
			for i := 0; i <= j; i++ {
				for q := 0; q <= p; q++ {
					best = max(best, a.lane(i, q)+b.lane(j-i, p-q))
				}
			}
			r |= vec(best) << (laneBits * (2*j + p))
		}
	}
	return r
}
