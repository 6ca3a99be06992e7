package riichi

import (
	"fmt"
	"strings"

	"jantaku/engine"
	"jantaku/tile"
)

// This file reads the notation of the golden data (majiang): a suit letter
// before its digits ("m123p55z7"), 0 for a red five, and after a called
// tile the direction it came from: + from the next seat (下家), = from the
// seat across (対面), - from the previous seat (上家).

// MajiangError says what is wrong with a majiang string.
type MajiangError struct {
	Input string
	Msg   string
}

func (e *MajiangError) Error() string {
	return fmt.Sprintf("riichi: majiang %q: %s", e.Input, e.Msg)
}

// MajiangTile is one tile as the notation writes it in events.
type MajiangTile struct {
	Tile tile.Tile
	// Offset is how many seats after the reader the tile came from: 1 (+),
	// 2 (=), 3 (-), or 0 when no direction is written.
	Offset    int
	Tsumogiri bool // _: discarded as drawn
	Riichi    bool // *: the discard declares riichi
}

// ParseMajiangTile reads one tile with its marks, e.g. "m5", "p0_*", "s2+".
func ParseMajiangTile(s string) (MajiangTile, error) {
	bad := func(msg string) (MajiangTile, error) { return MajiangTile{}, &MajiangError{s, msg} }
	if len(s) < 2 {
		return bad("too short for a tile")
	}
	t, ok := majiangTile(s[0], s[1])
	if !ok {
		return bad("not a tile")
	}
	out := MajiangTile{Tile: t}
	for i := 2; i < len(s); i++ {
		switch c := s[i]; c {
		case '_':
			out.Tsumogiri = true
		case '*':
			out.Riichi = true
		default:
			off, ok := majiangOffset(c)
			if !ok || out.Offset != 0 {
				return bad(fmt.Sprintf("unexpected %q", c))
			}
			out.Offset = off
		}
	}
	return out, nil
}

// majiangTile reads suit letter su and digit d.
func majiangTile(su, d byte) (tile.Tile, bool) {
	if d < '0' || d > '9' {
		return 0, false
	}
	n := int(d - '0')
	switch su {
	case 'm', 'p', 's':
		suit, _ := tile.SuitOf(su)
		if n == 0 {
			return tile.New(tile.K(suit, 5), true), true
		}
		return tile.Of(tile.K(suit, n)), true
	case 'z':
		if n >= 1 && n <= 7 {
			return tile.Of(tile.K(tile.Honor, n)), true
		}
	}
	return 0, false
}

func majiangOffset(c byte) (int, bool) {
	switch c {
	case '+':
		return 1, true
	case '=':
		return 2, true
	case '-':
		return 3, true
	}
	return 0, false
}

// ParseMajiangMeld reads a meld of the seat owner: chi "m1-23", pon
// "z555=", open kan "m5555+", closed kan "m5555", added kan "m555=5".
func ParseMajiangMeld(s string, owner int) (engine.Meld, error) {
	bad := func(msg string) (engine.Meld, error) { return engine.Meld{}, &MajiangError{s, msg} }
	if len(s) < 4 {
		return bad("too short for a meld")
	}
	owner = (owner%Seats + Seats) % Seats
	m := engine.Meld{From: engine.Seat(owner), Called: -1}
	marks := 0
	for i := 1; i < len(s); i++ {
		c := s[i]
		if off, ok := majiangOffset(c); ok {
			if len(m.Tiles) == 0 || marks > 0 {
				return bad("misplaced direction")
			}
			marks++
			m.Called = len(m.Tiles) - 1
			m.From = engine.Seat((owner + off) % Seats)
			continue
		}
		t, ok := majiangTile(s[0], c)
		if !ok {
			return bad(fmt.Sprintf("unexpected %q", c))
		}
		m.Tiles = append(m.Tiles, t)
	}
	_, lastIsMark := majiangOffset(s[len(s)-1])
	kind, ok := meldKindOf(m.Tiles, marks, marks == 1 && !lastIsMark)
	if !ok {
		return bad("not a chi, pon or kan")
	}
	m.Kind = kind
	if kind == engine.MeldChi && int(m.From) != (owner+Seats-1)%Seats {
		return bad("a chi takes the previous seat's discard (-)")
	}
	if _, ok := meldSet(&m); !ok {
		return bad("tiles do not make that set")
	}
	return m, nil
}

// meldKindOf tells the meld from its tile count and marks.
func meldKindOf(ts []tile.Tile, marks int, added bool) (engine.MeldKind, bool) {
	same := true
	for _, t := range ts {
		same = same && t.Kind() == ts[0].Kind()
	}
	switch {
	case len(ts) == 3 && marks == 1 && !same:
		return engine.MeldChi, true
	case len(ts) == 3 && marks == 1:
		return engine.MeldPon, true
	case len(ts) == 4 && marks == 0:
		return engine.MeldAnkan, true
	case len(ts) == 4 && added:
		return engine.MeldKakan, true
	case len(ts) == 4 && marks == 1:
		return engine.MeldMinkan, true
	}
	return "", false
}

// MajiangHand is a hand in the notation.
type MajiangHand struct {
	// Concealed keeps the written order; in a hand of 3n+2 tiles the last
	// is the tile just drawn.
	Concealed []tile.Tile
	Melds     []engine.Meld
	Riichi    bool // a trailing *
}

// ParseMajiangHand reads a hand of seat owner: concealed tiles, then the
// melds after commas, e.g. "m345p40677s67s8,m34-0".
func ParseMajiangHand(s string, owner int) (MajiangHand, error) {
	parts := strings.Split(s, ",")
	var h MajiangHand
	conc := parts[0]
	if strings.HasSuffix(conc, "*") {
		h.Riichi, conc = true, conc[:len(conc)-1]
	}
	var suit byte
	for i := 0; i < len(conc); i++ {
		c := conc[i]
		if c >= '0' && c <= '9' {
			t, ok := majiangTile(suit, c)
			if !ok {
				return MajiangHand{}, &MajiangError{s, fmt.Sprintf("digit %q with no suit before it", c)}
			}
			h.Concealed = append(h.Concealed, t)
			continue
		}
		if c != 'm' && c != 'p' && c != 's' && c != 'z' {
			return MajiangHand{}, &MajiangError{s, fmt.Sprintf("unexpected %q", c)}
		}
		suit = c
	}
	for _, p := range parts[1:] {
		if p == "" {
			continue // a hand just after a call is written with a trailing comma
		}
		m, err := ParseMajiangMeld(p, owner)
		if err != nil {
			return MajiangHand{}, err
		}
		h.Melds = append(h.Melds, m)
	}
	return h, nil
}

// FormatMajiangTile writes a tile in the notation, e.g. "m5" or "p0".
func FormatMajiangTile(t tile.Tile) string {
	k := t.Kind()
	d := byte('0' + k.Number())
	if t.Red() {
		d = '0'
	}
	return string([]byte{k.Suit().Letter(), d})
}

// FormatMajiangMeld writes a meld of seat owner, the direction mark after
// the called tile (or, for an added kan, after the pon's called tile).
func FormatMajiangMeld(m engine.Meld, owner int) string {
	if len(m.Tiles) == 0 {
		return ""
	}
	b := []byte{m.Tiles[0].Kind().Suit().Letter()}
	mark := " +=-"[((int(m.From)-owner)%Seats+Seats)%Seats]
	for i, t := range m.Tiles {
		b = append(b, FormatMajiangTile(t)[1])
		if i == m.Called && mark != ' ' {
			b = append(b, mark)
		}
	}
	return string(b)
}

// FormatMajiangHand writes a hand: the concealed tiles in their order (a
// suit letter wherever the suit changes), then the melds.
func FormatMajiangHand(h MajiangHand, owner int) string {
	var b strings.Builder
	var suit byte
	for _, t := range h.Concealed {
		s := FormatMajiangTile(t)
		if s[0] != suit {
			suit = s[0]
			b.WriteByte(suit)
		}
		b.WriteByte(s[1])
	}
	if h.Riichi {
		b.WriteByte('*')
	}
	for _, m := range h.Melds {
		b.WriteByte(',')
		b.WriteString(FormatMajiangMeld(m, owner))
	}
	return b.String()
}
