package hand

import (
	"encoding/binary"
	"math/bits"

	"jantaku/tile"
)

// Grammar says which groups a variant's hands are made of. Every set is
// three tiles and every pair two; quads are melds, never groups of a reading.
type Grammar interface {
	// Groups appends to buf every set the grammar allows that uses one tile
	// of kind k and takes the rest from c (which still counts that tile),
	// and, if pair is set, every pair that does so too. Every group it
	// returns has Tiles[0] == k, and no group twice.
	Groups(c *Counts, k tile.Kind, pair bool, buf []Group) []Group
	// Skip reports whether kind k is taken only as a helper inside other
	// groups (a wild joker), so the search never starts a group from it.
	Skip(k tile.Kind) bool
}

// PartialGrammar is a Grammar that also lists its partial sets (搭子): two
// tiles of different kinds that one more tile makes a set, the blocks a
// shanten count weighs beside sets and pairs. A pair is a partial set too
// (of a triplet), but Groups gives it, so Partials leaves it out.
type PartialGrammar interface {
	Grammar
	// Partials appends to buf every partial set made of one tile of kind k
	// and one tile of another kind that c holds, each once, as a Partial
	// group with Tiles[0] == k.
	Partials(c *Counts, k tile.Kind, buf []Group) []Group
}

// partialOf is the partial set of kinds k and j.
func partialOf(k, j tile.Kind) Group {
	return Group{Kind: Partial, Tiles: [4]tile.Kind{k, j}, N: 2}
}

// Shape is how many groups a regular hand has.
type Shape struct {
	Sets int  // sets the tiles must make
	Pair bool // and one pair
}

// Tiles returns how many tiles a hand of this shape holds.
func (s Shape) Tiles() int { return 3*s.Sets + 2*boolInt(s.Pair) }

// PairAndSets returns the shape of one pair and as many sets as n tiles
// make, for hands that grow (MOMOJAN's kai draws): (n-2)/3 sets. It reports
// false when n tiles cannot be a pair and sets.
func PairAndSets(n int) (Shape, bool) {
	if n < 2 || (n-2)%3 != 0 {
		return Shape{}, false
	}
	return Shape{Sets: (n - 2) / 3, Pair: true}, true
}

// Decompose returns every distinct way the tiles in c make shape.Sets sets
// and, if asked, one pair, under grammar g. A nil result means none. The
// groups of a reading come in one fixed order: by their first tile, then
// by their other tiles, shape and meaning.
func Decompose(c Counts, g Grammar, shape Shape) []Reading {
	var d Decomposer
	rs := d.Decompose(c, g, shape)
	if len(rs) == 0 {
		return nil
	}
	return rs
}

// Decomposer finds readings and keeps its buffers between calls, so that
// bots and Waits decompose many hands without allocating. The zero value is
// ready to use. The readings it returns share its memory: they are valid
// until its next call. Do not copy a Decomposer once used.
type Decomposer struct {
	c     Counts
	skip  kindSet // wild kinds, marked only for kinds the hand may hold
	g     Grammar
	std   bool // g is Standard: groups are found without an interface call
	shape Shape
	sets  int
	pairs int
	left  int // tiles not yet in a group
	stack []Group
	cands []Group // candidates of every open depth, one after another
	slab  []Group // the groups of the readings found
	out   []Reading
	// First backing arrays, so a fresh Decomposer allocates once.
	stackArr [8]Group
	slabArr  [16]Group
	outArr   [4]Reading
}

// Decompose is the package's Decompose using d's buffers.
func (d *Decomposer) Decompose(c Counts, g Grammar, shape Shape) []Reading {
	d.prepare(g, shape)
	if c.Total() != shape.Tiles() {
		return d.out
	}
	d.c = c
	if !d.std {
		for k, n := range c {
			if n > 0 {
				d.skip.set(k, g.Skip(tile.Kind(k)))
			}
		}
	}
	return d.search()
}

// prepare readies d for hands of shape under g: nothing is skipped until
// marked in d.skip.
func (d *Decomposer) prepare(g Grammar, shape Shape) {
	if d.out == nil {
		d.stack, d.slab, d.out = d.stackArr[:0], d.slabArr[:0], d.outArr[:0]
	}
	if d.cands == nil && !isStandard(g) {
		d.cands = make([]Group, 0, 64) // the standard walk needs none
	}
	d.out, d.slab = d.out[:0], d.slab[:0]
	d.g, d.shape = g, shape
	d.std = isStandard(g)
	d.skip = kindSet{}
}

// search finds the readings of d.c, which holds shape.Tiles() tiles.
func (d *Decomposer) search() []Reading {
	d.out, d.slab = d.out[:0], d.slab[:0]
	d.stack, d.cands = d.stack[:0], d.cands[:0]
	d.sets, d.pairs, d.left = 0, 0, d.shape.Tiles()
	if d.std {
		d.walkStandard(0, rankPair)
	} else {
		d.walk(0)
	}
	return d.out
}

// walk places the lowest remaining kind, at least from, into a group.
// Groups started by the same kind are taken in one order only, so each
// reading is found once.
func (d *Decomposer) walk(from tile.Kind) {
	if d.left == 0 {
		d.emit()
		return
	}
	k, ok := d.lowest(from)
	if !ok {
		return // only wild tiles are left, and they make no group alone
	}
	start := len(d.cands)
	d.cands = d.groups(k, d.shape.Pair && d.pairs == 0)
	cands := d.cands[start:]
	var prev *Group
	if n := len(d.stack); n > 0 && d.stack[n-1].Tiles[0] == k {
		prev = &d.stack[n-1]
	}
	for i := range cands {
		grp := cands[i]
		if prev != nil && compareGroups(&grp, prev) < 0 {
			continue
		}
		isPair := grp.Kind == Pair
		if !isPair && d.sets >= d.shape.Sets {
			continue
		}
		if !take(&d.c, &grp) {
			continue
		}
		d.count(isPair, 1)
		d.stack = append(d.stack, grp)
		d.walk(k)
		d.stack = d.stack[:len(d.stack)-1]
		d.count(isPair, -1)
		give(&d.c, &grp)
	}
	d.cands = d.cands[:start]
}

func (d *Decomposer) groups(k tile.Kind, pair bool) []Group {
	return d.g.Groups(&d.c, k, pair, d.cands)
}

func (d *Decomposer) count(isPair bool, by int) {
	if isPair {
		d.pairs += by
		d.left -= 2 * by
	} else {
		d.sets += by
		d.left -= 3 * by
	}
}

// lowest returns the lowest kind at least from that the hand still holds
// and that may start a group. It skips empty kinds eight at a time.
func (d *Decomposer) lowest(from tile.Kind) (tile.Kind, bool) {
	k := int(from)
	for k < tile.NumKinds {
		if k+8 <= tile.NumKinds {
			w := binary.LittleEndian.Uint64(d.c[k : k+8])
			if w == 0 {
				k += 8
				continue
			}
			k += bits.TrailingZeros64(w) / 8
		} else if d.c[k] == 0 {
			k++
			continue
		}
		if !d.skip.has(k) {
			return tile.Kind(k), true
		}
		k++
	}
	return 0, false
}

// emit records the stack as a reading; the tile count already matches the
// shape, so the sets and the pair are complete.
func (d *Decomposer) emit() {
	at := len(d.slab)
	d.slab = append(d.slab, d.stack...)
	d.out = append(d.out, Reading{Groups: d.slab[at:len(d.slab):len(d.slab)]})
}

// take removes the group's tiles from c, or reports false and leaves c as
// it was when c lacks them.
func take(c *Counts, g *Group) bool {
	for i, k := range g.Made() {
		if c[k] == 0 {
			for _, back := range g.Tiles[:i] {
				c[back]++
			}
			return false
		}
		c[k]--
	}
	return true
}

func give(c *Counts, g *Group) {
	for _, k := range g.Made() {
		c[k]++
	}
}

// compareGroups orders groups by their tiles, then shape and meaning, so the
// search can take the groups of one kind in one order only.
func compareGroups(a, b *Group) int {
	for i := 0; i < 4; i++ {
		if a.Tiles[i] != b.Tiles[i] {
			return int(a.Tiles[i]) - int(b.Tiles[i])
		}
	}
	if a.N != b.N {
		return int(a.N) - int(b.N)
	}
	if a.Kind != b.Kind {
		return int(a.Kind) - int(b.Kind)
	}
	return int(a.As) - int(b.As)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func isStandard(g Grammar) bool {
	_, ok := g.(Standard)
	return ok
}

// kindSet is a set of kinds, one bit each.
type kindSet [(tile.NumKinds + 63) / 64]uint64

func (s *kindSet) has(k int) bool { return s[k/64]&(1<<(k%64)) != 0 }

func (s *kindSet) set(k int, on bool) {
	if on {
		s[k/64] |= 1 << (k % 64)
	} else {
		s[k/64] &^= 1 << (k % 64)
	}
}
