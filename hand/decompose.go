package hand

import (
	"slices"

	"jantaku/tile"
)

// Grammar says which groups a variant's hands are made of.
type Grammar interface {
	// Groups appends to buf every set the grammar allows that uses one tile
	// of kind k and takes the rest from c (which still counts that tile),
	// and, if pair is set, every pair that does so too. Every group it
	// returns has Tiles[0] == k.
	Groups(c *Counts, k tile.Kind, pair bool, buf []Group) []Group
	// Skip reports whether kind k is taken only as a helper inside other
	// groups (a wild joker), so the search never starts a group from it.
	Skip(k tile.Kind) bool
}

// Shape is how many groups a regular hand has.
type Shape struct {
	Sets int  // sets the tiles must make
	Pair bool // and one pair
}

// Decompose returns every distinct way the tiles in c make shape.Sets sets
// and, if asked, one pair, under grammar g. A nil result means none.
func Decompose(c Counts, g Grammar, shape Shape) []Reading {
	d := decomposer{g: g, shape: shape}
	d.walk(&c, 0)
	return d.out
}

type decomposer struct {
	g     Grammar
	shape Shape
	stack []Group
	out   []Reading
	buf   [][]Group // candidate buffers by depth, reused
}

// walk places the lowest remaining kind into a group. Groups started by the
// same kind are taken in one order only, so each reading is found once.
func (d *decomposer) walk(c *Counts, depth int) {
	k, ok := d.lowest(c)
	if !ok {
		if d.complete(c) {
			d.out = append(d.out, Reading{Groups: slices.Clone(d.stack)})
		}
		return
	}
	if len(d.stack) >= d.shape.Sets+boolInt(d.shape.Pair) {
		return
	}
	needPair := d.shape.Pair && !d.hasPair()
	for len(d.buf) <= depth {
		d.buf = append(d.buf, nil)
	}
	cands := d.g.Groups(c, k, needPair, d.buf[depth][:0])
	d.buf[depth] = cands
	slices.SortFunc(cands, compareGroups)
	for i := range cands {
		grp := cands[i]
		if n := len(d.stack); n > 0 && d.stack[n-1].Tiles[0] == k && compareGroups(grp, d.stack[n-1]) < 0 {
			continue
		}
		if grp.Kind != Pair && d.sets() >= d.shape.Sets {
			continue
		}
		if !take(c, &grp) {
			continue
		}
		d.stack = append(d.stack, grp)
		d.walk(c, depth+1)
		d.stack = d.stack[:len(d.stack)-1]
		give(c, &grp)
	}
}

func (d *decomposer) lowest(c *Counts) (tile.Kind, bool) {
	for k, n := range c {
		if n > 0 && !d.g.Skip(tile.Kind(k)) {
			return tile.Kind(k), true
		}
	}
	return 0, false
}

// complete reports whether the stack is a whole reading and no tile is left.
func (d *decomposer) complete(c *Counts) bool {
	for _, n := range c {
		if n > 0 {
			return false
		}
	}
	return d.sets() == d.shape.Sets && d.hasPair() == d.shape.Pair
}

func (d *decomposer) sets() int {
	n := 0
	for _, g := range d.stack {
		if g.Kind != Pair {
			n++
		}
	}
	return n
}

func (d *decomposer) hasPair() bool {
	for _, g := range d.stack {
		if g.Kind == Pair {
			return true
		}
	}
	return false
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
func compareGroups(a, b Group) int {
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
