package hand

import "jantaku/tile"

// The トランプ麻雀 P式 hands (rule text 【役・すべて1点】 and 【役満・13点】).
// Cards: A-9 are 1c-9c, the 10s are 1z, J Q K are 5z 6z 7z, jokers 0z.
// Suits are ignored, so every card of a number is one kind. The regular
// hand is two sets and a pair under Standard: Shape{Sets: 2, Pair: true}.

// TrumpFourPairs reports whether c is 四対子, four pairs. Four of a kind
// counts as two pairs: the text's AAAA9999 is 「4枚使い四対子」, four pairs
// made of two fours, so fours are pairs here too. A scorer that finds
// AAAA9999 scores that yakuman instead.
func TrumpFourPairs(c *Counts) (Reading, bool) {
	return Pairs(c, 4, false)
}

// TrumpEightInARow reports whether c is 八連: A-8 or 2-9 once each, no
// pair. The reading holds the eight cards as singles.
func TrumpEightInARow(c *Counts) (Reading, bool) {
	if c.Total() != 8 {
		return Reading{}, false
	}
	for _, low := range [2]int{1, 2} {
		r := Reading{Form: EightInARow}
		for n := low; n < low+8; n++ {
			k := tile.K(tile.Card, n)
			if c[k] != 1 {
				break
			}
			r.Groups = append(r.Groups, Of(Single, k, k))
		}
		if len(r.Groups) == 8 {
			return r, true
		}
	}
	return Reading{}, false
}

// TrumpAcesAndNines reports whether c is AAAA9999: four aces and four
// nines, read as four pairs.
func TrumpAcesAndNines(c *Counts) (Reading, bool) {
	ace, nine := tile.K(tile.Card, 1), tile.K(tile.Card, 9)
	if c.Total() != 8 || c[ace] != 4 || c[nine] != 4 {
		return Reading{}, false
	}
	r := Reading{Form: AcesAndNines}
	for _, k := range [4]tile.Kind{ace, ace, nine, nine} {
		r.Groups = append(r.Groups, Of(Pair, k, k, k))
	}
	return r, true
}

// trumpOrphans are the seven kinds of the trump 国士無双.
var trumpOrphans = [7]tile.Kind{
	tile.K(tile.Card, 1), tile.K(tile.Card, 9), tile.Ten, tile.Jack, tile.Queen, tile.King, tile.Joker,
}

// TrumpOrphans reports whether c is the trump 国士無双: A, 9, 10, J, Q, K
// and a joker, plus one more of them as the pair. The jokers are cards of
// their own here, not wilds. The reading's Pair is the doubled kind; a pair
// of jokers is the double-yakuman form.
func TrumpOrphans(c *Counts) (Reading, bool) {
	// Joker is one of the kinds, so IsOrphans takes it as a plain kind.
	pair, ok := IsOrphans(c, trumpOrphans[:], 0, tile.Joker)
	if !ok {
		return Reading{}, false
	}
	r := Reading{Form: Orphans, Groups: []Group{Of(Pair, pair, pair, pair)}}
	for _, k := range trumpOrphans {
		if k != pair {
			r.Groups = append(r.Groups, Of(Single, k, k))
		}
	}
	return r, true
}
