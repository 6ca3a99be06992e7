package engine

import "jantaku/tile"

// View is everything one seat (or a spectator) may know: the only picture of
// a game that leaves the engine. The fields are common to all variants;
// Extra carries what only one variant has.
type View struct {
	Variant  string         `json:"variant"`
	Seat     Seat           `json:"seat"`  // Spectator for a spectator
	Round    string         `json:"round"` // e.g. "East 2, 1 honba"
	Hand     int            `json:"hand"`  // hands played before this one
	Dealer   Seat           `json:"dealer"`
	Turn     Seat           `json:"turn"`
	WallLeft int            `json:"wall_left"`
	Dora     []tile.Tile    `json:"dora_indicators,omitempty"`
	Sticks   int            `json:"sticks,omitempty"` // deposits on the table
	Honba    int            `json:"honba,omitempty"`
	Players  []PlayerView   `json:"players"`
	Legal    []Action       `json:"legal,omitempty"` // this seat's legal actions now
	Last     *Event         `json:"last,omitempty"`  // the last event, masked
	Over     bool           `json:"over,omitempty"`
	Extra    map[string]any `json:"extra,omitempty"`
}

// PlayerView is one seat as the viewer sees it. Hand is set only for the
// viewer's own seat or a hand that the rules have shown to all.
type PlayerView struct {
	Score    int            `json:"score"`
	Wind     string         `json:"wind,omitempty"`
	HandSize int            `json:"hand_size"`
	Hand     []tile.Tile    `json:"hand,omitempty"`
	Drawn    bool           `json:"drawn,omitempty"` // the last tile of Hand is a fresh draw
	Melds    []Meld         `json:"melds,omitempty"`
	Discards []Discarded    `json:"discards,omitempty"`
	Flowers  []tile.Tile    `json:"flowers,omitempty"`
	Riichi   bool           `json:"riichi,omitempty"`
	Extra    map[string]any `json:"extra,omitempty"`
}

// MeldKind names how a set was exposed.
type MeldKind string

// The meld kinds of all variants; the names are those of `jantaku score`.
const (
	MeldChi    MeldKind = "chi"
	MeldPon    MeldKind = "pon"
	MeldKai    MeldKind = "kai" // MOMOJAN: shown from the hand
	MeldAnkan  MeldKind = "ankan"
	MeldMinkan MeldKind = "minkan"
	MeldKakan  MeldKind = "kakan"
)

// Meld is an exposed set.
type Meld struct {
	Kind  MeldKind    `json:"kind"`
	Tiles []tile.Tile `json:"tiles"`
	From  Seat        `json:"from"` // who discarded the called tile; the owner for closed sets
	// Called is the index in Tiles of the tile taken from From, or -1.
	Called int `json:"called"`
}

// Discarded is one tile in a player's river.
type Discarded struct {
	Tile      tile.Tile `json:"tile"`
	Tsumogiri bool      `json:"tsumogiri,omitempty"` // discarded as drawn
	Riichi    bool      `json:"riichi,omitempty"`    // declared riichi with it
	Taken     bool      `json:"taken,omitempty"`     // called by another seat
}

// AppendMeldTiles appends the tiles of melds to out.
func AppendMeldTiles(out []tile.Tile, melds []Meld) []tile.Tile {
	for _, m := range melds {
		out = append(out, m.Tiles...)
	}
	return out
}

// AppendRiverTiles appends the tiles still lying in a river to out: a tile
// taken by a call is counted with the caller's meld instead.
func AppendRiverTiles(out []tile.Tile, river []Discarded) []tile.Tile {
	for _, d := range river {
		if !d.Taken {
			out = append(out, d.Tile)
		}
	}
	return out
}
