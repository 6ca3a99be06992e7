package malaysia

import (
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// Meld is an exposed set with what each of its tiles stands for: a 飛 in a
// chi or pon stands for the tile it replaces, fixed when the set is called.
type Meld struct {
	engine.Meld
	As []tile.Kind // by position in Tiles
}

// Jokers returns how many 飛 the meld holds.
func (m *Meld) Jokers() int {
	n := 0
	for _, t := range m.Tiles {
		if t.Kind() == tile.Joker {
			n++
		}
	}
	return n
}

// group returns the meld as a group of a reading.
func (m *Meld) group() group {
	g := group{as: slices.Min(m.As), jokers: m.Jokers(), open: m.Kind != engine.MeldAnkan}
	switch m.Kind {
	case engine.MeldChi:
		g.shape = hand.Sequence
	case engine.MeldPon:
		g.shape = hand.Triplet
	default:
		g.shape, g.kan = hand.Quad, true
	}
	g.concealed = !g.open
	return g
}

func (m *Meld) clone() Meld {
	c := *m
	c.Tiles = slices.Clone(m.Tiles)
	c.As = slices.Clone(m.As)
	return c
}
