package bot

import (
	"math/bits"

	"jantaku/hand"
	"jantaku/hand/shanten"
	"jantaku/tile"
)

// hand34 measures a riichi turn (a hand of 14 tiles less its calls) on
// package shanten's 34-kind counts: the hand is read group by group
// (shanten.Groups), and each discard, and each draw after it, changes only
// the class of the tile's group. Those classes are kept between turns
// (classMemo), draws that give a group the same class are measured once,
// and seven pairs and orphans come from counts of kinds and pairs kept
// beside. It gives the same numbers as shanten.Of on the changed counts
// (TestDiscards34MatchesReference).
type hand34 struct {
	full       shanten.Counts // the 14 tiles
	work       shanten.Counts // full less the discard being measured
	groups     shanten.Groups // of full
	classes    classMemo      // the group classes read, kept between turns
	unseen     [34]int8
	copies     shanten.Counts // of the tile set
	held       uint64         // the kinds of full
	copiesRead bool
	melds      int
	forms      formTally // of full
	// Per discard candidate, in the order measured: the groups and forms
	// of the hand without it.
	candGroups []shanten.Groups
	candForms  []formTally
	near       uint64        // nearOf(held)
	cross      []crossResult // crossAcceptance's results this turn
	// The classes draws make of each group, read once a turn.
	draws     [4][9]drawClass
	nDraws    [4]int
	drawOf    [34]uint8 // a near kind's entry in draws
	drawsRead bool
}

// formTally counts what seven pairs and orphans look at.
type formTally struct{ kinds, pairs, ends, endPairs int }

func (t formTally) sevenPairs() int { return 6 - min(t.pairs, 7) + max(0, 7-t.kinds) }
func (t formTally) orphans() int    { return 13 - t.ends - min(t.endPairs, 1) }
func (t formTally) best() int       { return min(t.sevenPairs(), t.orphans()) }

// endKinds marks the terminals and honours in the 34-kind index.
const endKinds = 1<<0 | 1<<8 | 1<<9 | 1<<17 | 1<<18 | 1<<26 | 0x7f<<27

// change returns t after the count of kind i goes from n to n+1 (up) or
// from n to n-1.
func (t formTally) change(i int, n uint8, up bool) formTally {
	end := endKinds>>i&1 == 1
	if !up {
		n--
	}
	switch n {
	case 0:
		t.kinds += sign(up)
		if end {
			t.ends += sign(up)
		}
	case 1:
		t.pairs += sign(up)
		if end {
			t.endPairs += sign(up)
		}
	}
	return t
}

func sign(up bool) int {
	if up {
		return 1
	}
	return -1
}

// read sets h to the seat's tiles in m.
func (h *hand34) read(m *Model) {
	if !h.copiesRead {
		var c hand.Counts
		for k := range c {
			c[k] = uint8(m.set.Copies(tile.Kind(k)))
		}
		h.copies, h.copiesRead = riichi34(&c), true
	}
	h.full = riichi34(&m.Own)
	h.work = h.full
	for grp := range h.groups {
		h.groups[grp] = h.classes.base(&h.full, grp)
	}
	h.cross, h.drawsRead = h.cross[:0], false
	h.melds = m.Melds
	seen := riichi34(&m.Seen)
	h.forms, h.held = formTally{}, 0
	for i, n := range h.full {
		h.unseen[i] = int8(max(int(h.copies[i])-int(seen[i]), 0))
		if n == 0 {
			continue
		}
		h.held |= 1 << i
		end := int(endKinds >> i & 1)
		h.forms.kinds++
		h.forms.ends += end
		if n >= 2 {
			h.forms.pairs++
			h.forms.endPairs += end
		}
	}
	h.near = nearOf(h.held)
}

// without measures the hand less one tile of kind i (-1: nothing taken
// out): its distance, and what acceptance needs of it.
func (h *hand34) without(i int) (dist int, g shanten.Groups, t formTally) {
	g, t = h.groups, h.forms
	if i >= 0 {
		t = t.change(i, h.work[i], false)
		g[shanten.GroupOf(i)] = h.classes.minus(&h.full, i)
	}
	dist = g.Regular(h.melds)
	if h.melds == 0 {
		dist = min(dist, t.best())
	}
	return dist, g, t
}

// acceptance counts the unseen tiles that bring the hand less one tile of
// kind i (g and t from without) nearer than base. Like the generic count
// it tries only kinds held or next to a held tile in their suit; when
// seven pairs and orphans are both above base only the regular form can
// improve (a draw lowers each form by at most one).
//
// Draws in i's own group are measured on the counts; draws in the other
// groups (crossAcceptance) only swap in that group's class.
func (h *hand34) acceptance(i int, g shanten.Groups, t formTally, base int) int {
	special := h.melds == 0 && t.best() <= base
	own := uint64(0)
	if i >= 0 {
		own = groupMask(shanten.GroupOf(i))
	}
	n := h.crossAcceptance(own, g, t, special, base)
	if own == 0 {
		return n
	}
	held := h.held
	if h.work[i] == 1 {
		held &^= 1 << i
	}
	h.work[i]--
	for near := nearOf(held) & own; near != 0; near &= near - 1 {
		j := bits.TrailingZeros64(near)
		u := int(h.unseen[j])
		if u == 0 {
			continue
		}
		c, gj, grp := h.work[j], g, shanten.GroupOf(j)
		gj[grp] = h.classes.swap(&h.full, i, j)
		d := gj.Regular(h.melds)
		if special {
			d = min(d, t.change(j, c, true).best())
		}
		if d < base {
			n += u
		}
	}
	h.work[i]++
	return n
}

// crossAcceptance counts the acceptance from draws outside the kinds own
// (one group, or none), in a hand whose groups are g. Such a draw changes
// only its own group, to the class of that group plus the tile, so the
// draws of a group that give the same class (drawClasses) share one
// regular distance; and several discards often leave the same classes
// behind, so the count is kept for the turn.
func (h *hand34) crossAcceptance(own uint64, g shanten.Groups, t formTally, special bool, base int) int {
	key := uint64(g[0]) | uint64(g[1])<<8 | uint64(g[2])<<16 | uint64(g[3])<<24 | uint64(bits.TrailingZeros64(own))<<32
	if special {
		key |= 1<<39 | uint64(t.kinds)<<40 | uint64(t.pairs)<<46 | uint64(t.ends)<<52 | uint64(t.endPairs)<<58
	}
	for _, c := range h.cross {
		if c.key == key {
			return c.n
		}
	}
	if !h.drawsRead {
		h.readDraws()
	}
	n := 0
	for grp := range 4 {
		if groupMask(grp) == own {
			continue
		}
		var dist [9]int8
		for e, dc := range h.draws[grp][:h.nDraws[grp]] {
			gj := g
			gj[grp] = dc.class
			dist[e] = int8(gj.Regular(h.melds))
			if !special && int(dist[e]) < base {
				n += dc.unseen
			}
		}
		if !special {
			continue
		}
		for near := h.near & groupMask(grp); near != 0; near &= near - 1 {
			j := bits.TrailingZeros64(near)
			if u := int(h.unseen[j]); u > 0 && min(int(dist[h.drawOf[j]]), t.change(j, h.full[j], true).best()) < base {
				n += u
			}
		}
	}
	h.cross = append(h.cross, crossResult{key, n})
	return n
}

// crossResult is a count of crossAcceptance this turn, under its key: the
// classes, the group left out and, when the special forms count, their
// tally.
type crossResult struct {
	key uint64
	n   int
}

// drawClass is one class a group can reach by a draw, with the unseen
// tiles that reach it.
type drawClass struct {
	class  uint8
	unseen int
}

// readDraws lists, for each group, the classes that drawing a near kind
// not all seen makes of it in the full hand, once a turn.
func (h *hand34) readDraws() {
	h.drawsRead = true
	for grp := range 4 {
		h.nDraws[grp] = 0
		for near := h.near & groupMask(grp); near != 0; near &= near - 1 {
			j := bits.TrailingZeros64(near)
			u := int(h.unseen[j])
			if u == 0 {
				continue
			}
			cls, list := h.classes.plus(&h.full, j), h.draws[grp][:h.nDraws[grp]]
			e := 0
			for e < len(list) && list[e].class != cls {
				e++
			}
			if e == len(list) {
				h.draws[grp][e] = drawClass{class: cls}
				h.nDraws[grp]++
			}
			h.draws[grp][e].unseen += u
			h.drawOf[j] = uint8(e)
		}
	}
}

// groupMask is the set of kinds of group grp (shanten.GroupOf).
func groupMask(grp int) uint64 {
	if grp == 3 {
		return 0x7f << 27
	}
	return 0x1ff << (9 * grp)
}

// nearOf is the set of kinds held (the set held) or within two of a held
// tile of the same suit: the only draws that can lower a regular hand's
// distance.
func nearOf(held uint64) uint64 {
	near := held & groupMask(3)
	for su := range 3 {
		s := held >> (9 * su) & 0x1ff
		near |= (s | s<<1 | s<<2 | s>>1 | s>>2) & 0x1ff << (9 * su)
	}
	return near
}

// discards34 is evaluator.discards for riichi tiles.
func (e *evaluator) discards34(m *Model, allowed *[tile.NumKinds]bool) []choice {
	h := &e.h34
	h.read(m)
	out := e.choices[:0]
	best := 99
	h.candGroups, h.candForms = h.candGroups[:0], h.candForms[:0]
	c := &m.Own
	for k, n := range c {
		kind := tile.Kind(k)
		if n == 0 || !allowed[kind] {
			continue
		}
		d, g, t := h.without(index34(kind))
		h.candGroups, h.candForms = append(h.candGroups, g), append(h.candForms, t)
		out = append(out, choice{kind: kind, dist: d, isolated: isolated(c, kind)})
		best = min(best, d)
	}
	ties := countAt(out, best)
	if ties > 1 {
		for i := range out {
			if k := out[i].kind; out[i].dist == best {
				out[i].accept = h.acceptance(index34(k), h.candGroups[i], h.candForms[i], best)
			}
		}
	}
	e.choices = out
	return out
}

// classMemo keeps the group classes read for the hand and its one-tile
// changes, by kind: a turn that left a group as it was (most turns change
// one or two groups of four) reads none of that group's classes again.
type classMemo struct {
	key                 [4]uint32 // each group's counts, 3 bits a kind, and bit 31 once read
	class               [4]uint8
	minusOf, plusOf     [34]uint8     // the kind's group less or plus one tile of it
	swapOf              [34][34]uint8 // less one of the first kind, plus one of the second (same group)
	haveMinus, havePlus uint64
	haveSwap            [34]uint64
}

// base returns the class of group grp of c, forgetting the group's
// changed classes when its counts differ from the last ones.
func (cm *classMemo) base(c *shanten.Counts, grp int) uint8 {
	key := uint32(1) << 31
	for p, n := range c[9*grp : min(9*grp+9, 34)] {
		key |= uint32(n) << (3 * p)
	}
	if key != cm.key[grp] {
		mask := groupMask(grp)
		cm.key[grp], cm.class[grp] = key, changed(c, 9*grp, 0, 9*grp, 0)
		cm.haveMinus &^= mask
		cm.havePlus &^= mask
		for i := 9 * grp; i < min(9*grp+9, 34); i++ {
			cm.haveSwap[i] = 0
		}
	}
	return cm.class[grp]
}

// minus is the class of the group of kind i in full less one i.
func (cm *classMemo) minus(full *shanten.Counts, i int) uint8 {
	if cm.haveMinus>>i&1 == 0 {
		cm.readMinus(full, i)
	}
	return cm.minusOf[i]
}

// The reads stay out of line so that the lookups inline.
//
//go:noinline
func (cm *classMemo) readMinus(full *shanten.Counts, i int) {
	cm.minusOf[i], cm.haveMinus = changed(full, i, -1, i, 0), cm.haveMinus|1<<i
}

// plus is the class of the group of kind j in full plus one j.
func (cm *classMemo) plus(full *shanten.Counts, j int) uint8 {
	if cm.havePlus>>j&1 == 0 {
		cm.readPlus(full, j)
	}
	return cm.plusOf[j]
}

//go:noinline
func (cm *classMemo) readPlus(full *shanten.Counts, j int) {
	cm.plusOf[j], cm.havePlus = changed(full, j, 1, j, 0), cm.havePlus|1<<j
}

// swap is the class of the group of kinds i and j in full less one i and
// plus one j.
func (cm *classMemo) swap(full *shanten.Counts, i, j int) uint8 {
	if cm.haveSwap[i]>>j&1 == 0 {
		cm.readSwap(full, i, j)
	}
	return cm.swapOf[i][j]
}

//go:noinline
func (cm *classMemo) readSwap(full *shanten.Counts, i, j int) {
	cm.swapOf[i][j], cm.haveSwap[i] = changed(full, i, -1, j, 1), cm.haveSwap[i]|1<<j
}

// changed is the class of the group of kinds i and j (one group) in full
// with di added to the count of i and dj to that of j; full is left as it
// was.
func changed(full *shanten.Counts, i int, di int8, j int, dj int8) uint8 {
	full[i] += uint8(di)
	full[j] += uint8(dj)
	var g shanten.Groups
	g.Reread(full, j)
	full[i] -= uint8(di)
	full[j] -= uint8(dj)
	return g[shanten.GroupOf(j)]
}
