package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"jantaku/engine"
	"jantaku/tile"
)

// narrowTable is a riichi turn late in a hand: fourteen tiles of the
// widest names in hand, long rivers, melds and a full log.
func narrowTable(t *testing.T) *Model {
	t.Helper()
	info := Info{Variant: "riichi", Name: "Riichi mahjong (リーチ麻雀)", Players: 4, Tiles: tile.Riichi([3]int{1, 1, 1})}
	ts := tile.MustParse
	river := func(s string) []engine.Discarded {
		var out []engine.Discarded
		for _, x := range ts(s) {
			out = append(out, engine.Discarded{Tile: x})
		}
		return out
	}
	hand := ts("1234567m2345678p")[:14]
	v := engine.View{Variant: "riichi", Seat: 0, Round: "South 4, 3 honba", WallLeft: 12, Dora: ts("5m3p"), Honba: 3, Sticks: 2,
		Dealer: 1, Turn: 0, Players: []engine.PlayerView{
			{Score: 24000, Wind: "West", Hand: hand, HandSize: 14, Drawn: true, Discards: river("123456789m123456789p")},
			{Score: 26000, Wind: "South", HandSize: 4, Riichi: true, Discards: river("123456789s1234567z1m"),
				Melds: []engine.Meld{{Kind: engine.MeldPon, Tiles: ts("777z")}, {Kind: engine.MeldChi, Tiles: ts("789s")}, {Kind: engine.MeldPon, Tiles: ts("111z")}}},
			{Score: 25000, Wind: "East", HandSize: 13, Discards: river("99m99p99s1234567z")},
			{Score: 25000, Wind: "North", HandSize: 13, Discards: river("11m11p11s1234567z")},
		}, Legal: append(discards(hand), engine.Action{Type: engine.Riichi, Tile: hand[0]}, engine.Action{Type: engine.Riichi, Tile: hand[13]},
			engine.Action{Type: engine.Ankan, Tiles: ts("1111m")}, engine.Action{Type: engine.Tsumo})}
	m := NewModel(&fakeGame{view: v}, info, 0)
	for i := range 8 {
		m.log = append(m.log, strings.Repeat("x", i+1))
	}
	return m
}

// On an 80 by 24 terminal nothing runs past the right edge, so nothing is
// cut off: the dora, the drawn tile and its key, the whole rivers and
// every action stay on the screen, and the screen fits its height with the
// title kept.
func TestNarrowTerminal(t *testing.T) {
	m := narrowTable(t)
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	screen := m.View()
	for i, line := range strings.Split(screen, "\n") {
		if w := lipgloss.Width(line); w > 80 {
			t.Errorf("line %d is %d wide:\n%s", i, w, line)
		}
	}
	if n := screenLines(screen); n > 24 {
		t.Errorf("%d lines on a terminal of 24:\n%s", n, screen)
	}
	for _, want := range []string{"jantaku play", "dora indicator 五萬 三筒", "sticks 2 honba 3", "   八筒", "n", "九筒", "\n             一萬",
		"[pon 東 東 東]", "tsumo", "ankan"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the narrow screen lacks %q:\n%s", want, screen)
		}
	}
	if !strings.HasPrefix(screen, titleStyle.Render("jantaku play")) {
		t.Errorf("the title is not the first line:\n%s", screen)
	}
}

// A terminal as high as it needs keeps the whole log; a lower one loses
// its oldest lines first.
func TestShortTerminalTrimsTheLog(t *testing.T) {
	m := narrowTable(t)
	m.Update(tea.WindowSizeMsg{Width: 200, Height: 100})
	logged := func(screen string) (n int) {
		for line := range strings.SplitSeq(screen, "\n") {
			if l := strings.TrimSpace(line); l != "" && strings.Trim(l, "x") == "" {
				n++
			}
		}
		return n
	}
	screen := m.View()
	if logged(screen) != 8 || !strings.Contains(screen, "keys:") {
		t.Errorf("a tall terminal loses the log or the keys:\n%s", screen)
	}
	full := screenLines(screen)
	m.Update(tea.WindowSizeMsg{Width: 200, Height: full - 2})
	screen = m.View()
	if screenLines(screen) != full-2 || logged(screen) != 6 || !strings.Contains(screen, "xxxxxxxx") || !strings.Contains(screen, "keys:") {
		t.Errorf("two lines short, the two oldest log lines do not give way:\n%s", screen)
	}
}
