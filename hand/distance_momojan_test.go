package hand_test

import (
	"testing"

	"jantaku/hand"
	"jantaku/tile"
)

// TestMomojanDistanceBlocks: the distance knows MOMOJAN's blocks that
// cross suits (「メンツの成立要件」): a pair of one number in two fruits, a
// peach beside a fruit card, and a sun or moon with a number 1 waiting on a
// mixed triplet.
func TestMomojanDistanceBlocks(t *testing.T) {
	for _, tc := range []struct {
		name, hand string
		want       int
	}{
		{"a pair of two fruits completes", "123l456o7s7p", -1},
		{"a picture pair completes", "123l456o77z", -1},
		{"a single waits on its number in any other suit", "123l456o7s", 0},
		{"two fruits' pair as a partial triplet", "123l456o7s7p9s9o", 0},
		{"a peach beside a strawberry", "123l456o3p4s55z", 0},
		{"a peach two from a strawberry", "123l456o3p1s55z", 0},
		{"a sun and a 1 wait on a second sun", "123l456o1s1z55z", 0},
		{"lemon and orange make no sequence", "123l456o3l4o55z", 1},
		{"a moon and a 2 are no block", "123l456o2s2z55z", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := hand.CountsOf(tile.MustParse(tc.hand))
			if want := momojanDistanceRef(&c, 1, false); want != tc.want {
				t.Fatalf("the rules' distance is %d, the case says %d", want, tc.want)
			}
			d := hand.Distancer{Grammar: hand.Momojan{}}
			if got := d.Distance(&c, (c.Total()-1)/3, true); got != tc.want {
				t.Errorf("distance %d, want %d", got, tc.want)
			}
		})
	}
}

// TestMomojanDistanceMatchesRules compares the distance with the rules'
// own notion on random hands: complete where the hand splits into a pair
// and sets (hand.Decompose), ready where a card with a copy left completes
// it, and (on 7- and 8-card hands) one away where a card brings it to
// ready. The distance, like every shanten number, does not count copies:
// it may read a hand as nearer only where the cards it lacks are all in
// the hand already.
func TestMomojanDistanceMatchesRules(t *testing.T) {
	set := tile.Momojan()
	d := hand.Distancer{Grammar: hand.Momojan{}}
	var seen [7]int // by the rules' distance, the last three beyond limit
	for i, c := range randomHands(set, hand.Momojan{}, 600, 23) {
		if c.Total() < 7 || c.Total() > 14 {
			continue
		}
		limit := 0
		if c.Total() <= 8 && i%4 == 0 {
			limit = 1
		}
		got := d.Distance(&c, (c.Total()-1)/3, true)
		want := momojanDistanceRef(&c, limit, false)
		seen[min(want+1, 3)+b2i(want > limit)*3]++
		if got == want || (got > limit && want > limit) {
			continue
		}
		if got < want && momojanDistanceRef(&c, limit, true) == got {
			continue
		}
		t.Errorf("%s: distance %d, the rules' %d", formatCounts(&c), got, want)
	}
	if seen[0] < 3 || seen[1] < 3 || seen[2] < 3 {
		t.Errorf("%v complete, ready, one away hands (and further): the hands test too little", seen)
	}
}

// momojanDistanceRef is the distance by the rules alone, up to limit
// (limit+1 for anything further): -1 if the cards split into a pair and
// sets, else the fewest draws (each with a discard) to that. With relax
// it may draw cards the hand holds every copy of.
func momojanDistanceRef(c *hand.Counts, limit int, relax bool) int {
	set := tile.Momojan()
	if n := c.Total(); n%3 == 2 {
		if shape, _ := hand.PairAndSets(n); len(hand.Decompose(*c, hand.Momojan{}, shape)) > 0 {
			return -1
		}
		best := limit + 1
		for k := range c {
			if c[k] > 0 {
				c[k]--
				best = min(best, momojanDistanceRef(c, limit, relax))
				c[k]++
			}
		}
		return best
	}
	best := limit + 1
	if limit < 0 {
		return best
	}
	for _, k := range set.Kinds() {
		if int(c[k]) >= set.Copies(k) && !relax {
			continue
		}
		c[k]++
		best = min(best, momojanDistanceRef(c, limit-1, relax)+1)
		c[k]--
	}
	return best
}

func formatCounts(c *hand.Counts) string {
	var ts []tile.Tile
	for k, n := range c {
		for range n {
			ts = append(ts, tile.Of(tile.Kind(k)))
		}
	}
	return tile.Format(ts)
}
