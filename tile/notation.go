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
// m, p and s, and the joker in z; the letter r writes a red bamboo ("3r").
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
				return nil, &ParseError{s, i, fmt.Sprintf("suit letter %q with no digits before it", c)}
			}
			if _, ok := SuitOf(c); !ok && c != redLetter {
				return nil, &ParseError{s, i, fmt.Sprintf("unknown suit letter %q", c)}
			}
			for j := start; j < i; j++ {
				t, err := tileOf(s[j]-'0', c)
				if err != nil {
					return nil, &ParseError{s, j, err.Error()}
				}
				out = append(out, t)
			}
			start = -1
		}
	}
	if start >= 0 {
		return nil, &ParseError{s, len(s), "digits with no suit letter after them"}
	}
	return out, nil
}

// tileOf reads one digit d written before letter c.
func tileOf(d byte, c byte) (Tile, error) {
	n := int(d)
	if c == redLetter {
		if n < 1 || n > 9 {
			return 0, fmt.Errorf("%dr is not a tile (red bamboo are 1r-9r)", n)
		}
		return New(K(Sou, n), true), nil
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
func Format(ts []Tile) string { return format(ts, false) }

func format(ts []Tile, redAsLetter bool) string {
	var b strings.Builder
	var open byte // letter of the group being written
	for _, t := range ts {
		digit, letter := spell(t, redAsLetter)
		if open != 0 && letter != open {
			b.WriteByte(open)
		}
		b.WriteByte(digit)
		open = letter
	}
	if open != 0 {
		b.WriteByte(open)
	}
	return b.String()
}

// spell returns the digit and letter that write t.
func spell(t Tile, redAsLetter bool) (byte, byte) {
	k := t.Kind()
	if t.Red() {
		if !redAsLetter && k.Number() == 5 && k.Suit() <= Sou {
			return '0', k.Suit().Letter()
		}
		return byte('0' + k.Number()), redLetter
	}
	return byte('0' + k.Number()), k.Suit().Letter()
}
