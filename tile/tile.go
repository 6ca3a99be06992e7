// Package tile defines the tiles and cards of every jantaku variant, the set
// each variant plays with, and the one notation they all share.
//
// A Kind is what a tile means for hand analysis (suit and number); a Tile is
// one physical copy of a kind, which may be red, and which, for a playing
// card, has a card suit (♠♥♦♣) that sets ignore. Kinds of all variants live
// in one space, laid out as suit*10 + number, so that a sequence never
// crosses a suit: number 0 of each suit is unused except for the joker, 0z.
//
// The notation writes groups of digits, each group closed by a suit letter
// and, for playing cards, a card-suit mark: "123m456p11z", "0m" (red five),
// "3r" (red bamboo, すずめ雀), "123cS" (A♠ 2♠ 3♠), "1zH" (10♥), "5zD" (J♦),
// "0z" (joker). See ParseAny.
package tile

import "fmt"

// Suit is a group of kinds written with one letter in the notation.
type Suit uint8

// The suits. The numbers are stable: never renumber them.
const (
	Man    Suit = iota // m: riichi characters
	Pin                // p: riichi and Malaysian dots; MOMOJAN peach
	Sou                // s: riichi bamboo, すずめ雀 bamboo; MOMOJAN strawberry
	Honor              // z: winds and dragons, and every variant's picture tiles
	Lemon              // l: MOMOJAN lemon
	Orange             // o: MOMOJAN orange (みかん)
	Card               // c: playing-card numbers A-9
	Flower             // f: Malaysian seasons 1-4 and plants 5-8
	Animal             // a: Malaysian animals 1-4 and people 5-8
	NumSuits
)

// suitLetters maps each suit to its notation letter, in Suit order.
const suitLetters = "mpszlocfa"

// redLetter writes the red copy of a bamboo tile in すずめ雀 notation.
const redLetter = 'r'

// Letter returns the notation letter of the suit.
func (s Suit) Letter() byte {
	if s >= NumSuits {
		return '?'
	}
	return suitLetters[s]
}

// SuitOf returns the suit written with letter c.
func SuitOf(c byte) (Suit, bool) {
	for i := 0; i < len(suitLetters); i++ {
		if suitLetters[i] == c {
			return Suit(i), true
		}
	}
	return 0, false
}

// Numbered reports whether the suit's kinds are numbers that form sequences.
func (s Suit) Numbered() bool {
	switch s {
	case Man, Pin, Sou, Lemon, Orange, Card:
		return true
	}
	return false
}

// Kind is a tile's meaning: suit*10 + number.
type Kind uint8

// NumKinds bounds every Kind, so [NumKinds]T arrays index by kind.
const NumKinds = int(NumSuits) * 10

// K returns the kind of suit s and number n (0-9).
func K(s Suit, n int) Kind { return Kind(int(s)*10 + n) }

// Suit returns the kind's suit.
func (k Kind) Suit() Suit { return Suit(k / 10) }

// Number returns the kind's number within its suit.
func (k Kind) Number() int { return int(k % 10) }

// Honour kinds, named by their riichi meaning. Other variants give the same
// kinds their own names (MOMOJAN 1z is the sun, trump 5z is the jack).
const (
	East  = Kind(int(Honor)*10 + 1)
	South = East + 1
	West  = East + 2
	North = East + 3
	White = East + 4
	Green = East + 5
	Red   = East + 6
	// Joker is 0z: trump's ババ and the Malaysian 飛.
	Joker = Kind(int(Honor) * 10)
)

// Terminal reports whether k is a 1 or 9 of a numbered suit.
func (k Kind) Terminal() bool {
	n := k.Number()
	return k.Suit().Numbered() && (n == 1 || n == 9)
}

// String writes the kind in the notation, e.g. "5m" or "7z".
func (k Kind) String() string {
	return fmt.Sprintf("%d%c", k.Number(), k.Suit().Letter())
}

// Tile is one physical tile or card: a kind, whether it is a red copy, and
// the card suit of a playing card. The low byte is the kind and the red
// bit, so a tile of any variant but trump sorts as its kind (reds last).
// A red bamboo of すずめ雀 also carries the letter bit: it is written 1r-9r,
// its red five 5r, where riichi's red five of bamboo is 0s.
type Tile uint16

const (
	kindMask  = 0x7f
	redBit    = 0x80
	suitShift = 8
	suitMask  = 0x7 << suitShift
	letterBit = 0x800 // a red bamboo written with the letter r
)

// New returns a tile of kind k, red if red is set. A red five of m, p or s
// is the riichi red five (0m, 0p, 0s); any other red bamboo is written with
// the letter r, as RedBamboo makes it.
func New(k Kind, red bool) Tile {
	switch {
	case !red:
		return Tile(k)
	case k.Suit() == Sou && k.Number() != 5:
		return RedBamboo(k.Number())
	}
	return Tile(k) | redBit
}

// RedBamboo returns すずめ雀's red bamboo n, written nr (1r-9r).
func RedBamboo(n int) Tile { return Tile(K(Sou, n)) | redBit | letterBit }

// Of returns the plain (not red) tile of kind k.
func Of(k Kind) Tile { return Tile(k) }

// Kind returns the tile's kind.
func (t Tile) Kind() Kind { return Kind(t & kindMask) }

// Red reports whether the tile is a red copy.
func (t Tile) Red() bool { return t&redBit != 0 }

// CardSuit returns the playing card's suit; NoCardSuit for any other tile
// and for the joker.
func (t Tile) CardSuit() CardSuit { return CardSuit(t & suitMask >> suitShift) }

// String writes the tile in the shared notation: "0m" for a red five of
// m, p or s, "3r" for a red bamboo of すずめ雀 (its red five "5r"), "5cH"
// for a playing card with its suit, else number and suit letter.
func (t Tile) String() string {
	digit, letter := spell(t)
	if cs := t.CardSuit(); cs != NoCardSuit {
		return string([]byte{digit, letter, cs.Letter()})
	}
	return string([]byte{digit, letter})
}

// MarshalText writes the tile as String does.
func (t Tile) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads one tile in the shared notation.
func (t *Tile) UnmarshalText(b []byte) error {
	ts, err := ParseAny(string(b))
	if err != nil {
		return err
	}
	if len(ts) != 1 {
		return fmt.Errorf("tile: %q is %d tiles, want one", b, len(ts))
	}
	*t = ts[0]
	return nil
}
