package tui

import (
	"fmt"

	"jantaku/engine"
	"jantaku/variant/maiko"
)

// The maiko table has a fourth seat nobody plays: the dummy (舞子), whose
// hand the game plays by itself and who holds no points. The players count
// 身請けポイント (MP) in the open.

// isDummy reports whether s is the maiko's dummy.
func (m *Model) isDummy(s engine.Seat) bool {
	return m.info.Variant == "maiko" && s == maiko.Dummy
}

// maikoMarks writes what maiko shows beside a player: MP, a ご指名リーチ,
// the 割れ目 seat.
func (m *Model) maikoMarks(s engine.Seat, p engine.PlayerView) string {
	if m.info.Variant != "maiko" || m.isDummy(s) {
		return ""
	}
	out := ""
	if mp, ok := intOf(p.Extra[maiko.ExtraMP]); ok {
		out += fmt.Sprintf("  MP %d", mp)
	}
	if p.Extra[maiko.ExtraNominated] == true {
		out += "  " + redStyle.Render("ご指名リーチ (ron off the dummy only)")
	}
	if w, ok := intOf(m.view.Extra[maiko.ExtraWareme]); ok && engine.Seat(w) == s {
		out += "  割れ目"
		if self, ok := m.view.Extra[maiko.ExtraWaremeSelf].(bool); ok {
			if self {
				out += " (shoulders the dummy's part)"
			} else {
				out += " (leaves the dummy's part to all)"
			}
		}
	}
	return out
}

// intOf reads an int from a View's Extra, which may have come through JSON.
func intOf(v any) (int, bool) {
	switch x := v.(type) {
	case int:
		return x, true
	case float64:
		return int(x), true
	}
	return 0, false
}
