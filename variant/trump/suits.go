package trump

import (
	"fmt"
	"math/bits"

	"jantaku/engine"
	"jantaku/tile"
)

// suits is a set of card suits, a bit per tile.CardSuit. Bit 0 stands for
// "no suit" (the joker) where a set of suits says which cards complete a
// hand; the suits of a hand never hold it.
type suits uint8

const (
	black    suits = 1<<tile.Spades | 1<<tile.Clubs
	red      suits = 1<<tile.Hearts | 1<<tile.Diamonds
	allSuits       = black | red
	anyCard        = allSuits | 1 // every card of a kind, the joker included
)

func suitOf(t tile.Tile) suits {
	if cs := t.CardSuit(); cs != tile.NoCardSuit {
		return 1 << cs
	}
	return 0
}

// suitsOf returns the suits of the cards (jokers have none).
func suitsOf(ts []tile.Tile) suits {
	var s suits
	for _, t := range ts {
		s |= suitOf(t)
	}
	return s
}

// has reports whether card t is one of the set's.
func (s suits) has(t tile.Tile) bool {
	if t.CardSuit() == tile.NoCardSuit {
		return s&1 != 0
	}
	return s&suitOf(t) != 0
}

// isshoku reports 一色 (全体が一色) for cards of suits s, numbersOnly
// saying whether they are all A-9. Jokers have no suit and never break it:
// the text's 国士無双 「全体1色・頭ババ2枚」 is one suit with two jokers.
func (r *Rules) isshoku(s suits, numbersOnly bool) bool {
	switch r.Isshoku {
	case isshokuColour:
		return s&^black == 0 || s&^red == 0
	case isshokuNumbers:
		return numbersOnly
	}
	return bits.OnesCount8(uint8(s)) <= 1
}

// checkSuits refuses an action naming a card without its suit, as the
// actions of records made before the cards had suits do.
func checkSuits(a engine.Action) error {
	if err := checkSuit(a.Tile); err != nil {
		return err
	}
	for _, t := range a.Tiles {
		if err := checkSuit(t); err != nil {
			return err
		}
	}
	return nil
}

func checkSuit(t tile.Tile) error {
	if t.CardSuit() != tile.NoCardSuit || !tile.PlayingCard(t.Kind()) {
		return nil
	}
	k := t.Kind()
	return fmt.Errorf("trump: card %s has no suit: cards are written with their suit (%s, %s, %s, %s); "+
		"a record made before the cards had suits cannot be replayed", t,
		tile.CardOf(k, tile.Spades), tile.CardOf(k, tile.Hearts), tile.CardOf(k, tile.Diamonds), tile.CardOf(k, tile.Clubs))
}
