package engine

import "jantaku/tile"

// EventType names what happened. The names are part of records and the
// protocol: never rename one.
type EventType string

// The events every variant shares; a variant may add its own names.
const (
	EvDeal      EventType = "deal"      // a hand starts: Tiles are Seat's dealt tiles (secret)
	EvDraw      EventType = "draw"      // Seat draws Tile (secret)
	EvAct       EventType = "act"       // Seat made Action (a discard, call, riichi, kai ...)
	EvIndicator EventType = "indicator" // a dora indicator is revealed: Tile
	EvWin       EventType = "win"       // Seat wins; Data has the scoring
	EvDrawGame  EventType = "drawgame"  // the hand ends with no winner; Data says how
	EvScores    EventType = "scores"    // points moved: Data has deltas and totals
	EvGameEnd   EventType = "gameend"   // the game is over: Data is the Result
)

// Event is one thing that happened, in order. An event marked Secret shows
// its Tile and Tiles only to Seat; Mask hides them from everyone else.
type Event struct {
	Type   EventType   `json:"type"`
	Seat   Seat        `json:"seat"`
	Tiles  []tile.Tile `json:"tiles,omitempty"`
	Action *Action     `json:"action,omitempty"`
	Data   any         `json:"data,omitempty"`
	// Tile and Secret come last so the struct packs them into one word:
	// games make millions of events.
	Tile   tile.Tile `json:"tile,omitempty"`
	Secret bool      `json:"secret,omitempty"`
}

// Mask returns the event as viewer may see it: a secret event of another
// seat loses its tiles (the count of Tiles stays visible as HiddenCount).
func (e Event) Mask(viewer Seat) Event {
	if !e.Secret || e.Seat == viewer {
		return e
	}
	e.Tile = 0
	if n := len(e.Tiles); n > 0 {
		e.Tiles = nil
		e.Data = HiddenCount{N: n}
	}
	return e
}

// HiddenCount stands in for tiles a viewer may not see.
type HiddenCount struct {
	N int `json:"hidden"`
}
