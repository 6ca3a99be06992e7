package hand

import (
	"slices"
	"testing"

	"jantaku/tile"
)

// TestPartialsAreTheGrammarsBlocks: two tiles of different kinds are a
// partial set (Partials lists each once, from either side) exactly when
// one more tile of the set makes a group Groups offers, and they are not a
// pair. Checked on every two kinds of each set against the grammar alone.
func TestPartialsAreTheGrammarsBlocks(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  *tile.Set
		g    PartialGrammar
	}{
		{"standard", tile.Riichi([3]int{}), Standard{}},
		{"momojan", tile.Momojan(), Momojan{}},
	} {
		kinds := tc.set.Kinds()
		partials := 0
		for _, k := range kinds {
			for _, j := range kinds {
				if j == k {
					continue
				}
				var c Counts
				c[k], c[j] = 1, 1
				want := completes(tc.g, tc.set, k, j) && !isPair(tc.g, &c, k)
				got := tc.g.Partials(&c, k, nil)
				if n := len(got); n > 1 || (n == 1) != want {
					t.Errorf("%s: Partials(%s with %s) = %v, want partial %v", tc.name, k, j, got, want)
					continue
				}
				if want {
					partials++
					if g := got[0]; g.Kind != Partial || !slices.Equal(g.Made(), []tile.Kind{k, j}) {
						t.Errorf("%s: Partials(%s with %s) = %v", tc.name, k, j, g)
					}
				}
			}
		}
		if partials == 0 {
			t.Errorf("%s: no partial sets", tc.name)
		}
	}
	var c Counts
	c[tile.K(tile.Lemon, 1)] = 1
	if got := (Momojan{}).Partials(&c, tile.Sun, nil); len(got) != 1 {
		t.Errorf("sun and lemon 1 wait on a second sun: Partials %v", got)
	}
}

// completes reports whether some tile of the set makes a group of g with
// one tile each of kinds k and j.
func completes(g Grammar, set *tile.Set, k, j tile.Kind) bool {
	for _, x := range set.Kinds() {
		var c Counts
		c[k]++
		c[j]++
		c[x]++
		low := min(k, j, x)
		for _, grp := range g.Groups(&c, low, false, nil) {
			var used Counts
			for _, u := range grp.Made() {
				used[u]++
			}
			if used == c {
				return true
			}
		}
	}
	return false
}

func isPair(g Grammar, c *Counts, k tile.Kind) bool {
	for _, grp := range g.Groups(c, k, true, nil) {
		if grp.Kind == Pair {
			return true
		}
	}
	return false
}
