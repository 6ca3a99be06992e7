package hand

import "jantaku/tile"

// Malaysian is the set grammar of マレーシア式三麻 (rule text 「飛について」):
// the standard grammar over dots and honours, where a 飛 (tile.Joker, 0z)
// may stand in for any tile of a set or of the pair.
//
//   - A group holds at least one real tile: jokers alone make no set, and
//     we read the text's 「飛だけで面子を作ることは出来ない」 as covering the
//     pair too. No win is lost by this: where two jokers could be the pair,
//     a real set abc splits into the pair aJ and the set bcJ instead.
//   - Flowers (suits f and a) are set aside when drawn and make no group.
//   - Every group says in As what it stands for: the lowest kind of a
//     sequence, the kind of a triplet or pair. A joker may also stand in for
//     a tile the hand holds, so that tile can serve elsewhere.
//   - Groups offers every reading of a joker (finishing a sequence at any
//     place, or a triplet), so a scorer can choose the best.
//
// Jokers are Skip kinds: the search never starts a group from one.
type Malaysian struct{}

// Skip implements Grammar: the joker only helps.
func (Malaysian) Skip(k tile.Kind) bool { return k == tile.Joker }

// Groups implements Grammar.
func (Malaysian) Groups(c *Counts, k tile.Kind, pair bool, buf []Group) []Group {
	const j = tile.Joker
	if k == j || k.Suit() > tile.Honor {
		return buf // flowers are set aside, never part of a group
	}
	jokers := int(c[j])
	if pair {
		if c[k] >= 2 {
			buf = append(buf, Of(Pair, k, k, k))
		}
		if jokers >= 1 {
			buf = append(buf, Of(Pair, k, k, j))
		}
	}
	if c[k] >= 3 {
		buf = append(buf, Of(Triplet, k, k, k, k))
	}
	if c[k] >= 2 && jokers >= 1 {
		buf = append(buf, Of(Triplet, k, k, k, j))
	}
	if jokers >= 2 {
		buf = append(buf, Of(Triplet, k, k, j, j))
	}
	if k.Suit().Numbered() && k.Number() >= 1 {
		buf = wildSequences(c, k, jokers, buf)
	}
	return buf
}

// wildSequences appends the sequences through k where each other place is
// filled by its real tile, if the hand holds it, or by a joker. Real tiles
// come first in a group, jokers last.
func wildSequences(c *Counts, k tile.Kind, jokers int, buf []Group) []Group {
	const j = tile.Joker
	n := k.Number()
	for st := max(1, n-2); st <= min(n, 7); st++ {
		as := k - tile.Kind(n-st)
		a, b := as+1, as+2 // the two places besides k, in order
		if k == as+1 {
			a = as
		} else if k == as+2 {
			a, b = as, as+1
		}
		ra, rb := c[a] > 0, c[b] > 0
		if ra && rb {
			buf = append(buf, Group{Kind: Sequence, Tiles: [4]tile.Kind{k, a, b}, N: 3, As: as})
		}
		if jokers == 0 {
			continue
		}
		if ra {
			buf = append(buf, Group{Kind: Sequence, Tiles: [4]tile.Kind{k, a, j}, N: 3, As: as})
		}
		if rb {
			buf = append(buf, Group{Kind: Sequence, Tiles: [4]tile.Kind{k, b, j}, N: 3, As: as})
		}
		if jokers >= 2 {
			buf = append(buf, Group{Kind: Sequence, Tiles: [4]tile.Kind{k, j, j}, N: 3, As: as})
		}
	}
	return buf
}

// Valid reports whether g is a group the Malaysian grammar allows, checked
// from the rules alone (not from Groups), for melds and for tests.
func (Malaysian) Valid(g Group) bool {
	reals := 0
	for _, t := range g.Made() {
		if t != tile.Joker {
			reals++
		}
	}
	if reals == 0 || g.As == tile.Joker || g.As.Suit() > tile.Honor {
		return false
	}
	switch g.Kind {
	case Pair, Triplet:
		if int(g.N) != 2+boolInt(g.Kind == Triplet) {
			return false
		}
		for _, t := range g.Made() {
			if t != tile.Joker && t != g.As {
				return false
			}
		}
		return true
	case Sequence:
		return g.N == 3 && wildSequenceValid(g.Made(), g.As)
	}
	return false
}

func wildSequenceValid(ts []tile.Kind, as tile.Kind) bool {
	if !as.Suit().Numbered() || as.Number() < 1 || as.Number() > 7 {
		return false
	}
	var have [3]bool
	for _, t := range ts {
		if t == tile.Joker {
			continue
		}
		i := int(t) - int(as)
		if i < 0 || i > 2 || have[i] {
			return false
		}
		have[i] = true
	}
	return true
}

// malaysianOrphans are the nine 国士無双 kinds the Malaysian set holds; the
// four terminals it lacks (1m 9m 1s 9s) are always jokers.
var malaysianOrphans = [9]tile.Kind{
	tile.K(tile.Pin, 1), tile.K(tile.Pin, 9),
	tile.East, tile.South, tile.West, tile.North, tile.White, tile.Green, tile.Red,
}

// MalaysianOrphans reports whether c is the Malaysian 国士無双 (rule text
// 「国士無双(入っていない牌は飛で代用)」): the nine terminals and honours the
// set holds once each, four jokers for the four terminals it lacks, and one
// more of the nine as the pair. It returns the pair's kind.
func MalaysianOrphans(c *Counts) (tile.Kind, bool) {
	return IsOrphans(c, malaysianOrphans[:], 4, tile.Joker)
}

// WildPairs reports whether c is n pairs of distinct kinds where a wild
// tile pairs with a single real tile (Malaysian 七対子: four of a kind,
// real or completed by a joker, is never two pairs; two jokers are not a
// pair, as in Malaysian). It returns the pairs, each standing for its real
// kind.
func WildPairs(c *Counts, n int, wild tile.Kind) (Reading, bool) {
	wilds := int(c[wild])
	r := Reading{Form: pairsForm(n)}
	for k, x := range c {
		kind := tile.Kind(k)
		switch {
		case kind == wild || x == 0:
		case x == 1 && wilds > 0:
			wilds--
			r.Groups = append(r.Groups, Of(Pair, kind, kind, wild))
		case x == 2:
			r.Groups = append(r.Groups, Of(Pair, kind, kind, kind))
		default:
			return Reading{}, false
		}
	}
	if wilds != 0 || len(r.Groups) != n {
		return Reading{}, false
	}
	return r, true
}
