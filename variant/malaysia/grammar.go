package malaysia

import (
	"jantaku/hand"
	"jantaku/tile"
)

// jokerGrammar is the set grammar of the Malaysian hand: the standard sets
// of dots and honours, where a 飛 (0z) may stand in for any tile of a set or
// pair, but never makes a set of jokers alone (飛だけで面子を作ることは出来
// ない). A pair of two jokers is not a set; the evaluator adds it itself.
type jokerGrammar struct{}

// Skip implements hand.Grammar: a joker never starts a group.
func (jokerGrammar) Skip(k tile.Kind) bool { return k == tile.Joker }

// Groups implements hand.Grammar. Kind k is the lowest real tile left, so it
// is the lowest real tile of every group it starts; positions below it in a
// sequence are jokers, positions above it a real tile or a joker.
func (jokerGrammar) Groups(c *hand.Counts, k tile.Kind, pair bool, buf []hand.Group) []hand.Group {
	const j = tile.Joker
	jokers := int(c[j])
	if pair {
		if c[k] >= 2 {
			buf = append(buf, hand.Of(hand.Pair, k, k, k))
		}
		if jokers >= 1 {
			buf = append(buf, hand.Of(hand.Pair, k, k, j))
		}
	}
	if c[k] >= 3 {
		buf = append(buf, hand.Of(hand.Triplet, k, k, k, k))
	}
	if c[k] >= 2 && jokers >= 1 {
		buf = append(buf, hand.Of(hand.Triplet, k, k, k, j))
	}
	if jokers >= 2 {
		buf = append(buf, hand.Of(hand.Triplet, k, k, j, j))
	}
	if k.Suit().Numbered() {
		buf = sequences(c, k, buf)
	}
	return buf
}

// sequences appends every sequence whose lowest real tile is k.
func sequences(c *hand.Counts, k tile.Kind, buf []hand.Group) []hand.Group {
	n := k.Number()
	for start := max(n-2, 1); start <= min(n, 7); start++ {
		s := k - tile.Kind(n-start)
		below := n - start // jokers standing below k
		// the tiles above k: each a real tile (when held) or a joker
		for mask := 0; mask < 1<<(2-below); mask++ {
			ts := []tile.Kind{k}
			for i := 0; i < below; i++ {
				ts = append(ts, tile.Joker)
			}
			ok := true
			for i, p := 0, k+1; p <= s+2; i, p = i+1, p+1 {
				if mask&(1<<i) != 0 {
					ts = append(ts, tile.Joker)
				} else if c[p] > 0 {
					ts = append(ts, p)
				} else {
					ok = false
				}
			}
			if ok && count(ts, tile.Joker) <= int(c[tile.Joker]) {
				buf = append(buf, hand.Of(hand.Sequence, s, ts...))
			}
		}
	}
	return buf
}

func count(ks []tile.Kind, k tile.Kind) int {
	n := 0
	for _, x := range ks {
		if x == k {
			n++
		}
	}
	return n
}
