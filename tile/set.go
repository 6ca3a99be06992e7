package tile

import (
	"fmt"
	"slices"
)

// Set is the collection of tiles one variant plays with: how many copies of
// each kind, how many of those are red, which kinds are playing cards whose
// four copies have the four card suits, and how red copies are written.
// A Set is immutable once made.
type Set struct {
	name        string
	copies      [NumKinds]uint8
	reds        [NumKinds]uint8
	suited      [NumKinds]bool
	redAsLetter bool
	size        int
}

// Name returns the set's name, e.g. "riichi".
func (s *Set) Name() string { return s.name }

// Size returns the number of tiles in the set.
func (s *Set) Size() int { return s.size }

// Copies returns how many tiles of kind k the set holds.
func (s *Set) Copies(k Kind) int { return int(s.copies[k]) }

// RedCopies returns how many of the tiles of kind k are red.
func (s *Set) RedCopies(k Kind) int { return int(s.reds[k]) }

// Suited reports whether the copies of kind k are playing cards, one of
// each card suit.
func (s *Set) Suited(k Kind) bool { return int(k) < NumKinds && s.suited[k] }

// Has reports whether the set holds any tile of kind k.
func (s *Set) Has(k Kind) bool { return int(k) < NumKinds && s.copies[k] > 0 }

// Kinds returns the kinds the set holds, in kind order.
func (s *Set) Kinds() []Kind {
	var ks []Kind
	for k := range s.copies {
		if s.copies[k] > 0 {
			ks = append(ks, Kind(k))
		}
	}
	return ks
}

// All returns every tile of the set once, in kind order, red copies last
// within their kind and playing cards in suit order (♠♥♦♣). Shuffled, it is
// a wall.
func (s *Set) All() []Tile {
	out := make([]Tile, 0, s.size)
	for _, k := range s.Kinds() {
		if s.suited[k] {
			for _, cs := range CardSuits {
				out = append(out, CardOf(k, cs))
			}
			continue
		}
		plain := int(s.copies[k] - s.reds[k])
		for i := 0; i < plain; i++ {
			out = append(out, Of(k))
		}
		for i := 0; i < int(s.reds[k]); i++ {
			out = append(out, s.OwnTile(New(k, true)))
		}
	}
	return out
}

// Parse reads tiles in the shared notation and checks that the set holds
// them: every kind in it, and no more copies (plain or red) than it has.
// A red five of bamboo may be written 0s or 5r; Parse gives the set's own
// (see Own).
func (s *Set) Parse(str string) ([]Tile, error) {
	ts, err := ParseAny(str)
	if err != nil {
		return nil, err
	}
	for i, t := range ts {
		ts[i] = s.OwnTile(t)
	}
	if err := s.check(ts, str); err != nil {
		return nil, err
	}
	return ts, nil
}

// Check reports an error if ts names a tile the set lacks, or more copies
// of a tile than it holds, or writes a red five of bamboo the other way
// than the set (5r in riichi, 0s in すずめ雀): a variant compares tiles as
// values, so one that reads tiles written either way takes Own first.
func (s *Set) Check(ts []Tile) error { return s.check(ts, "") }

// OwnTile returns t as the set writes it: すずめ雀's red five of bamboo is
// 5r, riichi's 0s. Every other tile is its own already.
func (s *Set) OwnTile(t Tile) Tile {
	if t&^letterBit != Tile(K(Sou, 5))|redBit {
		return t
	}
	if s.redAsLetter {
		return t | letterBit
	}
	return t &^ letterBit
}

// Own returns ts as the set writes them (OwnTile), ts itself when nothing
// changes.
func (s *Set) Own(ts []Tile) []Tile {
	for i, t := range ts {
		if o := s.OwnTile(t); o != t {
			out := slices.Clone(ts)
			for j := i; j < len(out); j++ {
				out[j] = s.OwnTile(out[j])
			}
			return out
		}
	}
	return ts
}

func (s *Set) check(ts []Tile, str string) error {
	var plain, red [NumKinds]uint8
	var cards [NumKinds][numCardSuits]bool
	for i, t := range ts {
		k := t.Kind()
		bad := ""
		switch {
		case int(k) >= NumKinds || s.copies[k] == 0 || t.CardSuit() != NoCardSuit && !s.suited[k] || t.CardSuit() >= numCardSuits:
			bad = fmt.Sprintf("%s has no %s", s.name, s.Format([]Tile{t}))
		case s.suited[k] && t.CardSuit() == NoCardSuit:
			bad = fmt.Sprintf("%s cards have suits: write %s with S, H, D or C (♠♥♦♣), e.g. %s", s.name, k, CardOf(k, Spades))
		case s.suited[k]:
			if cards[k][t.CardSuit()] {
				bad = fmt.Sprintf("%s has one %s, this is one more", s.name, t)
			}
			cards[k][t.CardSuit()] = true
		case t.Red() && s.OwnTile(t) != t:
			bad = fmt.Sprintf("%s writes its red five of bamboo %s, not %s", s.name, s.OwnTile(t), t)
		case t.Red():
			red[k]++
			if red[k] > s.reds[k] {
				bad = fmt.Sprintf("%s has %d red %s, this is one more", s.name, s.reds[k], k)
			}
		default:
			plain[k]++
			if plain[k] > s.copies[k]-s.reds[k] {
				bad = fmt.Sprintf("%s has %d plain %s, this is one more", s.name, s.copies[k]-s.reds[k], k)
			}
		}
		if bad != "" {
			return &ParseError{Input: str, Pos: digitPos(str, i), Msg: bad}
		}
	}
	return nil
}

// digitPos returns the byte offset of the i-th tile's digit in str, or i
// when there is no string (tiles checked directly).
func digitPos(str string, i int) int {
	if str == "" {
		return i
	}
	n := 0
	for p := 0; p < len(str); p++ {
		if str[p] >= '0' && str[p] <= '9' {
			if n == i {
				return p
			}
			n++
		}
	}
	return len(str)
}

// Format writes tiles in the set's own spelling of the shared notation:
// すずめ雀 writes red bamboo with the letter r, the others a red five as 0.
func (s *Set) Format(ts []Tile) string { return Format(s.Own(ts)) }

// builder fills a Set.
type builder struct{ s *Set }

func newSet(name string) builder { return builder{&Set{name: name}} }

func (b builder) add(n int, kinds ...Kind) builder {
	for _, k := range kinds {
		b.s.copies[k] += uint8(n)
		b.s.size += n
	}
	return b
}

func (b builder) suit(su Suit, from, to, n int) builder {
	for i := from; i <= to; i++ {
		b.add(n, K(su, i))
	}
	return b
}

// cards makes the four copies of each kind the four card suits.
func (b builder) cards(kinds ...Kind) builder {
	for _, k := range kinds {
		if b.s.copies[k] != uint8(len(CardSuits)) || b.s.reds[k] != 0 {
			panic("tile: a playing card kind needs four plain copies")
		}
		b.s.suited[k] = true
	}
	return b
}

// red marks n of the copies of k as red.
func (b builder) red(k Kind, n int) builder {
	b.s.reds[k] += uint8(n)
	return b
}
