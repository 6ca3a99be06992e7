package tui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"jantaku/engine"
	"jantaku/hint"
	"jantaku/tile"
)

// Plain colours only: adaptive ones would query the terminal.
var (
	titleStyle  = lipgloss.NewStyle().Bold(true)
	redStyle    = lipgloss.NewStyle().Foreground(lipgloss.Color("9"))
	faintStyle  = lipgloss.NewStyle().Faint(true)
	markStyle   = lipgloss.NewStyle().Underline(true)
	cursorStyle = lipgloss.NewStyle().Reverse(true)
	keyStyle    = lipgloss.NewStyle().Foreground(lipgloss.Color("12")).Bold(true)
	errStyle    = lipgloss.NewStyle().Foreground(lipgloss.Color("9")).Bold(true)
	callStyle   = lipgloss.NewStyle().Border(lipgloss.ThickBorder()).BorderForeground(lipgloss.Color("11")).Padding(0, 1)
	boxStyle    = lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).Padding(0, 1)
)

// View implements tea.Model.
func (m *Model) View() string {
	v := m.view
	head := []string{titleStyle.Render("jantaku play") + "  " + m.info.Name, v.Round, fmt.Sprintf("wall %d", v.WallLeft)}
	if len(v.Dora) > 0 {
		head = append(head, doraLabel(m.info.Variant)+" "+m.tiles(v.Dora))
	}
	if v.Sticks > 0 || v.Honba > 0 {
		head = append(head, fmt.Sprintf("sticks %d honba %d", v.Sticks, v.Honba))
	}
	title := fit(m.width, "", "", " · ", head) + "\n"
	keys := fit(m.width, "", "", " · ", keyHelp)
	keys = faintStyle.Render(keys) + "\n"
	var body strings.Builder
	switch m.mode {
	case handEnd:
		body.WriteString(m.scoreScreen("Enter to continue"))
	case gameOver:
		body.WriteString(m.finalScreen("Game over. Enter to quit"))
	default:
		for s := range v.Players {
			body.WriteString(m.player(engine.Seat(s)))
		}
		body.WriteString("\n" + m.handRow())
		body.WriteString(m.actionsPane())
		if m.hints {
			body.WriteString(m.hintPane())
		}
		if m.err != "" {
			body.WriteString(errStyle.Render("refused: "+m.err) + "\n")
		}
	}
	log := m.log
	if m.mode != playing {
		log = nil
	}
	compose := func() string {
		var b strings.Builder
		b.WriteString(title + keys)
		if title != "" || keys != "" {
			b.WriteString("\n")
		}
		b.WriteString(body.String())
		if len(log) > 0 {
			b.WriteString("\n" + faintStyle.Render(strings.Join(log, "\n")) + "\n")
		}
		return b.String()
	}
	// A terminal shorter than the screen shows only its last lines: what
	// gives way first is the log's oldest lines, then the keys, then the
	// title.
	out := compose()
	for m.height > 0 && screenLines(out) > m.height {
		switch {
		case len(log) > 0:
			log = log[1:]
		case keys != "":
			keys = ""
		case title != "":
			title = ""
		default:
			return out
		}
		out = compose()
	}
	return out
}

// screenLines counts the lines the terminal gives s, a last empty one
// after its final newline included (as bubbletea counts them).
func screenLines(s string) int { return strings.Count(s, "\n") + 1 }

// keyHelp is the line of keys under the title.
var keyHelp = []string{"keys: a-z discard", "1-9 act", "enter chosen", "space pass", "arrows move", "? hints", "/ notation", "ctrl+c quit"}

// fit lays items out in lines no wider than width (0: no limit), sep
// between them, the first line led by lead and the others by indent. An
// item is never split: one wider than the line gets a line to itself.
func fit(width int, lead, indent, sep string, items []string) string {
	var b strings.Builder
	b.WriteString(lead)
	w := lipgloss.Width(lead)
	for i, it := range items {
		iw := lipgloss.Width(it)
		switch {
		case i == 0:
		case width > 0 && w+lipgloss.Width(sep)+iw > width:
			b.WriteString("\n" + indent)
			w = lipgloss.Width(indent)
		default:
			b.WriteString(sep)
			w += lipgloss.Width(sep)
		}
		b.WriteString(it)
		w += iw
	}
	return b.String()
}

// seatName names a seat from the person's point of view.
func (m *Model) seatName(s engine.Seat) string {
	switch {
	case s == m.view.Seat:
		return "You"
	case s < 0:
		return "Table"
	case m.isDummy(s):
		return "Dummy"
	}
	return fmt.Sprintf("Bot %d", s)
}

func (m *Model) player(s engine.Seat) string {
	p := m.view.Players[s]
	head := fmt.Sprintf("%-5s", m.seatName(s))
	if s == m.view.Turn {
		head = markStyle.Render(head)
	}
	line := fmt.Sprintf("%s %-5s %6d pts  %2d in hand", head, p.Wind, p.Score, p.HandSize)
	if m.isDummy(s) {
		line = fmt.Sprintf("%s %-5s (舞子, played by the table, no points)  %2d in hand", head, p.Wind, p.HandSize)
	}
	items := []string{line}
	if marks := m.maikoMarks(s, p); marks != "" {
		items = append(items, strings.TrimPrefix(marks, "  "))
	}
	if s == m.view.Dealer {
		items = append(items, "dealer")
	}
	if s == m.view.Turn && !m.view.Over {
		items = append(items, "◀ turn")
	}
	if p.Riichi {
		items = append(items, redStyle.Render("riichi"))
	}
	for _, md := range p.Melds {
		items = append(items, fmt.Sprintf("[%s %s]", md.Kind, m.tiles(md.Tiles)))
	}
	if len(p.Flowers) > 0 {
		items = append(items, "flowers "+m.tiles(p.Flowers))
	}
	river := make([]string, len(p.Discards))
	for i, d := range p.Discards {
		switch {
		case d.Riichi && d.Taken:
			river[i] = redStyle.Render("riichi:") + m.tileIn(d.Tile, faintStyle) + faintStyle.Render(" (called)")
		case d.Riichi:
			river[i] = redStyle.Render("riichi:") + m.tileIn(d.Tile, markStyle)
		case d.Taken:
			river[i] = m.tileIn(d.Tile, faintStyle)
		default:
			river[i] = m.tile(d.Tile)
		}
	}
	const riverLead = "      river: "
	return fit(m.width, "", "      ", "  ", items) + "\n" +
		fit(m.width, riverLead, strings.Repeat(" ", len(riverLead)), " ", river) + "\n"
}

// handRow draws the person's hand with the key of each tile below it, in
// more than one row when the terminal is too narrow for one.
func (m *Model) handRow() string {
	h := m.hand()
	drawn := m.drawn() != nil
	const lead = "Your hand: "
	indent := strings.Repeat(" ", len(lead))
	var out, top, keys strings.Builder
	top.WriteString(lead)
	keys.WriteString(indent)
	w, cells := len(lead), 0
	chosen := m.chosenDiscard()
	for i, t := range h {
		gap := ""
		if drawn && i == len(h)-1 {
			gap = "  "
		}
		name := m.tile(t)
		nw := lipgloss.Width(name)
		if m.width > 0 && cells > 0 && w+len(gap)+nw > m.width {
			out.WriteString(top.String() + "\n" + keys.String() + "\n")
			top.Reset()
			keys.Reset()
			top.WriteString(indent)
			keys.WriteString(indent)
			w, cells = len(indent), 0
		}
		top.WriteString(gap)
		keys.WriteString(gap)
		key := " "
		if i < len(handKeys) {
			key = handKeys[i : i+1]
		}
		a, ok := m.discardAt(i)
		switch {
		case ok && chosen != nil && a.Tile == *chosen:
			name = cursorStyle.Render(name)
			key = keyStyle.Render(key)
		case ok:
			key = keyStyle.Render(key)
		case len(m.view.Legal) > 0 && slices.ContainsFunc(m.view.Legal, isDiscard):
			name = faintStyle.Render(name)
			key = " "
		default:
			key = " "
		}
		top.WriteString(name + " ")
		keys.WriteString(key + strings.Repeat(" ", nw))
		w += len(gap) + nw + 1
		cells++
	}
	out.WriteString(top.String() + "\n" + keys.String() + "\n")
	return out.String()
}

// chosenDiscard is the tile under the cursor when it is on a discard.
func (m *Model) chosenDiscard() *tile.Tile {
	if m.cursor < len(m.choices) && m.choices[m.cursor].action.Type == engine.Discard {
		t := m.choices[m.cursor].action.Tile
		return &t
	}
	return nil
}

// actionsPane lists the decisions other than discards; a call offer is boxed.
func (m *Model) actionsPane() string {
	var items []string
	for i, c := range m.choices {
		if c.action.Type == engine.Discard {
			continue
		}
		item := m.label(c.action)
		if c.key != "" {
			item = keyStyle.Render(c.key) + " " + item
		}
		if i == m.cursor {
			item = cursorStyle.Render(item)
		}
		items = append(items, item)
	}
	switch {
	case len(m.view.Legal) == 0:
		return "\n" + faintStyle.Render("waiting for the others…") + "\n"
	case m.callOffered():
		what := "Your call"
		if m.view.Last != nil {
			what += ": " + m.describe(*m.view.Last)
		}
		return "\n" + callStyle.Render(titleStyle.Render(what)+"\n"+fit(max(m.width-4, 0), "", "", "   ", items)) + "\n"
	case len(items) == 0:
		return "\nYour turn: discard a tile.\n"
	}
	return "\n" + fit(m.width, "Your turn: ", "           ", "   ", items) + "\n"
}

// callOffered reports whether the person is asked about another's tile.
func (m *Model) callOffered() bool {
	return len(m.view.Legal) > 0 && !slices.ContainsFunc(m.view.Legal, isDiscard) &&
		slices.ContainsFunc(m.view.Legal, func(a engine.Action) bool { return a.Type == engine.Pass })
}

// label writes an action for people.
func (m *Model) label(a engine.Action) string {
	s := a.Type.String()
	switch {
	case a.Type == engine.Riichi && a.Tile != 0:
		s += ", discarding " + m.tile(a.Tile)
	case a.Tile != 0:
		s += " " + m.tile(a.Tile)
	}
	if len(a.Tiles) > 0 {
		s += " (" + m.tiles(a.Tiles) + ")"
	}
	if a.Flag != "" {
		s += " [" + a.Flag + "]"
	}
	return s
}

// doraLabel names the revealed tiles: すずめ雀's is the dora itself, every
// other variant's an indicator of the next tile.
func doraLabel(variant string) string {
	if variant == "suzume" {
		return "dora"
	}
	return "dora indicator"
}

func (m *Model) tile(t tile.Tile) string { return m.tileIn(t, lipgloss.NewStyle()) }

// tileIn writes t in style st, red for a red tile or a card of a red suit.
// One style renders it: a style wrapped round another's output (underline
// especially) breaks the inner colour codes apart.
func (m *Model) tileIn(t tile.Tile, st lipgloss.Style) string {
	name := TileName(m.info.Variant, t)
	if m.codes {
		name = t.String()
	}
	if t.Red() || t.CardSuit().Red() {
		st = st.Foreground(redStyle.GetForeground())
	}
	return st.Render(name)
}

func (m *Model) tiles(ts []tile.Tile) string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = m.tile(t)
	}
	return strings.Join(out, " ")
}

func (m *Model) hintPane() string {
	if m.hint == nil {
		h := hint.For(m.info.hintInfo(), m.view)
		m.hint = &h
	}
	h := *m.hint
	var lines []string
	if h.HasShanten {
		lines = append(lines, shantenLine(h))
	}
	if h.Complete != nil {
		lines = append(lines, "wins now: "+h.Complete.String())
	}
	if h.SetsShort > 0 {
		lines = append(lines, fmt.Sprintf("a win needs a pair and 3 sets: %d more to make (show a set and draw 3, or call)", h.SetsShort))
	}
	switch {
	case len(h.Waits) > 0 && h.SetsShort > 0:
		kinds := make([]tile.Tile, len(h.Waits))
		for i, w := range h.Waits {
			kinds[i] = w.Tile
		}
		lines = append(lines, "waits of the shape (no win yet): "+m.tiles(kinds))
	case len(h.Waits) > 0:
		lines = append(lines, "ready, waiting on: "+m.waitList(h.Waits))
	}
	if h.Furiten {
		lines = append(lines, errStyle.Render("furiten: a wait is in your own river, so you cannot win on a discard (tsumo only)"))
	}
	for i, d := range h.Discards {
		if i == 6 {
			lines = append(lines, fmt.Sprintf("… %d more discards keep the hand ready", len(h.Discards)-i))
			break
		}
		line := "discard " + m.tile(d.Tile) + " → " + m.waitList(d.Waits)
		if d.Furiten {
			line += "  " + errStyle.Render("(furiten)")
		}
		lines = append(lines, line)
	}
	if len(lines) == 0 {
		lines = append(lines, "not ready")
	}
	return m.box("Hints\n"+strings.Join(lines, "\n")) + "\n"
}

// noWinReason words why a finished shape does not win for the hint pane:
// without a leading "no win: " (the pane says it), nor the "riichi: " the
// riichi rules put before their errors, which there reads as if riichi
// were what leaves the hand without a yaku.
func noWinReason(why string) string {
	return strings.TrimPrefix(strings.TrimPrefix(why, "no win: "), "riichi: ")
}

func (m *Model) waitList(ws []hint.Wait) string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = m.tile(w.Tile)
		switch {
		case w.Value != nil:
			out[i] += " (" + w.Value.String() + ")"
		case w.NoWin != "":
			out[i] += " (no win: " + noWinReason(w.NoWin) + ")"
		}
	}
	return strings.Join(out, "; ")
}

func (m *Model) scoreScreen(prompt string) string {
	lines := []string{faintStyle.Render("The end of " + m.endedRound), ""}
	lines = append(lines, m.summary...)
	lines = append(lines, "", titleStyle.Render(prompt))
	return m.box(strings.Join(lines, "\n")) + "\n"
}

// finalScreen shows the final standings.
func (m *Model) finalScreen(prompt string) string {
	lines := slices.Clone(m.final)
	if len(lines) == 0 {
		lines = m.gameEndLines(m.game.Result())
	}
	lines = append(lines, "", titleStyle.Render(prompt))
	return m.box(strings.Join(lines, "\n")) + "\n"
}

// box frames text, wrapped to the terminal's width.
func (m *Model) box(text string) string {
	st := boxStyle
	if w := m.width - 4; w > 20 && lipgloss.Width(text) > w {
		st = st.Width(w)
	}
	return st.Render(text)
}

func shantenLine(h hint.Hint) string {
	switch {
	case h.Shanten < 0:
		return "shanten -1: a finished shape"
	case h.Shanten == 0:
		return "shanten 0: ready (tenpai)"
	case !h.Exact:
		return fmt.Sprintf("shanten %d (regular shape)", h.Shanten)
	}
	return fmt.Sprintf("shanten %d", h.Shanten)
}

func isDiscard(a engine.Action) bool { return a.Type == engine.Discard }
