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

// grammar is the shared MOMOJAN set grammar (package hand): sequences with
// peach as a wild fruit, cross-suit number sets, sun/moon triplets that a 1
// may close. Kans are not in it: they are only made by 暗槓.
var grammar hand.Momojan

func isNumber(k tile.Kind) bool { return k.Suit() != tile.Honor }

// groupOf returns the group that kinds ks make, if MOMOJAN allows one: a
// pair, a set, or (four cards) a kan. A peach-only sequence stands for no
// fruit in particular here.
func groupOf(ks []tile.Kind) (hand.Group, bool) {
	s := slices.Clone(ks)
	slices.Sort(s)
	switch len(s) {
	case 4:
		return quadOf(s)
	case 2, 3:
	default:
		return hand.Group{}, false
	}
	var c hand.Counts
	for _, k := range s {
		if int(k) >= tile.NumKinds {
			return hand.Group{}, false
		}
		c[k]++
	}
	var buf [16]hand.Group
	for _, g := range grammar.Groups(&c, s[0], len(s) == 2, buf[:0]) {
		if int(g.N) == len(s) && slices.Equal(sortedMade(g), s) {
			return g, true
		}
	}
	return hand.Group{}, false
}

func sortedMade(g hand.Group) []tile.Kind {
	m := slices.Clone(g.Made())
	slices.Sort(m)
	return m
}

// quadOf reads four sorted kinds as a kan: all four suits of one number,
// or four of one animal. Sun and moon have only three cards, and a 1 does
// not make them four.
func quadOf(s []tile.Kind) (hand.Group, bool) {
	a := s[0]
	switch {
	case a == tile.Dog || a == tile.Monkey || a == tile.Pheasant:
		if s[3] != a {
			return hand.Group{}, false
		}
	case isNumber(a):
		for i, f := range []tile.Suit{tile.Pin, tile.Sou, tile.Lemon, tile.Orange} { // kind order
			if s[i] != tile.K(f, a.Number()) {
				return hand.Group{}, false
			}
		}
		a = tile.K(Peach, a.Number())
	default:
		return hand.Group{}, false
	}
	return hand.Of(hand.Quad, a, s...), true
}

// setsIn returns every distinct set the cards in c make: what a player may
// kai.
func setsIn(c *hand.Counts) []hand.Group {
	var out []hand.Group
	var buf []hand.Group
	seen := map[[3]tile.Kind]bool{}
	for k := range c {
		if c[k] == 0 {
			continue
		}
		buf = grammar.Groups(c, tile.Kind(k), false, buf[:0])
		for _, g := range buf {
			var key [3]tile.Kind
			copy(key[:], sortedMade(g))
			if !seen[key] {
				seen[key] = true
				out = append(out, g)
			}
		}
	}
	return out
}

// quadsIn returns every kan the cards in c make.
func quadsIn(c *hand.Counts) []hand.Group {
	var out []hand.Group
	for _, a := range []tile.Kind{tile.Dog, tile.Monkey, tile.Pheasant} {
		if c[a] == 4 {
			out = append(out, hand.Of(hand.Quad, a, a, a, a, a))
		}
	}
	for n := 1; n <= 9; n++ {
		ks := []tile.Kind{tile.K(tile.Pin, n), tile.K(tile.Sou, n), tile.K(tile.Lemon, n), tile.K(tile.Orange, n)}
		if c[ks[0]] > 0 && c[ks[1]] > 0 && c[ks[2]] > 0 && c[ks[3]] > 0 {
			out = append(out, hand.Of(hand.Quad, ks[0], ks...))
		}
	}
	return out
}

// decompose returns every way the concealed kinds in c make sets and one
// pair, or nil when their count is not 3k+2.
func decompose(c hand.Counts) []hand.Reading {
	shape, ok := hand.PairAndSets(c.Total())
	if !ok {
		return nil
	}
	return hand.Decompose(c, grammar, shape)
}
