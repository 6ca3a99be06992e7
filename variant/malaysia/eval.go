package malaysia

import (
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// Win is one winning hand to value: everything the yaku depend on.
type Win struct {
	Hand    []tile.Tile // concealed tiles, the winning tile included
	Melds   []Meld
	Flowers []tile.Tile // set aside: flowers and 飛
	Seat    tile.Kind   // the winner's seat wind
	Tile    tile.Kind   // the winning tile (for a ron: the discard)
	Tsumo   bool
	Rinshan bool // on a replacement draw after a kan or a flower
	Last    bool // on the last tile of the wall (海底) or its discard (河底)
	Tenhou  bool
}

// group is one set or the pair of a reading, by what it stands for.
type group struct {
	shape     hand.GroupKind // Pair, Sequence, Triplet or Quad
	as        tile.Kind      // lowest kind of a sequence, kind of the rest
	jokers    int
	open      bool // called from a discard
	concealed bool // a triplet or quad that counts as 暗刻
	kan       bool
}

// reading is one way the winning hand splits, with what jokers stand for.
type reading struct {
	form   hand.Form
	groups []group
}

// kinds calls f for every tile the group stands for.
func (g *group) kinds(f func(tile.Kind)) {
	n := 2
	switch g.shape {
	case hand.Sequence:
		f(g.as)
		f(g.as + 1)
		f(g.as + 2)
		return
	case hand.Triplet:
		n = 3
	case hand.Quad:
		n = 4
	}
	for i := 0; i < n; i++ {
		f(g.as)
	}
}

// setShaped reports whether the group is a triplet or a quad.
func (g *group) setShaped() bool { return g.shape == hand.Triplet || g.shape == hand.Quad }

// readings calls f with every reading of the win, under the grammar of
// package hand: a 飛 stands for any tile of a set or pair but never makes
// one with jokers alone (two 飛 are not a pair either). It stops early when
// f returns false.
func readings(w *Win, f func(*reading) bool) {
	c := hand.CountsOf(w.Hand)
	sets := 4 - len(w.Melds)
	if sets < 0 || c.Total() != 3*sets+2 || slices.ContainsFunc(w.Hand, isFlower) {
		return // a flower kept in the hand is part of no set
	}
	rd := reading{groups: make([]group, 0, 5)}
	if sets == 4 {
		if _, ok := hand.MalaysianOrphans(&c); ok && !f(&reading{form: hand.Orphans}) {
			return
		}
		if r, ok := hand.WildPairs(&c, 7, tile.Joker); ok && !f(fromHand(w, r, &rd)) {
			return
		}
	}
	var d hand.Decomposer
	for _, r := range d.Decompose(c, hand.Malaysian{}, hand.Shape{Sets: sets, Pair: true}) {
		fromHand(w, r, &rd)
		rd.form = hand.Regular
		if !f(ronAssigned(w, &rd)) {
			return
		}
	}
}

// fromHand fills rd with the melds' groups and then the hand's. rd's
// memory is reused from reading to reading: f must not keep it.
func fromHand(w *Win, r hand.Reading, rd *reading) *reading {
	rd.form, rd.groups = r.Form, rd.groups[:0]
	for i := range w.Melds {
		rd.groups = append(rd.groups, w.Melds[i].group())
	}
	for _, hg := range r.Groups {
		g := group{shape: hg.Kind, as: hg.As, concealed: true}
		for _, k := range hg.Made() {
			g.jokers += b2i(k == tile.Joker)
		}
		rd.groups = append(rd.groups, g)
	}
	return rd
}

// ronAssigned returns the reading as a ron leaves it: the discard completes
// one group of the hand, and a triplet it completes is not concealed. The
// winner puts it in a sequence or the pair when the reading allows, which
// never costs points; otherwise in a triplet.
func ronAssigned(w *Win, rd *reading) *reading {
	if w.Tsumo || w.Tile == 0 {
		return rd
	}
	triplet := -1
	for i := len(w.Melds); i < len(rd.groups); i++ {
		g := &rd.groups[i]
		covers := false
		g.kinds(func(k tile.Kind) { covers = covers || k == w.Tile })
		if !covers {
			continue
		}
		if !g.setShaped() {
			return rd
		}
		triplet = i
	}
	if triplet >= 0 {
		rd.groups[triplet].concealed = false
	}
	return rd
}

// Value is what a winning hand is worth.
type Value struct {
	Points int                // the hand's value, flowers included, at most the limit
	Limit  bool               // a limit hand (役満, or 10 points counted)
	Yaku   []engine.YakuValue // what makes it up
}

// Evaluate returns the best value of the win over all its readings, and
// whether the tiles make a winning shape at all.
func Evaluate(w *Win, r *Rules) (Value, bool) {
	counts, best := make([]int, len(Table)), make([]int, len(Table))
	bestPoints, found := 0, false
	var h facts
	readings(w, func(rd *reading) bool {
		h.set(rd, w)
		if p := score(&h, counts); !found || p > bestPoints {
			bestPoints, found = p, true
			copy(best, counts)
		}
		return bestPoints < r.Limit
	})
	if !found {
		return Value{}, false
	}
	return value(bestPoints, best, r), true
}
