package bot

import (
	"jantaku/hand"
	"jantaku/tile"
)

// Distancer measures how far concealed tiles are from a complete hand under
// any variant's set grammar: a shanten number (-1 complete, 0 ready) found
// by the usual count of sets, partial sets and the pair, where the grammar
// says what a set is and wild jokers fill any gap. It keeps its buffers
// between calls; the zero value is ready once Grammar is set.
type Distancer struct {
	Grammar hand.Grammar
	// Wild is the kind of the wild joker (tile.Joker) or 0 for none.
	Wild tile.Kind

	c       hand.Counts
	bufs    [][]hand.Group
	need    int
	pair    bool
	best    int
	maxGain int
}

// Distance returns the shanten of c toward sets more sets and, if pair, a
// pair. Extra tiles beyond the shape are left out as discards.
func (d *Distancer) Distance(c *hand.Counts, sets int, pair bool) int {
	d.c, d.need, d.pair = *c, max(sets, 0), pair
	d.maxGain = 2*d.need + boolInt(pair)
	jokers := 0
	if d.Wild != 0 {
		jokers = int(d.c[d.Wild])
		d.c[d.Wild] = 0
	}
	d.best = -1
	tiles := d.c.Total()
	d.walk(0, 0, 0, false, jokers, tiles)
	if tiles+jokers < 3*d.need+2*boolInt(pair) {
		// Jokers fill gaps but are not extra tiles: too few is never complete.
		d.best = min(d.best, d.maxGain-1)
	}
	return d.maxGain - 1 - d.best
}

// score is what a finished walk has made, with jokers upgrading blocks.
func (d *Distancer) score(sets, partials int, hasPair bool, jokers int) int {
	p := 0
	if d.pair && hasPair {
		p = 1
	}
	s := 2*min(sets, d.need) + min(partials, max(d.need-sets, 0)) + p
	return min(s+jokers, d.maxGain)
}

func (d *Distancer) walk(from tile.Kind, sets, partials int, hasPair bool, jokers, left int) {
	now := d.score(sets, partials, hasPair, jokers)
	if now > d.best {
		d.best = now
	}
	if d.best == d.maxGain || min(now+2*left/3, d.maxGain) <= d.best {
		return
	}
	k := from
	for int(k) < tile.NumKinds && (d.c[k] == 0 || d.Grammar.Skip(k)) {
		k++
	}
	if int(k) >= tile.NumKinds {
		return
	}
	depth := sets + partials
	for len(d.bufs) <= depth {
		d.bufs = append(d.bufs, make([]hand.Group, 0, 16))
	}
	groups := d.Grammar.Groups(&d.c, k, false, d.bufs[depth][:0])
	d.bufs[depth] = groups
	for i := range groups {
		g := groups[i]
		if takeGroup(&d.c, &g) {
			d.walk(k, sets+1, partials, hasPair, jokers, left-int(g.N))
			giveGroup(&d.c, &g)
		}
	}
	if d.c[k] >= 2 {
		d.c[k] -= 2
		if d.pair && !hasPair {
			d.walk(k, sets, partials, true, jokers, left-2)
		}
		d.walk(k, sets, partials+1, hasPair, jokers, left-2)
		d.c[k] += 2
	}
	if k.Suit().Numbered() {
		for step := 1; step <= 2; step++ {
			n := k + tile.Kind(step)
			if n.Suit() == k.Suit() && n.Number() <= 9 && d.c[n] > 0 {
				d.c[k]--
				d.c[n]--
				d.walk(k, sets, partials+1, hasPair, jokers, left-2)
				d.c[k]++
				d.c[n]++
			}
		}
	}
	d.c[k]--
	d.walk(k, sets, partials, hasPair, jokers, left-1)
	d.c[k]++
}

func takeGroup(c *hand.Counts, g *hand.Group) bool {
	for i, k := range g.Made() {
		if c[k] == 0 {
			for _, u := range g.Made()[:i] {
				c[u]++
			}
			return false
		}
		c[k]--
	}
	return true
}

func giveGroup(c *hand.Counts, g *hand.Group) {
	for _, k := range g.Made() {
		c[k]++
	}
}

// PairsDistance is the shanten of a hand of n distinct pairs (seven pairs,
// trump's four pairs), with wild jokers pairing any single.
func PairsDistance(c *hand.Counts, n int, wild tile.Kind) int {
	pairs, kinds, jokers := 0, 0, 0
	for k, x := range c {
		if wild != 0 && tile.Kind(k) == wild {
			jokers = int(x)
			continue
		}
		if x > 0 {
			kinds++
		}
		if x >= 2 {
			pairs++
		}
	}
	singles := kinds - pairs
	paired := min(jokers, singles)
	pairs += paired + (jokers-paired)/2
	return n - 1 - min(pairs, n) + max(0, n-kinds-(jokers-paired)/2)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
