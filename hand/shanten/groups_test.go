package shanten

import (
	"math/rand/v2"
	"testing"
)

// TestGroupsAgreeWithRegular changes random hands one tile at a time,
// re-reading only the changed group, and also builds hands whose groups
// are copied from two different hands; Groups.Regular must always equal
// Regular of the counts.
func TestGroupsAgreeWithRegular(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		melds := r.IntN(5)
		c := randomHand(r, 1+r.IntN(3*(4-melds)+2))
		g := GroupsOf(&c)
		if got, want := g.Regular(melds), Regular(&c, melds); got != want {
			t.Fatalf("GroupsOf(%v).Regular(%d) = %d, want %d", c, melds, got, want)
		}
		for range 10 {
			i := r.IntN(34)
			switch {
			case c[i] < 4 && r.IntN(2) == 0:
				c[i]++
			case c[i] > 0:
				c[i]--
			default:
				continue
			}
			g.Reread(&c, i)
			if got, want := g.Regular(melds), Regular(&c, melds); got != want {
				t.Fatalf("after a change of kind %d: Regular(%v, %d) = %d, want %d", i, c, melds, got, want)
			}
		}
		d := randomHand(r, 1+r.IntN(14))
		mixed, gd := c, GroupsOf(&d)
		j := r.IntN(4)
		copy(mixed[9*j:min(9*j+9, 34)], d[9*j:min(9*j+9, 34)])
		g[j] = gd[j]
		if got, want := g.Regular(melds), Regular(&mixed, melds); got != want {
			t.Fatalf("group %d copied: Regular(%v, %d) = %d, want %d", j, mixed, melds, got, want)
		}
	}
}

func TestGroupOf(t *testing.T) {
	for i, want := range map[int]int{0: 0, 8: 0, 9: 1, 17: 1, 18: 2, 26: 2, 27: 3, 33: 3} {
		if got := GroupOf(i); got != want {
			t.Errorf("GroupOf(%d) = %d, want %d", i, got, want)
		}
	}
}
