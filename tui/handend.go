package tui

import (
	"fmt"
	"strconv"
	"strings"

	"jantaku/engine"
)

// The screen between hands says in words how the hand ended, as the
// browser's does: each win with its hand, melds and winning tile, the yaku
// with their values and what the hand is worth; a draw with its reason and
// who was ready; then every player's score change.

// drawReasons says why a hand was drawn, by engine.DrawReport.Reason.
var drawReasons = map[string]string{
	"exhaustive":     "the wall is used up",
	"exhausted":      "the wall is used up",
	"nagashi_mangan": "the wall is used up, and a river of terminals and honours pays mangan (流し満貫)",
	"nine_terminals": "nine different terminals and honours declared (九種九牌)",
	"four_winds":     "the same wind discarded by all four at the start (四風連打)",
	"four_riichi":    "all four players declared riichi (四家立直)",
	"four_kans":      "four kans by more than one player (四開槓)",
	"three_ron":      "three players won on one discard (三家和)",
	"chombo":         "a chombo: a win that was not allowed is paid for",
}

// limitNames names the limits of riichi's hands.
var limitNames = map[string]string{
	"mangan": "mangan (満貫)", "haneman": "haneman (跳満)", "baiman": "baiman (倍満)",
	"sanbaiman": "sanbaiman (三倍満)", "yakuman": "yakuman (役満)",
}

// handEndLines writes the end of a hand, read from the events that ended
// it.
func (m *Model) handEndLines(end engine.HandEnd, evs []engine.Event) []string {
	var out []string
	for _, w := range end.Wins {
		out = append(out, m.winLines(w)...)
	}
	if end.Draw != nil {
		out = append(out, m.drawLines(*end.Draw)...)
	}
	out = append(out, m.handNotes(evs)...)
	if len(out) > 0 && out[len(out)-1] != "" {
		out = append(out, "")
	}
	return append(out, m.scoreChanges(end)...)
}

// winLines writes one win.
func (m *Model) winLines(w engine.WinReport) []string {
	how := "by tsumo (self-drawn)"
	if !w.Tsumo {
		how = "by ron off " + m.seatName(w.From)
		if w.From == m.view.Seat {
			how = "by ron off you"
		}
	}
	out := []string{titleStyle.Render(fmt.Sprintf("%s %s %s", m.seatName(w.Seat), m.verb(w.Seat, "win"), how))}
	winWord := "won on"
	if w.Tsumo {
		winWord = "drew"
	}
	out = append(out, "  hand:  "+m.tiles(sortedCopy(w.Hand))+"   "+winWord+" "+m.tile(w.Win))
	if len(w.Melds) > 0 {
		melds := make([]string, len(w.Melds))
		for i, md := range w.Melds {
			melds[i] = fmt.Sprintf("[%s %s]", meldWords[md.Kind], m.tiles(md.Tiles))
		}
		out = append(out, "  melds: "+strings.Join(melds, " "))
	}
	if len(w.Flowers) > 0 {
		out = append(out, "  flowers: "+m.tiles(w.Flowers))
	}
	if len(w.Dora) > 0 && w.Unit == "han" {
		line := "  dora indicators: " + m.tiles(w.Dora)
		if len(w.Ura) > 0 {
			line += "   ura dora indicators: " + m.tiles(w.Ura)
		}
		out = append(out, line)
	}
	width := 0
	for _, y := range w.Yaku {
		width = max(width, textWidth(yakuName(y)))
	}
	for _, y := range w.Yaku {
		name := yakuName(y)
		out = append(out, "  "+name+strings.Repeat(" ", width-textWidth(name))+"  "+yakuValue(y, w.Unit))
	}
	return append(out, "  "+titleStyle.Render(worth(w)), "")
}

// meldWords names a meld as players say it.
var meldWords = map[engine.MeldKind]string{
	engine.MeldChi: "chi", engine.MeldPon: "pon", engine.MeldKai: "kai", engine.MeldAnkan: "closed kan",
	engine.MeldMinkan: "open kan", engine.MeldKakan: "added kan",
}

// yakuName writes a yaku by its Japanese name with the English beside it.
func yakuName(y engine.YakuValue) string {
	switch {
	case y.Name != "" && y.En != "" && y.En != y.Name:
		return y.Name + " " + y.En
	case y.Name != "":
		return y.Name
	case y.En != "":
		return y.En
	}
	return y.ID
}

// yakuValue writes what a yaku counts in the hand's unit.
func yakuValue(y engine.YakuValue, unit string) string {
	switch {
	case y.Yakuman && y.Value > 1:
		return fmt.Sprintf("%d× yakuman", y.Value)
	case y.Yakuman:
		return "yakuman"
	case unit == "han":
		return fmt.Sprintf("%d han", y.Value)
	case y.Value == 1 || y.Value == -1:
		return fmt.Sprintf("%d point", y.Value)
	}
	return fmt.Sprintf("%d points", y.Value)
}

// worth writes what a win is worth: han and fu, a limit, and the points.
func worth(w engine.WinReport) string {
	pts := thousands(w.Points) + " points"
	if w.Unit != "han" {
		return "worth " + pts
	}
	var parts []string
	switch {
	case w.Yakuman > 1:
		parts = append(parts, fmt.Sprintf("%d× yakuman", w.Yakuman))
	case w.Yakuman == 1:
		parts = append(parts, "yakuman")
	default:
		hf := fmt.Sprintf("%d han", w.Han)
		if w.Fu > 0 {
			hf += fmt.Sprintf(" %d fu", w.Fu)
		}
		parts = append(parts, hf)
		if l := limitNames[w.Limit]; l != "" {
			parts = append(parts, l)
		}
	}
	return strings.Join(parts, ", ") + ": " + pts
}

// drawLines writes a drawn hand: why, and who was ready with what.
func (m *Model) drawLines(d engine.DrawReport) []string {
	why := drawReasons[d.Reason]
	if why == "" {
		why = strings.ReplaceAll(d.Reason, "_", " ")
	}
	out := []string{titleStyle.Render("The hand is drawn: " + why)}
	if len(d.Tenpai) == 0 {
		return out
	}
	var ready, not []string
	for s, t := range d.Tenpai {
		if m.isDummy(engine.Seat(s)) {
			continue
		}
		if t {
			ready = append(ready, m.seatName(engine.Seat(s)))
		} else {
			not = append(not, m.seatName(engine.Seat(s)))
		}
	}
	if len(ready) == 0 {
		ready = []string{"nobody"}
	}
	out = append(out, "  Ready (tenpai): "+strings.Join(ready, ", "))
	if len(not) > 0 {
		out = append(out, "  Not ready: "+strings.Join(not, ", "))
	}
	for s, h := range d.Hands {
		if len(h) > 0 && s < len(d.Tenpai) && d.Tenpai[s] {
			out = append(out, fmt.Sprintf("  %-6s %s", m.seatName(engine.Seat(s))+":", m.tiles(sortedCopy(h))))
		}
	}
	return out
}

// scoreChanges lists every player's gain or loss and new score, with
// maiko's MP moved; the dummy, who holds no points, is left out.
func (m *Model) scoreChanges(end engine.HandEnd) []string {
	out := []string{"Score changes:"}
	for s := range end.Deltas {
		if m.isDummy(engine.Seat(s)) || s >= len(end.Scores) {
			continue
		}
		line := fmt.Sprintf("  %-6s %8s  → %7s", m.seatName(engine.Seat(s)), signed(end.Deltas[s]), thousands(end.Scores[s]))
		if end.Side != nil && end.Side.Name == "mp" && s < len(end.Side.Deltas) && end.Side.Deltas[s] != 0 {
			line += fmt.Sprintf("   MP %+d", end.Side.Deltas[s])
		}
		out = append(out, line)
	}
	return out
}

// thousands writes n with commas: 12,300.
func thousands(n int) string {
	s := strconv.Itoa(max(n, -n))
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if n < 0 {
		return "-" + s
	}
	return s
}

// signed writes a change with its sign: +3,900, -1,000, ±0.
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + thousands(n)
	case n < 0:
		return thousands(n)
	}
	return "±0"
}
