package hand

import (
	"slices"

	"jantaku/tile"
)

// Standard is the set grammar of riichi and of most variants: a sequence is
// three consecutive numbers of one numbered suit (9 never joins 1), a
// triplet or pair is made of one kind. Honours and jokers only make
// triplets and pairs.
type Standard struct{}

// Groups implements Grammar.
func (Standard) Groups(c *Counts, k tile.Kind, pair bool, buf []Group) []Group {
	return standardGroups(c, k, pair, buf)
}

func standardGroups(c *Counts, k tile.Kind, pair bool, buf []Group) []Group {
	if pair && c[k] >= 2 {
		buf = append(buf, Group{Kind: Pair, Tiles: [4]tile.Kind{k, k}, N: 2, As: k})
	}
	if c[k] >= 3 {
		buf = append(buf, Group{Kind: Triplet, Tiles: [4]tile.Kind{k, k, k}, N: 3, As: k})
	}
	if n := k.Number(); n >= 1 && n <= 7 && k.Suit().Numbered() && c[k+1] > 0 && c[k+2] > 0 {
		buf = append(buf, Group{Kind: Sequence, Tiles: [4]tile.Kind{k, k + 1, k + 2}, N: 3, As: k})
	}
	return buf
}

// Partials implements PartialGrammar: neighbours and one-gaps of a
// numbered suit (9 never joins 1).
func (Standard) Partials(c *Counts, k tile.Kind, buf []Group) []Group {
	n := k.Number()
	if !k.Suit().Numbered() || n < 1 || n > 9 {
		return buf
	}
	for m := max(1, n-2); m <= min(9, n+2); m++ {
		if j := k + tile.Kind(m-n); m != n && c[j] > 0 {
			buf = append(buf, partialOf(k, j))
		}
	}
	return buf
}

// Skip implements Grammar: the standard grammar has no wild tiles.
func (Standard) Skip(tile.Kind) bool { return false }

// The order walkStandard takes the groups of one kind in: Groups' order.
const (
	rankPair = iota
	rankTriplet
	rankSequence
)

// walkStandard is walk for the Standard grammar, riichi's hot path: its
// three groups are tried in place, with no candidate list and no interface
// call. After a group started by kind from, the next group started by the
// same kind must not rank lower, so each reading is found once.
func (d *Decomposer) walkStandard(from tile.Kind, rank int) {
	if d.left == 0 {
		d.emit()
		return
	}
	k, ok := d.lowest(from)
	if !ok {
		return
	}
	if k != from {
		rank = rankPair
	}
	c := &d.c
	if rank <= rankPair && d.shape.Pair && d.pairs == 0 && c[k] >= 2 {
		c[k] -= 2
		d.place(Group{Kind: Pair, Tiles: [4]tile.Kind{k, k}, N: 2, As: k}, true)
		d.walkStandard(k, rankPair)
		d.unplace(true)
		c[k] += 2
	}
	if d.sets == d.shape.Sets {
		return
	}
	if rank <= rankTriplet && c[k] >= 3 {
		c[k] -= 3
		d.place(Group{Kind: Triplet, Tiles: [4]tile.Kind{k, k, k}, N: 3, As: k}, false)
		d.walkStandard(k, rankTriplet)
		d.unplace(false)
		c[k] += 3
	}
	if n := k.Number(); n >= 1 && n <= 7 && k.Suit().Numbered() && c[k+1] > 0 && c[k+2] > 0 {
		c[k]--
		c[k+1]--
		c[k+2]--
		d.place(Group{Kind: Sequence, Tiles: [4]tile.Kind{k, k + 1, k + 2}, N: 3, As: k}, false)
		d.walkStandard(k, rankSequence)
		d.unplace(false)
		c[k]++
		c[k+1]++
		c[k+2]++
	}
}

// place pushes a group whose tiles are already taken; unplace pops it.
func (d *Decomposer) place(g Group, isPair bool) {
	d.stack = append(d.stack, g)
	d.count(isPair, 1)
}

func (d *Decomposer) unplace(isPair bool) {
	d.stack = d.stack[:len(d.stack)-1]
	d.count(isPair, -1)
}

// Pairs reports whether c is exactly n pairs, each of a different kind when
// distinct is set (riichi 七対子), or allowing four of a kind as two pairs.
// It returns the pairs as a reading, of Form SevenPairs for seven pairs and
// FourPairs for four.
func Pairs(c *Counts, n int, distinct bool) (Reading, bool) {
	r := Reading{Form: pairsForm(n)}
	for k, x := range c {
		switch {
		case x == 0:
		case x == 2, x == 4 && !distinct:
			for i := 0; i < int(x)/2; i++ {
				r.Groups = append(r.Groups, Of(Pair, tile.Kind(k), tile.Kind(k), tile.Kind(k)))
			}
		default:
			return Reading{}, false
		}
	}
	if len(r.Groups) != n {
		return Reading{}, false
	}
	return r, true
}

// riichiOrphans are the thirteen kinds of 国士無双.
var riichiOrphans = [13]tile.Kind{
	tile.K(tile.Man, 1), tile.K(tile.Man, 9), tile.K(tile.Pin, 1), tile.K(tile.Pin, 9),
	tile.K(tile.Sou, 1), tile.K(tile.Sou, 9),
	tile.East, tile.South, tile.West, tile.North, tile.White, tile.Green, tile.Red,
}

// RiichiOrphans returns the thirteen kinds of riichi's 国士無双.
func RiichiOrphans() []tile.Kind { return riichiOrphans[:] }

// IsOrphans reports whether c is one of each of kinds plus one more of
// them, where wild tiles (Malaysia's 飛) may stand in for any missing kind
// and must fill `extra` further slots that only wilds can fill (the four
// terminals a 3-player set lacks). Pass extra 0 and any wild kind the hand
// cannot hold where there are no wilds. It returns the doubled kind (the
// wild kind when a wild makes the pair).
func IsOrphans(c *Counts, kinds []tile.Kind, extra int, wild tile.Kind) (tile.Kind, bool) {
	free := int(c[wild])
	if slices.Contains(kinds, wild) {
		free = 0
	}
	total := free
	for _, k := range kinds {
		total += int(c[k])
	}
	if total != c.Total() || free < extra {
		return 0, false
	}
	free -= extra
	var pair tile.Kind
	pairs := 0
	for _, k := range kinds {
		switch c[k] {
		case 0:
			if free == 0 {
				return 0, false
			}
			free--
		case 1:
		case 2:
			pair, pairs = k, pairs+1
		default:
			return 0, false
		}
	}
	switch {
	case pairs == 1 && free == 0:
		return pair, true
	case pairs == 0 && free == 1:
		return wild, true
	}
	return 0, false
}

// pairsForm names a hand of n pairs.
func pairsForm(n int) Form {
	switch n {
	case 7:
		return SevenPairs
	case 4:
		return FourPairs
	}
	return Regular
}

// Valid reports whether g is a group the standard grammar allows, checked
// from the rules alone (not from Groups), for melds and for tests.
func (Standard) Valid(g Group) bool {
	ts := g.Made()
	switch g.Kind {
	case Pair, Triplet:
		return int(g.N) == 2+boolInt(g.Kind == Triplet) && allKind(ts, g.As)
	case Sequence:
		n := g.As.Number()
		return g.N == 3 && g.As.Suit().Numbered() && n >= 1 && n <= 7 &&
			ts[0] == g.As && ts[1] == g.As+1 && ts[2] == g.As+2
	}
	return false
}
