package bot

import (
	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// Model is what a bot reads from its seat's View: its own tiles, what it
// has seen of everyone else's, and who threatens to win. It is the shared
// picture every level and every variant adapter works on.
type Model struct {
	View  engine.View
	Seat  engine.Seat
	Own   hand.Counts // concealed tiles of the seat
	Reds  hand.Counts // how many of Own's copies of each kind are red
	Melds int         // exposed (or shown) sets of the seat
	// Seen counts every tile the seat can see: its own hand, every river
	// tile not taken by a call, every meld and the indicators.
	Seen hand.Counts
	// Safe marks, by seat, the kinds that seat has discarded itself: a
	// seat never wins on a kind in its own river (furiten) in the variants
	// that have the rule, and rarely waits on one in the others.
	Safe [][tile.NumKinds]bool
	set  *tile.Set
}

// NewModel reads v for its seat, with the variant's tile set.
func NewModel(v engine.View, set *tile.Set) *Model {
	m := &Model{}
	m.read(v, set)
	return m
}

// read fills m from v, reusing its memory.
func (m *Model) read(v engine.View, set *tile.Set) {
	safe := m.Safe[:0]
	for range v.Players {
		safe = append(safe, [tile.NumKinds]bool{})
	}
	*m = Model{View: v, Seat: v.Seat, set: set, Safe: safe}
	for s, p := range v.Players {
		for _, d := range p.Discards {
			if !d.Taken {
				m.Seen[d.Tile.Kind()]++
			}
			m.Safe[s][d.Tile.Kind()] = true
		}
		for _, md := range p.Melds {
			for _, t := range md.Tiles {
				m.Seen[t.Kind()]++
			}
		}
	}
	for _, t := range v.Dora {
		m.Seen[t.Kind()]++
	}
	if int(v.Seat) >= 0 && int(v.Seat) < len(v.Players) {
		me := v.Players[v.Seat]
		for _, t := range me.Hand {
			m.Own[t.Kind()]++
			m.Seen[t.Kind()]++
			if t.Red() {
				m.Reds[t.Kind()]++
			}
		}
		m.Melds = len(me.Melds)
	}
}

// Unseen returns how many copies of k the seat has not seen: the tiles it
// may still draw or be discarded.
func (m *Model) Unseen(k tile.Kind) int {
	return max(m.set.Copies(k)-int(m.Seen[k]), 0)
}

// Me returns the seat's own player view.
func (m *Model) Me() engine.PlayerView { return m.View.Players[m.Seat] }

// Opponents returns the other seats.
func (m *Model) Opponents() []engine.Seat {
	var out []engine.Seat
	for s := range m.View.Players {
		if engine.Seat(s) != m.Seat {
			out = append(out, engine.Seat(s))
		}
	}
	return out
}
