package tile

import (
	"fmt"
	"strings"
)

// ParseError says where a tile string went wrong.
type ParseError struct {
	Input string
	Pos   int // byte offset of the offending character
	Msg   string
}

func (e *ParseError) Error() string {
	if e.Input == "" { // tiles checked directly, not parsed
		return "tile: " + e.Msg
	}
	return fmt.Sprintf("tile: %s at position %d in %q", e.Msg, e.Pos, e.Input)
}

// maxNumber is the highest digit a suit letter takes.
func maxNumber(s Suit) int {
	switch s {
	case Honor:
		return 7
	case Flower, Animal:
		return 8
	}
	return 9
}

// ParseAny reads tiles in the shared notation without asking whether any
// variant holds them: groups of digits each closed by a suit letter
// ("123m456p11z"), with spaces allowed between groups. 0 is the red five in
// m, p and s, and the joker in z; the letter r writes a red bamboo of
// すずめ雀 ("3r", "5r"). Set.Parse reads both 0s and 5r as the set's own.
// A group of playing cards carries its card suit after the letter, as S, H,
// D or C (or ♠♥♦♣): "123cS" is A♠ 2♠ 3♠, "15zH" is 10♥ J♥. A playing card
// written without a mark is read as a card with no suit, which no set holds
// (Set.Parse says so).
func ParseAny(s string) ([]Tile, error) {
	out := make([]Tile, 0, len(s))
	start := -1 // first digit of the open group
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			if start < 0 {
				start = i
			}
		case c == ' ' || c == '\t':
			if start >= 0 {
				return nil, &ParseError{s, i, "space inside a group of digits"}
			}
		default:
			if start < 0 {
				if _, n := cardSuitMark(s[i:]); n > 0 {
					return nil, &ParseError{s, i, fmt.Sprintf("card suit %q with no card before it (write the suit after the letter: 5cS)", s[i:i+n])}
				}
				return nil, &ParseError{s, i, fmt.Sprintf("suit letter %q with no digits before it", c)}
			}
			if _, ok := SuitOf(c); !ok && c != redLetter {
				return nil, &ParseError{s, i, fmt.Sprintf("unknown suit letter %q", c)}
			}
			cs, n := cardSuitMark(s[i+1:])
			for j := start; j < i; j++ {
				t, err := tileOf(s[j]-'0', c, cs)
				if err != nil {
					return nil, &ParseError{s, j, err.Error()}
				}
				out = append(out, t)
			}
			start = -1
			i += n
		}
	}
	if start >= 0 {
		return nil, &ParseError{s, len(s), "digits with no suit letter after them"}
	}
	return out, nil
}

// tileOf reads one digit d written before letter c and card suit cs.
func tileOf(d byte, c byte, cs CardSuit) (Tile, error) {
	t, err := plainTileOf(d, c)
	if err != nil || cs == NoCardSuit {
		return t, err
	}
	if t.Red() || !PlayingCard(t.Kind()) {
		return 0, fmt.Errorf("%s is not a playing card and takes no suit %c (cards are 1c-9c, 1z, 5z-7z)", t, cs.Letter())
	}
	return CardOf(t.Kind(), cs), nil
}

// plainTileOf reads one digit d written before letter c.
func plainTileOf(d byte, c byte) (Tile, error) {
	n := int(d)
	if c == redLetter {
		if n < 1 || n > 9 {
			return 0, fmt.Errorf("%dr is not a tile (red bamboo are 1r-9r)", n)
		}
		return RedBamboo(n), nil
	}
	suit, ok := SuitOf(c)
	if !ok {
		return 0, fmt.Errorf("unknown suit letter %q", c)
	}
	if n == 0 {
		switch suit {
		case Man, Pin, Sou:
			return New(K(suit, 5), true), nil
		case Honor:
			return Of(Joker), nil
		}
		return 0, fmt.Errorf("0%c is not a tile", c)
	}
	if n > maxNumber(suit) {
		return 0, fmt.Errorf("%d%c is not a tile (%c goes up to %d)", n, c, c, maxNumber(suit))
	}
	return Of(K(suit, n)), nil
}

// MustParse is ParseAny for literals in tests and tables; it panics on error.
func MustParse(s string) []Tile {
	ts, err := ParseAny(s)
	if err != nil {
		panic(err)
	}
	return ts
}

// Format writes tiles in the shared notation, keeping their order: runs of
// one letter share it ("406m11z"). ParseAny(Format(ts)) == ts.
func Format(ts []Tile) string {
	var b strings.Builder
	var open byte     // letter of the group being written
	var suit CardSuit // its card suit
	closeGroup := func() {
		b.WriteByte(open)
		if suit != NoCardSuit {
			b.WriteByte(suit.Letter())
		}
	}
	for _, t := range ts {
		digit, letter := spell(t)
		if open != 0 && (letter != open || t.CardSuit() != suit) {
			closeGroup()
		}
		b.WriteByte(digit)
		open, suit = letter, t.CardSuit()
	}
	if open != 0 {
		closeGroup()
	}
	return b.String()
}

// spell returns the digit and letter that write t.
func spell(t Tile) (byte, byte) {
	k := t.Kind()
	if t.Red() {
		if t&letterBit == 0 && k.Number() == 5 && k.Suit() <= Sou {
			return '0', k.Suit().Letter()
		}
		return byte('0' + k.Number()), redLetter
	}
	return byte('0' + k.Number()), k.Suit().Letter()
}
