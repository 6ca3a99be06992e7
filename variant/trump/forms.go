package trump

import (
	"jantaku/hand"
	"jantaku/tile"
)

// The cards by meaning. Sets ignore the card suits (色は無視), so a kind is
// a rank: the numbers are one tile suit (c, tile.Card) and the picture
// cards are honours. Only 一色 reads the card suits (suits.go).
var (
	ace  = tile.K(tile.Card, 1)
	nine = tile.K(tile.Card, 9)
	// kinds are the fourteen kinds of the deck, in kind order.
	kinds = []tile.Kind{tile.Joker, tile.Ten, tile.Jack, tile.Queen, tile.King,
		tile.K(tile.Card, 1), tile.K(tile.Card, 2), tile.K(tile.Card, 3), tile.K(tile.Card, 4),
		tile.K(tile.Card, 5), tile.K(tile.Card, 6), tile.K(tile.Card, 7), tile.K(tile.Card, 8), nine}
	// orphans are the seven kinds of 国士無双: A, 9, 10, J, Q, K and the joker.
	orphans = []tile.Kind{ace, nine, tile.Ten, tile.Jack, tile.Queen, tile.King, tile.Joker}
)

// copiesOf returns how many cards of kind k the deck holds.
func copiesOf(k tile.Kind) int {
	if k == tile.Joker {
		return 2
	}
	return 4
}

func isNumber(k tile.Kind) bool { return k.Suit() == tile.Card }

// isSimple reports a number 2-8 (タンヤオ).
func isSimple(k tile.Kind) bool { return isNumber(k) && k != ace && k != nine }

// isYaochu reports a terminal (A, 9) or an honour (10, J, Q, K, joker).
func isYaochu(k tile.Kind) bool { return !isSimple(k) }

// isDragon reports J, Q or K (白・發・中).
func isDragon(k tile.Kind) bool { return k == tile.Jack || k == tile.Queen || k == tile.King }

// isValueHonour reports the kinds whose triplet is 役札: 10, J, Q, K.
func isValueHonour(k tile.Kind) bool { return k == tile.Ten || isDragon(k) }

// doraAfter returns the dora an indicator shows: the next card of
// …8, 9, 10, J, Q, K, A, 2…; a joker indicates nothing.
func doraAfter(ind tile.Kind) (tile.Kind, bool) {
	switch {
	case ind == nine:
		return tile.Ten, true
	case ind == tile.Ten:
		return tile.Jack, true
	case ind == tile.Jack:
		return tile.Queen, true
	case ind == tile.Queen:
		return tile.King, true
	case ind == tile.King:
		return ace, true
	case isNumber(ind) && ind.Number() >= 1:
		return ind + 1, true
	}
	return 0, false
}

// regular returns the readings of c as the sets a hand with melds called
// sets still needs, and a pair.
func regular(c hand.Counts, melds int) []hand.Reading {
	if melds > 2 {
		return nil
	}
	return hand.Decompose(c, hand.Standard{}, hand.Shape{Sets: 2 - melds, Pair: true})
}

// fourPairs reads c as 四対子: four pairs, four of a kind counting as two
// (the text calls AAAA9999 a four-pairs hand of fours).
func fourPairs(c hand.Counts) (hand.Reading, bool) {
	r, ok := hand.Pairs(&c, 4, false)
	r.Form = hand.FourPairs
	return r, ok
}

// isEightInARow reports 八連: one each of A-8 or of 2-9, no pair.
func isEightInARow(c hand.Counts) bool {
	for n := 2; n <= 8; n++ { // both runs hold one each of 2-8
		if c[tile.K(tile.Card, n)] != 1 {
			return false
		}
	}
	if total(&c) != 8 {
		return false
	}
	for _, lo := range []int{1, 2} {
		ok := true
		for n := lo; n < lo+8; n++ {
			if c[tile.K(tile.Card, n)] != 1 {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// isAllAcesNines reports AAAA9999 (清老頭): all four A and all four 9.
func isAllAcesNines(c hand.Counts) bool {
	return c[ace] == 4 && c[nine] == 4 && total(&c) == 8
}

// kokushi reports 国士無双: one each of the seven orphans and one more of
// them; it returns the doubled kind (a joker pair makes the double yakuman).
func kokushi(c hand.Counts) (tile.Kind, bool) {
	if total(&c) != 8 {
		return 0, false
	}
	for _, k := range orphans {
		if c[k] == 0 {
			return 0, false
		}
	}
	return hand.IsOrphans(&c, orphans, 0, tile.Joker)
}

// complete reports whether c, with melds called sets beside it, is a
// winning shape of any form; s are the suits of the cards, which 八連
// reads (一色アタマ無し). It is the hot path of legal moves and waits, so
// it searches without allocating rather than listing readings.
func (r *Rules) complete(c hand.Counts, melds int, s suits) bool {
	return shapeOK(c, melds) || melds == 0 && isEightInARow(c) && r.isshoku(s, true)
}

// shapeOK reports every winning shape but 八連, which alone asks for suits.
func shapeOK(c hand.Counts, melds int) bool {
	if melds > 2 {
		return false
	}
	if melds == 0 && total(&c) == 8 {
		if allEven(&c) || isAllAcesNines(c) {
			return true
		}
		if _, ok := kokushi(c); ok {
			return true
		}
	}
	return regularOK(&c, 2-melds, true)
}

// total counts the cards of the deck's kinds.
func total(c *hand.Counts) int {
	n := 0
	for _, k := range kinds {
		n += int(c[k])
	}
	return n
}

// allEven: every kind held 0, 2 or 4 times (四対子 when there are 8).
func allEven(c *hand.Counts) bool {
	for _, k := range kinds {
		if c[k]%2 != 0 {
			return false
		}
	}
	return true
}

// regularOK reports whether c is exactly sets sets and, if pair, a pair.
func regularOK(c *hand.Counts, sets int, pair bool) bool {
	var k tile.Kind
	found := false
	for _, k = range kinds {
		if c[k] > 0 {
			found = true
			break
		}
	}
	if !found {
		return sets == 0 && !pair
	}
	try := func(n uint8, sets int, pair bool, ks ...tile.Kind) bool {
		for _, x := range ks {
			c[x] -= n
		}
		ok := regularOK(c, sets, pair)
		for _, x := range ks {
			c[x] += n
		}
		return ok
	}
	if pair && c[k] >= 2 && try(2, sets, false, k) {
		return true
	}
	if sets > 0 && c[k] >= 3 && try(3, sets-1, pair, k) {
		return true
	}
	return sets > 0 && isNumber(k) && k.Number() <= 7 && c[k+1] > 0 && c[k+2] > 0 && try(1, sets-1, pair, k, k+1, k+2)
}

// wait is a kind of card that completes a hand, and which cards of it do:
// any (anyCard), or for 八連 only the suits that keep the hand 一色.
type wait struct {
	kind  tile.Kind
	cards suits
}

// completes reports whether card t is one of the wait's.
func (w wait) completes(t tile.Tile) bool { return t.Kind() == w.kind && w.cards.has(t) }

// waits returns what completes c (one card short) whose cards have suits
// s, leaving out a kind whose every copy is already in seen (the player's
// own cards), since no such card can come.
func (r *Rules) waits(c hand.Counts, melds int, s suits, seen *hand.Counts) []wait {
	var out []wait
	for _, k := range kinds {
		if int(seen[k]) >= copiesOf(k) {
			continue
		}
		c[k]++
		switch {
		case shapeOK(c, melds):
			out = append(out, wait{k, anyCard})
		case melds == 0 && isEightInARow(c):
			var w suits
			for _, cs := range tile.CardSuits {
				if x := suits(1) << cs; r.isshoku(s|x, true) {
					w |= x
				}
			}
			if w != 0 {
				out = append(out, wait{k, w})
			}
		}
		c[k]--
	}
	return out
}
