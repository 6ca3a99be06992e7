package tui

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"jantaku/engine"
	"jantaku/tile"
)

// describe writes one event for the log; "" for events not worth a line
// (others' draws, passes).
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
	case engine.EvScores:
	default:
		s := who + ": " + string(e.Type)
		if e.Tile != 0 {
			s += " " + m.tile(e.Tile)
		}
		return s
	}
	return ""
}

// outcome writes the score screen's lines for the end of a hand.
func (m *Model) outcome(e engine.Event) []string {
	var out []string
	switch e.Type {
	case engine.EvWin:
		s := m.seatName(e.Seat) + " " + m.verb(e.Seat, "win")
		if e.Tile != 0 {
			s += " on " + m.tile(e.Tile)
		}
		out = append(out, titleStyle.Render(s))
		if len(e.Tiles) > 0 {
			out = append(out, "  hand: "+m.tiles(e.Tiles))
		}
	case engine.EvDrawGame:
		out = append(out, titleStyle.Render("The hand is drawn"))
	case engine.EvGameEnd:
		return []string{titleStyle.Render("The game is over")}
	}
	return append(out, m.dataLines(e.Data)...)
}

// dataLines writes an event's variant-specific data as "key: value" lines,
// reading it through its JSON form so every variant's data prints alike.
func (m *Model) dataLines(d any) []string {
	if d == nil {
		return nil
	}
	raw, err := json.Marshal(d)
	if err != nil {
		return []string{fmt.Sprint(d)}
	}
	var val any
	if json.Unmarshal(raw, &val) != nil {
		return nil
	}
	obj, ok := val.(map[string]any)
	if !ok {
		return []string{"  " + m.value("", val)}
	}
	keys := make([]string, 0, len(obj))
	var lists []string // lists of named items get a line each
	for k := range obj {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		if items, ok := obj[k].([]any); ok && len(items) > 1 && allNamed(items) {
			lists = append(lists, k)
			continue
		}
		out = append(out, "  "+k+": "+m.value(k, obj[k]))
	}
	for _, k := range lists {
		out = append(out, "  "+k+":")
		for _, it := range obj[k].([]any) {
			out = append(out, "    "+m.value(k, it))
		}
	}
	return out
}

// value writes one JSON value: yaku lists as "name value", per-seat lists
// with seat names, tiles with their names.
func (m *Model) value(key string, v any) string {
	switch x := v.(type) {
	case string:
		if ts, err := tile.ParseAny(x); err == nil && len(ts) > 0 && len(x) <= 3 {
			return m.tiles(ts)
		}
		return x
	case []any:
		if len(x) == len(m.view.Players) && allNumbers(x) {
			parts := make([]string, len(x))
			for i, n := range x {
				parts[i] = fmt.Sprintf("%s %v", m.seatName(engine.Seat(i)), n)
			}
			return strings.Join(parts, ", ")
		}
		parts := make([]string, len(x))
		for i, item := range x {
			parts[i] = m.value(key, item)
		}
		return strings.Join(parts, ", ")
	case map[string]any:
		if s, ok := named(x); ok {
			return s
		}
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func allNumbers(xs []any) bool {
	for _, x := range xs {
		if _, ok := x.(float64); !ok {
			return false
		}
	}
	return true
}

// named writes an item with a name (a yaku, a bonus) as "name (english) value".
func named(x map[string]any) (string, bool) {
	field := func(keys ...string) (any, bool) {
		for k, v := range x {
			if slices.ContainsFunc(keys, func(key string) bool { return strings.EqualFold(k, key) }) {
				return v, true
			}
		}
		return nil, false
	}
	name, ok := field("name")
	if !ok {
		return "", false
	}
	s := fmt.Sprint(name)
	if en, ok := field("en", "english"); ok && en != name {
		s += fmt.Sprintf(" (%v)", en)
	}
	if n, ok := field("value", "han", "points"); ok {
		s += fmt.Sprintf(" %v", n)
	}
	return s, true
}

func allNamed(xs []any) bool {
	for _, x := range xs {
		obj, ok := x.(map[string]any)
		if !ok {
			return false
		}
		if _, ok := named(obj); !ok {
			return false
		}
	}
	return true
}

// verb agrees a verb with a seat's name: "You win", "Bot 1 wins".
func (m *Model) verb(s engine.Seat, v string) string {
	if s == m.view.Seat {
		return v
	}
	return v + "s"
}
