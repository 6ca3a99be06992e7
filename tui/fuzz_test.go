package tui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/variants"
)

// keyOf turns a byte into one of the keys the screen knows, or a stray one.
func keyOf(b byte) tea.KeyMsg {
	switch b % 8 {
	case 0:
		return tea.KeyMsg{Type: tea.KeyEnter}
	case 1:
		return tea.KeyMsg{Type: tea.KeyDown}
	case 2:
		return tea.KeyMsg{Type: tea.KeyUp}
	case 3:
		return tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{rune(' ' + b%95)}}
}

// FuzzKeys presses any keys, with the bots' timers going off in between:
// the screen must never panic, only legal actions may reach the game, and
// the record must replay.
func FuzzKeys(f *testing.F) {
	f.Add([]byte("\x00\x00a1 ?/\x00"), uint64(1))
	f.Add([]byte("zzzz\x01\x01\x02\x00"), uint64(2))
	reg := variants.Registry()
	v, _ := reg.Get("trump")
	f.Fuzz(func(t *testing.T, keys []byte, seed uint64) {
		tb, err := NewTable(v, engine.Config{Seed: seed}, 0, "random")
		if err != nil {
			t.Fatal(err)
		}
		m := NewModel(tb, tb.Info(), 0)
		for i, b := range keys {
			if b%5 == 4 {
				if _, think := m.Update(botTick{m.tick}); think != nil {
					m.Update(think())
				}
			} else {
				m.Update(keyOf(b))
			}
			if i%16 == 0 {
				_ = m.View()
			}
		}
		if err := record.Verify(reg, tb.Record()); err != nil {
			t.Fatal(err)
		}
	})
}
