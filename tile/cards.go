package tile

import (
	"cmp"
	"unicode/utf8"
)

// CardSuit is a playing card's suit. Sets ignore it (トランプ麻雀 forms sets
// by rank alone, 色は無視); only scoring reads it (一色).
type CardSuit uint8

// The card suits, in the order a deck is laid out. The numbers are stable.
const (
	NoCardSuit CardSuit = iota // not a playing card, or the joker
	Spades
	Hearts
	Diamonds
	Clubs
	numCardSuits
)

// CardSuits are the four suits in order.
var CardSuits = [4]CardSuit{Spades, Hearts, Diamonds, Clubs}

// cardSuitLetters are the notation marks, in CardSuit order.
const cardSuitLetters = "?SHDC"

// cardSuitSymbols are how the suits are printed, in CardSuit order. Input
// also accepts the white forms ♤♡♢♧.
var cardSuitSymbols = [...]string{"", "♠", "♥", "♦", "♣"}

// Letter returns the suit's mark in the notation: S, H, D or C.
func (s CardSuit) Letter() byte {
	if s == NoCardSuit || s >= numCardSuits {
		return '?'
	}
	return cardSuitLetters[s]
}

// Symbol returns the suit as printed on a card: ♠, ♥, ♦ or ♣; "" for none.
func (s CardSuit) Symbol() string {
	if s >= numCardSuits {
		return ""
	}
	return cardSuitSymbols[s]
}

// Red reports whether the suit is printed in red (hearts and diamonds).
func (s CardSuit) Red() bool { return s == Hearts || s == Diamonds }

// String writes the suit's symbol.
func (s CardSuit) String() string { return s.Symbol() }

// CardOf returns the playing card of kind k and suit s. A suit on a kind
// that is not a playing card gives a tile no set holds.
func CardOf(k Kind, s CardSuit) Tile {
	return Tile(k) | Tile(s)<<suitShift&suitMask
}

// PlayingCard reports whether k is a rank of a playing card that carries a
// suit: A-9 (1c-9c), 10 (1z), J, Q and K (5z-7z). The joker has no suit.
func PlayingCard(k Kind) bool {
	switch k.Suit() {
	case Card:
		return k.Number() >= 1
	case Honor:
		n := k.Number()
		return n == 1 || n >= 5 && n <= 7
	}
	return false
}

// cardSuitMark reads a suit mark at the start of s: an ASCII letter
// (S, H, D, C) or a symbol (♠♥♦♣, or ♤♡♢♧). It returns the suit and the
// bytes read, or 0 bytes when s does not start with a mark.
func cardSuitMark(s string) (CardSuit, int) {
	if s == "" {
		return NoCardSuit, 0
	}
	for i := 1; i < len(cardSuitLetters); i++ {
		if s[0] == cardSuitLetters[i] {
			return CardSuit(i), 1
		}
	}
	if s[0] < utf8.RuneSelf { // the symbols are not ASCII: most tiles end here
		return NoCardSuit, 0
	}
	for _, m := range [...]struct {
		sym  string
		suit CardSuit
	}{{"♠", Spades}, {"♥", Hearts}, {"♦", Diamonds}, {"♣", Clubs}, {"♤", Spades}, {"♡", Hearts}, {"♢", Diamonds}, {"♧", Clubs}} {
		if len(s) >= len(m.sym) && s[:len(m.sym)] == m.sym {
			return m.suit, len(m.sym)
		}
	}
	return NoCardSuit, 0
}

// Compare orders tiles by kind, then plain before red, then by card suit
// (♠♥♦♣): the order a hand is shown in. It returns -1, 0 or +1.
func Compare(a, b Tile) int { return cmp.Compare(order(a), order(b)) }

func order(t Tile) int {
	return int(t.Kind())<<4 | int(t&redBit)>>4 | int(t.CardSuit())
}
