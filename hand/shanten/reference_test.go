package shanten

import (
	"math/rand/v2"
	"testing"
)

// refSets lists every set as its three kinds: 34 triplets and 21 runs.
func refSets() [][3]int {
	var sets [][3]int
	for i := 0; i < 34; i++ {
		sets = append(sets, [3]int{i, i, i})
		if i < 27 && i%9 <= 6 {
			sets = append(sets, [3]int{i, i + 1, i + 2})
		}
	}
	return sets
}

// refRegular is the definition itself, slowly: try every target of 4-melds
// sets and a pair with at most four of each kind, count the target tiles the
// hand lacks, and return the fewest minus one.
func refRegular(c *Counts, melds int) int {
	sets := refSets()
	var target [34]int
	best := 100
	// missing is how many copies of kind i the hand lacks once the target
	// holds one more.
	missing := func(i int) int {
		if target[i] >= int(c[i]) {
			return 1
		}
		return 0
	}
	tiles := 0
	for _, n := range c {
		tiles += int(n)
	}
	var rec func(from, left, miss int)
	rec = func(from, left, miss int) {
		// The rest of the target (3*left+2 tiles) can take at most the
		// hand tiles not matched yet; the others are missing too.
		matched := 3*(4-melds-left) - miss
		if miss+max(0, 3*left+2-(tiles-matched)) >= best {
			return
		}
		if left == 0 {
			for i := range target {
				if target[i] > 2 {
					continue
				}
				m := miss + missing(i)
				target[i]++
				m += missing(i)
				target[i]--
				best = min(best, m)
			}
			return
		}
		for s := from; s < len(sets); s++ {
			m, ok := miss, true
			for _, i := range sets[s] {
				m += missing(i)
				target[i]++
				ok = ok && target[i] <= 4
			}
			if ok {
				rec(s, left-1, m)
			}
			for _, i := range sets[s] {
				target[i]--
			}
		}
	}
	rec(0, 4-melds, 0)
	return best - 1
}

// randomHand draws n <= 14 tiles from a full set of 136, using only a random
// subset of kinds (big enough to hold n) so that hands with three or four of
// a kind are common.
func randomHand(r *rand.Rand, n int) Counts {
	kinds := r.Perm(34)[:max(1+r.IntN(34), (n+3)/4)]
	var c Counts
	for left := n; left > 0; {
		if i := kinds[r.IntN(len(kinds))]; c[i] < 4 {
			c[i]++
			left--
		}
	}
	return c
}

func TestRegularMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	hands := 3000
	if testing.Short() {
		hands = 300
	}
	for range hands {
		melds := r.IntN(5)
		n := 1 + r.IntN(3*(4-melds)+2)
		if r.IntN(4) == 0 {
			n = 1 + r.IntN(14) // now and then more than the calls leave room for
		}
		c := randomHand(r, n)
		if got, want := Regular(&c, melds), refRegular(&c, melds); got != want {
			t.Fatalf("Regular(%v, %d) = %d, want %d", c, melds, got, want)
		}
	}
}

// FuzzRegular turns the input into a valid hand: the first byte picks the
// called sets, each further byte adds a tile of kind b%34 while that kind has
// fewer than four and the hand fewer than 14.
func FuzzRegular(f *testing.F) {
	f.Add([]byte{0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
	f.Add([]byte{3, 9, 9, 9, 9})
	f.Add([]byte{0, 27, 27, 27, 27, 28, 28, 28, 28})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		melds := int(data[0] % 5)
		var c Counts
		n := 0
		for _, b := range data[1:] {
			if i := b % 34; c[i] < 4 && n < 14 {
				c[i]++
				n++
			}
		}
		if got, want := Regular(&c, melds), refRegular(&c, melds); got != want {
			t.Fatalf("Regular(%v, %d) = %d, want %d", c, melds, got, want)
		}
	})
}
