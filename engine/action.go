package engine

import (
	"encoding/json"
	"fmt"
	"slices"

	"jantaku/tile"
)

// ActionType is the kind of a decision. The numbers are stable.
type ActionType uint8

// The decisions players make in any variant.
const (
	Discard ActionType = iota + 1 // Tile: the discarded tile
	Tsumo                         // win on one's own draw
	Ron                           // win on Tile, another's discard or a robbed kan
	Chi                           // Tile: the called tile; Tiles: the two from hand
	Pon                           // Tile: the called tile; Tiles: the two from hand
	Minkan                        // open kan on a discard: Tiles: the three from hand
	Ankan                         // closed kan: Tiles: the four from hand
	Kakan                         // added kan: Tile: the tile added to a pon
	Riichi                        // Tile: the discard that declares riichi
	Pass                          // let a discard or a chance go
	Kai                           // MOMOJAN 開: Tiles: a finished set shown from the hand
	Draw                          // take an optional draw (MOMOJAN's 3-draw right)
	Waive                         // give up an optional draw
	Flower                        // set aside Tile: a flower, 飛 or ババ, and draw again
	Swap                          // Malaysian: Tile from hand replaces the 飛 in a meld
	Abort                         // declare an abortive draw (nine terminals)
	Stop                          // the last dealer ends the game while leading
	numActionTypes
)

var actionNames = [numActionTypes]string{"", "discard", "tsumo", "ron", "chi", "pon",
	"minkan", "ankan", "kakan", "riichi", "pass", "kai", "draw", "waive", "flower", "swap", "abort", "stop"}

func (t ActionType) String() string {
	if t < numActionTypes {
		return actionNames[t]
	}
	return fmt.Sprintf("action(%d)", uint8(t))
}

// MarshalText writes the action type's name.
func (t ActionType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads an action type's name.
func (t *ActionType) UnmarshalText(b []byte) error {
	for i, n := range actionNames {
		if i > 0 && n == string(b) {
			*t = ActionType(i)
			return nil
		}
	}
	return fmt.Errorf("engine: unknown action type %q", b)
}

// Action is one decision of one seat.
type Action struct {
	Type  ActionType  `json:"type"`
	Tile  tile.Tile   `json:"tile,omitempty"`
	Tiles []tile.Tile `json:"tiles,omitempty"`
	// Flag refines the action where a variant offers a choice, e.g. an open
	// riichi ("open") or maiko's ご指名リーチ ("nominated").
	Flag string `json:"flag,omitempty"`
}

// Equal reports whether a and b are the same decision; the order of Tiles
// does not matter.
func (a Action) Equal(b Action) bool {
	if a.Type != b.Type || a.Tile != b.Tile || a.Flag != b.Flag || len(a.Tiles) != len(b.Tiles) {
		return false
	}
	if slices.Equal(a.Tiles, b.Tiles) {
		return true
	}
	x, y := slices.Clone(a.Tiles), slices.Clone(b.Tiles)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

func (a Action) String() string {
	b, _ := json.Marshal(a)
	return string(b)
}

// Contains reports whether a is among the legal actions.
func Contains(legal []Action, a Action) bool {
	_, ok := Find(legal, a)
	return ok
}

// Find returns the entry of legal that is the same decision as a (Equal),
// and whether there is one. A game applies that entry, not a: its tiles are
// in the game's own order.
func Find(legal []Action, a Action) (Action, bool) {
	for i := range legal {
		// Type and Tile first: most candidates differ there, and games check
		// every action they apply.
		if l := &legal[i]; l.Type == a.Type && l.Tile == a.Tile && l.Equal(a) {
			return *l, true
		}
	}
	return Action{}, false
}

// SeatAction is one entry of a record: who did what.
type SeatAction struct {
	Seat   Seat   `json:"seat"`
	Action Action `json:"action"`
}
