package hand_test

import (
	"testing"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

func TestDistance(t *testing.T) {
	tests := []struct {
		name, hand string
		sets       int
		pair       bool
		wild       tile.Kind
		want       int
	}{
		{"suzume complete", "123s777z", 2, false, 0, -1},
		{"suzume ready", "123s77z", 2, false, 0, 0},
		{"suzume one away", "13s79s7z", 2, false, 0, 1},
		{"riichi complete", "123m456p789s234s55z", 4, true, 0, -1},
		{"riichi ready on a pair wait", "123m456p789s234s5z", 4, true, 0, 0},
		{"riichi with no block", "159m159p159s1234z", 4, true, 0, 8},
		{"joker completes a set", "12c0z55z", 1, true, tile.Joker, -1},
		{"two jokers make a set from nothing", "00z55z", 1, true, tile.Joker, 0},
		{"trump ready", "123c456c9c", 2, true, tile.Joker, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := hand.CountsOf(tile.MustParse(tc.hand))
			d := hand.Distancer{Grammar: hand.Standard{}, Wild: tc.wild}
			if got := d.Distance(&c, tc.sets, tc.pair); got != tc.want {
				t.Errorf("distance %d, want %d", got, tc.want)
			}
		})
	}
}

func TestPairsDistance(t *testing.T) {
	for _, tc := range []struct {
		hand string
		n    int
		want int
	}{
		{"1122334455667z", 7, 0},
		{"11223344556677z", 7, -1},
		{"1c1c2c2c3c5c0z0z", 4, -1},
		{"1c1c2c3c5c6c0z", 4, 1},
		{"1c1c2c2c3c5c0z", 4, 0},
	} {
		c := hand.CountsOf(tile.MustParse(tc.hand))
		if got := hand.PairsDistance(&c, tc.n, tile.Joker); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.hand, got, tc.want)
		}
	}
}

// randomHands deals n hands of 3k+1 and 3k+2 tiles from a variant's set,
// for checks that compare the distance search's shortcuts with its answer:
// half dealt at random, half built of the grammar's sets and a pair with
// a tile or two changed, so that ready and complete hands come up too.
func randomHands(set *tile.Set, g hand.Grammar, n int, seed uint64) []hand.Counts {
	all := set.All()
	r := newRandForTest(seed)
	var out []hand.Counts
	for i := range n {
		r.shuffle(all)
		size := []int{4, 5, 7, 8, 10, 11, 13, 14}[i/2%8]
		c := hand.CountsOf(all[:min(size, len(all))])
		if i%2 == 1 {
			c = builtHand(all, g, size, i)
		}
		if i%4 == 3 {
			// One tile changed: a complete hand becomes ready or worse.
			for k := range c {
				if c[k] > 0 {
					c[k]--
					break
				}
			}
			if k := all[len(all)-1].Kind(); int(c[k]) < set.Copies(k) {
				c[k]++
			}
		}
		out = append(out, c)
	}
	return out
}

// builtHand takes sets and a pair of g from the shuffled tiles all, then
// fills up to size tiles from the rest (or stops short), with i choosing
// among the groups found.
func builtHand(all []tile.Tile, g hand.Grammar, size, i int) hand.Counts {
	pool := hand.CountsOf(all)
	var c hand.Counts
	n := 0
	for j, t := range all {
		k := t.Kind()
		if n+2 > size || pool[k] == 0 || g.Skip(k) {
			continue
		}
		groups := g.Groups(&pool, k, n+3 > size, nil)
		if len(groups) == 0 {
			continue
		}
		grp := groups[(i+j)%len(groups)]
		if n+int(grp.N) > size {
			continue
		}
		for _, u := range grp.Made() {
			pool[u]--
			c[u]++
		}
		n += int(grp.N)
	}
	for _, t := range all[len(all)/2:] {
		if n >= size {
			break
		}
		if pool[t.Kind()] > 0 {
			pool[t.Kind()]--
			c[t.Kind()]++
			n++
		}
	}
	return c
}

// distanceCases are the grammars the bots search with, wild jokers and all.
var distanceCases = []struct {
	name string
	set  *tile.Set
	d    hand.Distancer
	pair bool
}{
	{"riichi", tile.Riichi([3]int{}), hand.Distancer{Grammar: hand.Standard{}}, true},
	{"suzume", tile.Suzume(), hand.Distancer{Grammar: hand.Standard{}}, false},
	{"momojan", tile.Momojan(), hand.Distancer{Grammar: hand.Momojan{}}, true},
	{"malaysia", tile.Malaysia(), hand.Distancer{Grammar: hand.Standard{}, Wild: tile.Joker}, true},
	{"trump", tile.Trump(), hand.Distancer{Grammar: hand.Standard{}, Wild: tile.Joker}, true},
}

// TestWithinMatchesDistance: Within answers for every target what the
// exact distance says.
func TestWithinMatchesDistance(t *testing.T) {
	for _, tc := range distanceCases {
		d := tc.d
		var seen [3]int // complete, ready, further
		for _, c := range randomHands(tc.set, tc.d.Grammar, 600, 11) {
			sets := (c.Total() + 1 - 2*b2i(tc.pair)) / 3
			want := d.Distance(&c, sets, tc.pair)
			seen[min(want+1, 2)]++
			for target := -1; target <= want+1; target++ {
				if got := d.Within(&c, sets, tc.pair, target); got != (want <= target) {
					t.Fatalf("%s %v: Within %d is %v, distance %d", tc.name, c, target, got, want)
				}
			}
		}
		if seen[0] == 0 || seen[1] == 0 {
			t.Errorf("%s: %v complete, ready and further hands: the hands test too little", tc.name, seen)
		}
	}
}

// TestHelpsIsExact: where Helps says a kind cannot help, the hand with
// it is exactly as far (and, asked about completing, not complete).
func TestHelpsIsExact(t *testing.T) {
	for _, tc := range distanceCases {
		d := tc.d
		pruned, completed := 0, 0
		for _, c := range randomHands(tc.set, tc.d.Grammar, 600, 12) {
			if c.Total()%3 != 1 {
				continue
			}
			sets := (c.Total() + 1 - 2*b2i(tc.pair)) / 3
			base := d.Distance(&c, sets, tc.pair)
			for _, k := range tc.set.Kinds() {
				if int(c[k]) >= tc.set.Copies(k) {
					continue
				}
				c[k]++
				got := d.Distance(&c, sets, tc.pair)
				c[k]--
				if !d.Helps(&c, k, false) {
					pruned++
					if got != base {
						t.Fatalf("%s %v: %s helps (%d to %d), Helps says no", tc.name, c, k, base, got)
					}
				}
				if got == -1 && base != -1 {
					completed++
				}
				if !d.Helps(&c, k, true) && got == -1 && base != -1 {
					t.Fatalf("%s %v: %s completes the hand, Helps says no", tc.name, c, k)
				}
			}
		}
		if tc.d.Wild == 0 && pruned == 0 || completed == 0 {
			t.Errorf("%s: Helps left out %d kinds, %d draws completed a hand: the hands test too little", tc.name, pruned, completed)
		}
	}
}

// testRand is the seeded shuffle of the distance tests.
type testRand struct{ r *engine.Rand }

func newRandForTest(seed uint64) testRand { return testRand{engine.NewRand(seed)} }

func (r testRand) shuffle(ts []tile.Tile) {
	r.r.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
