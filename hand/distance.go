package hand

import (
	"slices"

	"jantaku/tile"
)

// Distancer measures how far concealed tiles are from a complete hand under
// any variant's set grammar: a shanten number (-1 complete, 0 ready) found
// by the usual count of sets, partial sets and the pair, where the grammar
// says what a set and a pair are (and, as a PartialGrammar, what a
// partial set is: MOMOJAN's cross the suits) and wild jokers fill any gap.
// Like riichi's shanten numbers it does not count copies: a hand that
// waits only on tiles it holds itself reads as ready. It keeps its buffers
// between calls; the zero value is ready once Grammar is set.
type Distancer struct {
	Grammar Grammar
	// Wild is the kind of the wild joker (tile.Joker) or 0 for none.
	Wild tile.Kind

	c Counts
	// Of Grammar, read once: its blocks by lowest kind, and the kinds it
	// starts no group from.
	known   Grammar
	blocks  *blockTable
	skip    [tile.NumKinds]bool
	scratch []Group // Helps'
	need    int
	pair    bool
	best    int
	goal    int // the walk stops once best reaches it
	maxGain int
}

// Distance returns the shanten of c toward sets more sets and, if pair, a
// pair. Extra tiles beyond the shape are left out as discards.
func (d *Distancer) Distance(c *Counts, sets int, pair bool) int {
	return d.search(c, sets, pair, -2)
}

// Within reports whether the shanten of c (as Distance) is at most target:
// the search stops at the first reading that good and leaves every line
// that cannot reach one, so it costs far less than the exact distance.
func (d *Distancer) Within(c *Counts, sets int, pair bool, target int) bool {
	return d.search(c, sets, pair, target) <= target
}

// search is Distance where only whether the distance is at most target
// matters (-2: the exact distance is wanted): the answer is at most target
// when the distance is, and beyond target otherwise.
func (d *Distancer) search(c *Counts, sets int, pair bool, target int) int {
	d.c, d.need, d.pair = *c, max(sets, 0), pair
	if d.known != d.Grammar {
		d.known, d.blocks = d.Grammar, newBlockTable(d.Grammar)
		for k := range d.skip {
			d.skip[k] = d.Grammar.Skip(tile.Kind(k))
		}
	}
	d.maxGain = 2*d.need + boolInt(pair)
	jokers := 0
	if d.Wild != 0 {
		jokers = int(d.c[d.Wild])
		d.c[d.Wild] = 0
	}
	// The walk keeps what beats best: a score of at least goal is the
	// distance target.
	d.best, d.goal = -1, d.maxGain
	if target > -2 {
		d.goal = min(d.maxGain-1-target, d.maxGain)
		d.best = max(d.goal-1, -1)
	}
	tiles := d.c.Total()
	if target == -1 && d.Wild == 0 {
		// Complete or not: no partial set or pair counts.
		spare := tiles - 3*d.need - 2*boolInt(pair)
		if spare >= 0 && d.cover(0, 0, false, spare) {
			return -1
		}
		return 0
	}
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
	if d.best >= d.goal || min(now+2*left/3, d.maxGain) <= d.best {
		return
	}
	k, ok := d.lowest(from)
	if !ok {
		return
	}
	// The blocks k starts: its sets, pairs (each also a partial set of a
	// triplet) and partial sets. A block the score would not count (a set
	// beyond those needed, a partial set beyond the places left) is no
	// better than leaving its tiles over.
	full := sets+partials >= d.need
	bl := &d.blocks[k]
	lo, hi := bl.span(sets < d.need, !full || d.pair && !hasPair, !full)
	for i := lo; i < hi; i++ {
		if !d.take(bl, i) {
			continue
		}
		g := &bl.groups[i]
		switch {
		case i < bl.sets:
			d.walk(k, sets+1, partials, hasPair, jokers, left-int(g.N))
		case i < bl.pairs:
			if d.pair && !hasPair {
				d.walk(k, sets, partials, true, jokers, left-2)
			}
			if !full {
				d.walk(k, sets, partials+1, hasPair, jokers, left-2)
			}
		default:
			d.walk(k, sets, partials+1, hasPair, jokers, left-2)
		}
		d.give(bl, i)
	}
	d.c[k]--
	d.walk(k, sets, partials, hasPair, jokers, left-1)
	d.c[k]++
}

// Helps reports whether one more tile of kind k may bring c nearer to
// complete under Distance, or, if complete is set, make it complete. A tile
// that makes no block (set, pair or partial set) with tiles c holds is
// left over in every reading, so where Helps is false the distance of c
// with k is that of c, for the same sets and pair (with complete set: c
// with k is complete only if c is). Wild jokers (one pairs with any tile)
// and grammars without partial sets (PartialGrammar) get true for
// every kind.
func (d *Distancer) Helps(c *Counts, k tile.Kind, complete bool) bool {
	if d.Wild != 0 || c[k] > 0 {
		return true
	}
	switch g := d.Grammar.(type) {
	case Standard:
		// Its sets and partial sets beside pairs lie within one suit.
		return NearInSuit(c, k)
	case PartialGrammar:
		// Its blocks may cross suits (MOMOJAN's): Groups gives every set
		// and pair through k (not only those k starts) and Partials every
		// partial set.
		c[k]++
		d.scratch = d.Grammar.Groups(c, k, true, d.scratch[:0])
		if !complete {
			d.scratch = g.Partials(c, k, d.scratch)
		}
		c[k]--
		return len(d.scratch) > 0
	}
	return true
}

// NearInSuit reports whether c holds a tile of k's numbered suit within
// two of k.
func NearInSuit(c *Counts, k tile.Kind) bool {
	if !k.Suit().Numbered() {
		return false
	}
	for d := -2; d <= 2; d++ {
		j := int(k) + d
		if d != 0 && j >= 0 && j < tile.NumKinds && tile.Kind(j).Suit() == k.Suit() && c[j] > 0 {
			return true
		}
	}
	return false
}

// cover reports whether d.c holds the sets still needed and the pair
// with at most spare tiles over: walk's question when only a complete
// hand will do, asked without partial sets.
func (d *Distancer) cover(from tile.Kind, sets int, hasPair bool, spare int) bool {
	if sets == d.need && (hasPair || !d.pair) {
		return true
	}
	k, ok := d.lowest(from)
	if !ok {
		return false
	}
	bl := &d.blocks[k]
	lo, hi := bl.span(sets < d.need, d.pair && !hasPair, false)
	for i := lo; i < hi; i++ {
		if !d.take(bl, i) {
			continue
		}
		isPair := i >= bl.sets
		ok := d.cover(k, sets+boolInt(!isPair), hasPair || isPair, spare)
		d.give(bl, i)
		if ok {
			return true
		}
	}
	if spare > 0 {
		d.c[k]--
		ok := d.cover(k, sets, hasPair, spare-1)
		d.c[k]++
		return ok
	}
	return false
}

// lowest returns the first kind from from on that d.c holds and the
// grammar starts groups from.
func (d *Distancer) lowest(from tile.Kind) (tile.Kind, bool) {
	k := from
	for int(k) < tile.NumKinds && (d.c[k] == 0 || d.skip[k]) {
		k++
	}
	return k, int(k) < tile.NumKinds
}

// blockTable lists, for each kind k, every block of a grammar that k
// starts (its lowest kind is k): sets, then pairs, then partial sets. The
// walk reaches kind k only when every lower kind is used up, so these are
// all the blocks it may take there, each when the hand holds its tiles.
type blockTable [tile.NumKinds]kindBlocks

type kindBlocks struct {
	groups      []Group
	sets, pairs int // groups[:sets] are sets, groups[sets:pairs] pairs
	// distinct[i] marks groups[i] as made of different kinds: the hand
	// holds its tiles where it holds one of each.
	distinct []bool
}

// span is the range of the blocks of the kinds asked for (sets, pairs,
// partial sets: those asked for are next to each other in that order).
func (bl *kindBlocks) span(sets, pairs, partials bool) (lo, hi int) {
	bounds := [4]int{0, bl.sets, bl.pairs, len(bl.groups)}
	lo = len(bl.groups)
	for i, on := range [3]bool{sets, pairs, partials} {
		if on {
			lo, hi = min(lo, bounds[i]), bounds[i+1]
		}
	}
	return lo, hi
}

// take takes block i of k from d.c if it holds the tiles.
func (d *Distancer) take(bl *kindBlocks, i int) bool {
	g := &bl.groups[i]
	if !bl.distinct[i] {
		return take(&d.c, g)
	}
	ts := g.Made()
	for _, k := range ts {
		if d.c[k] == 0 {
			return false
		}
	}
	for _, k := range ts {
		d.c[k]--
	}
	return true
}

// give puts block i back.
func (d *Distancer) give(bl *kindBlocks, i int) { give(&d.c, &bl.groups[i]) }

// newBlockTable reads g's blocks from a hand of every kind: its sets and
// pairs (Groups) and partial sets (PartialGrammar, else neighbours
// and one-gaps in a numbered suit). A set offered twice with the same
// tiles (MOMOJAN's peach sequence stands for any fruit) is kept once.
func newBlockTable(g Grammar) *blockTable {
	var all Counts
	for k := range all {
		all[k] = 4
	}
	pg, ok := g.(PartialGrammar)
	if !ok {
		pg = Standard{}
	}
	t := &blockTable{}
	for k := range all {
		kind := tile.Kind(k)
		if g.Skip(kind) {
			continue
		}
		var sets, pairs, partials []Group
		for _, grp := range distinctGroups(pg.Partials(&all, kind, g.Groups(&all, kind, true, nil))) {
			if slices.Min(grp.Made()) != kind {
				continue
			}
			switch grp.Kind {
			case Pair:
				pairs = append(pairs, grp)
			case Partial:
				partials = append(partials, grp)
			default:
				sets = append(sets, grp)
			}
		}
		bl := kindBlocks{groups: slices.Concat(sets, pairs, partials), sets: len(sets), pairs: len(sets) + len(pairs)}
		for _, grp := range bl.groups {
			ts := slices.Clone(grp.Made())
			slices.Sort(ts)
			bl.distinct = append(bl.distinct, len(slices.Compact(ts)) == len(grp.Made()))
		}
		t[k] = bl
	}
	return t
}

// distinctGroups keeps the first of groups made of the same tiles.
func distinctGroups(gs []Group) []Group {
	out := gs[:0]
next:
	for i := range gs {
		for j := range out {
			if out[j].N == gs[i].N && out[j].Tiles == gs[i].Tiles {
				continue next
			}
		}
		out = append(out, gs[i])
	}
	return out
}

// PairsDistance is the shanten of a hand of n distinct pairs (seven pairs,
// trump's four pairs), with wild jokers pairing any single.
func PairsDistance(c *Counts, n int, wild tile.Kind) int {
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
