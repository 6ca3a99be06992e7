package malaysia

import (
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

// malaysianOrphans are the nine kinds of 国士無双 the set holds; 飛 stand
// for the four terminals it lacks (1m 9m 1s 9s).
var malaysianOrphans = []tile.Kind{
	tile.K(tile.Pin, 1), tile.K(tile.Pin, 9),
	tile.East, tile.South, tile.West, tile.North, tile.White, tile.Green, tile.Red,
}

// missingTerminals is how many 国士無双 slots only 飛 can fill.
const missingTerminals = 4

// playable are the kinds a joker may stand for.
var playable = func() []tile.Kind {
	var ks []tile.Kind
	for n := 1; n <= 9; n++ {
		ks = append(ks, tile.K(tile.Pin, n))
	}
	for k := tile.East; k <= tile.Red; k++ {
		ks = append(ks, k)
	}
	return ks
}()

// readings calls f with every reading of the win. It stops early when f
// returns false.
func readings(w *Win, f func(*reading) bool) {
	c := hand.CountsOf(w.Hand)
	melds := make([]group, len(w.Melds))
	for i := range w.Melds {
		melds[i] = w.Melds[i].group()
	}
	sets := 4 - len(w.Melds)
	if c.Total() != 3*sets+2 || sets < 0 {
		return
	}
	if sets == 4 {
		if _, ok := hand.IsOrphans(&c, malaysianOrphans, missingTerminals, tile.Joker); ok {
			if !f(&reading{form: hand.Orphans}) {
				return
			}
		}
		if !sevenPairs(&c, f) {
			return
		}
	}
	emit := func(r hand.Reading, extra *group) bool {
		rd := reading{form: hand.Regular, groups: append([]group(nil), melds...)}
		for _, hg := range r.Groups {
			rd.groups = append(rd.groups, handGroup(hg))
		}
		if extra != nil {
			rd.groups = append(rd.groups, *extra)
		}
		return ronAssigned(w, &rd, f)
	}
	for _, r := range hand.Decompose(c, jokerGrammar{}, hand.Shape{Sets: sets, Pair: true}) {
		if !emit(r, nil) {
			return
		}
	}
	if c[tile.Joker] < 2 {
		return
	}
	c[tile.Joker] -= 2
	for _, r := range hand.Decompose(c, jokerGrammar{}, hand.Shape{Sets: sets}) {
		for _, k := range playable {
			if !emit(r, &group{shape: hand.Pair, as: k, jokers: 2, concealed: true}) {
				return
			}
		}
	}
}

func handGroup(hg hand.Group) group {
	g := group{shape: hg.Kind, as: hg.As, concealed: true}
	for _, k := range hg.Made() {
		if k == tile.Joker {
			g.jokers++
		}
	}
	return g
}

// ronAssigned hands f the reading as a ron leaves it: the discard completes
// one group of the hand, and a triplet it completes is not concealed. The
// winner takes it into a sequence or the pair when the reading allows, which
// never costs points; otherwise into a triplet.
func ronAssigned(w *Win, rd *reading, f func(*reading) bool) bool {
	if w.Tsumo || w.Tile == 0 {
		return f(rd)
	}
	triplet := -1
	for i, g := range rd.groups[len(w.Melds):] {
		covers := false
		g.kinds(func(k tile.Kind) { covers = covers || k == w.Tile })
		if !covers {
			continue
		}
		if !g.setShaped() {
			return f(rd)
		}
		triplet = len(w.Melds) + i
	}
	if triplet >= 0 {
		rd.groups[triplet].concealed = false
	}
	return f(rd)
}

// sevenPairs calls f with each seven-pairs reading: seven different kinds,
// a joker pairing a lone tile, and leftover jokers pairing as kinds not in
// the hand. It reports false when f stopped.
func sevenPairs(c *hand.Counts, f func(*reading) bool) bool {
	jokers := int(c[tile.Joker])
	var groups []group
	present := map[tile.Kind]bool{}
	for _, k := range playable {
		switch c[k] {
		case 0:
			continue
		case 1:
			jokers--
			groups = append(groups, group{shape: hand.Pair, as: k, jokers: 1, concealed: true})
		case 2:
			groups = append(groups, group{shape: hand.Pair, as: k, concealed: true})
		default:
			return true // three or four of a kind make no seven pairs
		}
		present[k] = true
	}
	if jokers < 0 || jokers%2 != 0 || len(groups)+jokers/2 != 7 {
		return true
	}
	var free []tile.Kind
	for _, k := range playable {
		if !present[k] {
			free = append(free, k)
		}
	}
	return choosePairs(groups, free, jokers/2, f)
}

// choosePairs adds n joker pairs of distinct kinds from free, in every way.
func choosePairs(groups []group, free []tile.Kind, n int, f func(*reading) bool) bool {
	if n == 0 {
		return f(&reading{form: hand.SevenPairs, groups: groups})
	}
	for i, k := range free {
		g := append(groups[:len(groups):len(groups)], group{shape: hand.Pair, as: k, jokers: 2, concealed: true})
		if !choosePairs(g, free[i+1:], n-1, f) {
			return false
		}
	}
	return true
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
	best, found := Value{}, false
	readings(w, func(rd *reading) bool {
		v := score(rd, w, r)
		if !found || v.Points > best.Points {
			best, found = v, true
		}
		return !best.Limit
	})
	return best, found
}
