package tui

import (
	"fmt"

	"jantaku/engine"
	"jantaku/variant/malaysia"
	"jantaku/variant/momojan"
)

// handNotes writes what a variant moves at a hand's end beyond the hand's
// value: MOMOJAN's 場代 and 供託 (the fee each deal's non-dealer puts on
// the table, and what earlier draws left there), and its evaluation points
// at a draw; Malaysian payments cut by the payer's own confirmed yaku.
func (m *Model) handNotes(evs []engine.Event) []string {
	var out []string
	for _, e := range evs {
		switch d := e.Data.(type) {
		case momojan.WinData:
			if d.Table > 0 {
				out = append(out, fmt.Sprintf("  %s also %s the %d on the table (場代 and 供託)", m.seatName(d.Winner), m.verb(d.Winner, "take"), d.Table))
			}
		case malaysia.WinData:
			out = append(out, m.reductions(e.Seat, d)...)
		case momojan.DrawData:
			if len(d.Eval) == 2 {
				out = append(out, fmt.Sprintf("  Evaluation points: %s %d, %s %d", m.seatName(0), d.Eval[0], m.seatName(1), d.Eval[1]))
			}
			if d.Taker >= 0 {
				t := engine.Seat(d.Taker)
				out = append(out, fmt.Sprintf("  %s %s %d for the difference, and the 場代 and 供託 on the table", m.seatName(t), m.verb(t, "collect"), d.Payment))
			} else {
				out = append(out, "  Even: the 場代 stays on the table as 供託 for the next win")
			}
		}
	}
	return out
}

// reductions says which Malaysian payers paid less than the hand's value:
// a payer's own confirmed yaku (flowers set aside, value-tile sets on the
// table) reduce what it pays, never below zero; a limit is never reduced.
func (m *Model) reductions(winner engine.Seat, d malaysia.WinData) []string {
	if d.Limit {
		return nil
	}
	var out []string
	for s, delta := range d.Deltas {
		payer := engine.Seat(s)
		if payer == winner || (!d.Tsumo && payer != d.From) {
			continue
		}
		if paid := -delta; paid < d.Points {
			out = append(out, fmt.Sprintf("  %s %s %d of the %d: %s own confirmed yaku (flowers, value-tile sets) reduce it",
				m.seatName(payer), m.verb(payer, "pay"), paid, d.Points, m.possessive(payer)))
		}
	}
	return out
}

// possessive is "your" or "its" for a seat.
func (m *Model) possessive(s engine.Seat) string {
	if s == m.view.Seat {
		return "your"
	}
	return "its"
}
