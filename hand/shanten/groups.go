package shanten

// Groups is a hand read group by group for Regular: entries 0-2 are the
// man, pin and sou suits, entry 3 the honours, each an opaque class of the
// group's counts. A caller that tries many one-tile changes (a discard, a
// draw) re-reads only the group the tile belongs to, instead of the whole
// hand; an entry may also be copied from the Groups of another hand that
// agrees on that group.
type Groups [4]uint8

// GroupsOf reads every group of c.
func GroupsOf(c *Counts) Groups {
	t := tables()
	return Groups{t.suit[suitKey(c, 0)], t.suit[suitKey(c, 9)], t.suit[suitKey(c, 18)], t.honor[honorKey(c)]}
}

// GroupOf returns the entry of Groups that kind i (0-33) belongs to.
func GroupOf(i int) int { return min(i/9, 3) }

// Reread reads again from c the group of kind i, after a change to c[i].
func (g *Groups) Reread(c *Counts, i int) {
	t := tables()
	if j := GroupOf(i); j < 3 {
		g[j] = t.suit[suitKey(c, 9*j)]
	} else {
		g[3] = t.honor[honorKey(c)]
	}
}

// Regular is Regular of the hand g was read from.
func (g *Groups) Regular(melds int) int {
	k := 4 - min(max(melds, 0), 4)
	t := tables()
	x := t.pair[int(g[0])<<8|int(g[1])]
	y := t.pair[int(g[2])<<8|int(g[3])]
	return int(t.shanten[k][int(x)<<8|int(y)])
}
