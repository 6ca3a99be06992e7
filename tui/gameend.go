package tui

import (
	"fmt"
	"strings"

	"jantaku/engine"
)

// endings says in words why a game ended, by Result.Ending.
var endings = map[string]string{
	"rounds":      "the last round has been played",
	"bust":        "a player's score fell below zero",
	"target":      "a player reached the target score",
	"last dealer": "the last dealer, in the lead, ended it",
	"stop":        "the leading player chose to stop",
	"laps":        "the deal has gone round every lap",
	"hands":       "every hand has been played",
	"five_wins":   "the dealer won five times in a row",
	"oshimai":     "オシマイ: a winning hand ended the game",
	"points":      "the deals are over; the higher score wins",
}

// gameEndLines writes the final standings: why the game ended, each
// player by rank with score and (where the variant has them) points after
// uma, and maiko's MP and 身請け.
func (m *Model) gameEndLines(r engine.Result) []string {
	why := endings[r.Ending]
	if why == "" {
		why = r.Ending
	}
	head := fmt.Sprintf("The game is over after %d hands", r.Hands)
	if why != "" {
		head += ": " + why
	}
	out := []string{titleStyle.Render(head), "", "Final standings:"}
	byPerson := len(r.Scores) > len(m.view.Players) // a Malaysian queue of more people than seats
	name := func(i int) string {
		if byPerson {
			return fmt.Sprintf("Player %d", i+1)
		}
		return m.seatName(engine.Seat(i))
	}
	for rank := 1; rank <= len(r.Scores); rank++ {
		for i, rk := range r.Ranks {
			if rk != rank || i >= len(r.Scores) {
				continue
			}
			line := fmt.Sprintf("  %-4s %-6s %7d", ordinal(rank), name(i), r.Scores[i])
			if i < len(r.Points) {
				line += fmt.Sprintf("   %+4d after uma", r.Points[i])
			}
			if mp, ok := r.Extra["mp_"+maikoSeatKey(i)]; ok && m.info.Variant == "maiko" {
				line += fmt.Sprintf("   MP %d", mp)
			}
			out = append(out, line)
		}
	}
	if who, ok := r.Extra["mikeuke"]; ok && m.info.Variant == "maiko" {
		if who >= 0 {
			out = append(out, "", fmt.Sprintf("身請け: %s %s the dummy home (the most MP)", name(who), m.verb(engine.Seat(who), "take")))
		} else {
			out = append(out, "", "身請け: nobody takes the dummy (no player still in the game has MP above zero)")
		}
	}
	return out
}

// maikoSeatKey is how maiko's Result.Extra names a player's MP.
func maikoSeatKey(i int) string {
	return strings.ToUpper(string(rune('a' + i)))
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}
