package tui

import (
	"slices"

	"github.com/charmbracelet/lipgloss"

	"jantaku/engine"
	"jantaku/tile"
)

// describe writes one event for the log; "" for events not worth a line
// (others' draws, passes, score movements the result screen shows).
func (m *Model) describe(e engine.Event) string {
	who := m.seatName(e.Seat)
	switch e.Type {
	case engine.EvDeal:
		if e.Seat == m.view.Seat {
			return "A new hand is dealt: " + m.view.Round
		}
	case engine.EvDraw:
		if e.Seat == m.view.Seat && e.Tile != 0 {
			return "You draw " + m.tile(e.Tile)
		}
	case engine.EvAct:
		if e.Action != nil && e.Action.Type != engine.Pass {
			return who + ": " + m.label(*e.Action)
		}
	case engine.EvIndicator:
		return "Dora indicator " + m.tile(e.Tile)
	case engine.EvWin:
		return who + " " + m.verb(e.Seat, "win")
	case engine.EvDrawGame:
		return "The hand is drawn"
	case engine.EvGameEnd:
		return "The game is over"
	case "opening_flowers":
		if len(e.Tiles) > 0 {
			return who + " " + m.verb(e.Seat, "set") + " aside flowers from the deal: " + m.tiles(e.Tiles)
		}
		return who + " " + m.verb(e.Seat, "set") + " aside flowers from the deal"
	case "sit_out":
		return "The players change seats for the next hand (抜け番)"
	case "mistake":
		return who + " " + m.verb(e.Seat, "call") + " a win by mistake and " + m.verb(e.Seat, "pay") + " the penalty"
	case "dummy_hand":
		return "The dummy's hand is shown to all"
	}
	return ""
}

// sortedCopy returns ts sorted as a hand is shown.
func sortedCopy(ts []tile.Tile) []tile.Tile {
	out := slices.Clone(ts)
	sortTiles(out)
	return out
}

// textWidth is how many cells a string takes on the terminal.
func textWidth(s string) int { return lipgloss.Width(s) }

// verb agrees a verb with a seat's name: "You win", "Bot 1 wins".
func (m *Model) verb(s engine.Seat, v string) string {
	if s == m.view.Seat {
		return v
	}
	return v + "s"
}
