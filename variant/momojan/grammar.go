package momojan

import (
	"slices"

	"jantaku/hand"
	"jantaku/tile"
)

// Peach is the wild fruit: it may stand in for any fruit in a sequence.
const Peach = tile.Pin

// fruits are the four numbered suits, peach first.
var fruits = [4]tile.Suit{Peach, tile.Lemon, tile.Orange, tile.Sou}

func isNumber(k tile.Kind) bool { return k.Suit() != tile.Honor }

// groupTable holds every group the MOMOJAN grammar allows (sets, pairs and
// kans), each with its kinds in ascending order, indexed by its lowest kind.
// It is built once and never changed.
var groupTable = buildGroups()

type groupIndex [tile.NumKinds][]hand.Group

func buildGroups() *groupIndex {
	var all []hand.Group
	add := func(k hand.GroupKind, ks ...tile.Kind) {
		ks = slices.Clone(ks)
		slices.Sort(ks)
		all = append(all, hand.Of(k, ks[0], ks...))
	}
	for n := 1; n <= 7; n++ {
		for _, a := range fruits {
			for _, b := range fruits {
				for _, c := range fruits {
					if oneFruit(a, b, c) {
						add(hand.Sequence, tile.K(a, n), tile.K(b, n+1), tile.K(c, n+2))
					}
				}
			}
		}
	}
	for n := 1; n <= 9; n++ {
		var ks [4]tile.Kind
		for i, f := range fruits {
			ks[i] = tile.K(f, n)
		}
		for mask := 1; mask < 16; mask++ {
			var sub []tile.Kind
			for i := range ks {
				if mask&(1<<i) != 0 {
					sub = append(sub, ks[i])
				}
			}
			switch len(sub) {
			case 2:
				add(hand.Pair, sub...)
			case 3:
				add(hand.Triplet, sub...)
			case 4:
				add(hand.Quad, sub...)
			}
		}
	}
	for _, a := range []tile.Kind{tile.Dog, tile.Monkey, tile.Pheasant} {
		add(hand.Pair, a, a)
		add(hand.Triplet, a, a, a)
		add(hand.Quad, a, a, a, a)
	}
	for _, z := range []tile.Kind{tile.Sun, tile.Moon} {
		add(hand.Pair, z, z)
		add(hand.Triplet, z, z, z)
		for _, f := range fruits {
			add(hand.Triplet, z, z, tile.K(f, 1))
		}
	}
	idx := new(groupIndex)
	for _, g := range all {
		idx[g.Tiles[0]] = append(idx[g.Tiles[0]], g)
	}
	return idx
}

// oneFruit reports whether the non-peach suits among ss are all one fruit.
func oneFruit(ss ...tile.Suit) bool {
	var f tile.Suit = Peach
	for _, s := range ss {
		if s == Peach {
			continue
		}
		if f != Peach && s != f {
			return false
		}
		f = s
	}
	return true
}

// grammar is the MOMOJAN set grammar for hand.Decompose. Kans are never
// part of a decomposition: they are only made by 暗槓.
type grammar struct{}

// Groups implements hand.Grammar.
func (grammar) Groups(c *hand.Counts, k tile.Kind, pair bool, buf []hand.Group) []hand.Group {
	for _, g := range groupTable[k] {
		if g.Kind == hand.Quad || (g.Kind == hand.Pair && !pair) {
			continue
		}
		if available(c, g.Made()) {
			buf = append(buf, g)
		}
	}
	return buf
}

// Skip implements hand.Grammar: a peach is an ordinary card of its own
// fruit that sequences may also use as another fruit, so no kind is skipped.
func (grammar) Skip(tile.Kind) bool { return false }

func available(c *hand.Counts, ks []tile.Kind) bool {
	var need hand.Counts
	for _, k := range ks {
		need[k]++
		if need[k] > c[k] {
			return false
		}
	}
	return true
}

// groupOf returns the group that kinds ks make, if the grammar allows one.
func groupOf(ks []tile.Kind) (hand.Group, bool) {
	if len(ks) < 2 || len(ks) > 4 {
		return hand.Group{}, false
	}
	s := slices.Clone(ks)
	slices.Sort(s)
	if int(s[0]) >= tile.NumKinds {
		return hand.Group{}, false
	}
	for _, g := range groupTable[s[0]] {
		if int(g.N) == len(s) && slices.Equal(g.Made(), s) {
			return g, true
		}
	}
	return hand.Group{}, false
}

// groupsIn returns every distinct group of the wanted shape that the tiles
// in c can make: the sets a player may kai, or the kans they may declare.
func groupsIn(c *hand.Counts, shape ...hand.GroupKind) []hand.Group {
	var out []hand.Group
	for k := range groupTable {
		if c[k] == 0 {
			continue
		}
		for _, g := range groupTable[k] {
			if slices.Contains(shape, g.Kind) && available(c, g.Made()) {
				out = append(out, g)
			}
		}
	}
	return out
}

// decompose returns every way the concealed kinds in c make sets and one
// pair, or nil when their count is not 3k+2.
func decompose(c hand.Counts) []hand.Reading {
	n := c.Total()
	if n < 2 || (n-2)%3 != 0 {
		return nil
	}
	return hand.Decompose(c, grammar{}, hand.Shape{Sets: (n - 2) / 3, Pair: true})
}
