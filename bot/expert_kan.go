package bot

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// The expert's kans where a kan is paid for at once (Adapter.KanGain, the
// Malaysian kan payments): a kan is worth its payment and the hand after
// it (one set fewer in the concealed tiles, the set shown), against the
// best discard or passing. Where no kan is paid the strong level's rule
// (a kan that does not slow the hand) stands.

// kanTurn weighs the seat's own kans (closed, added) against playing on
// worth, the value of its best discard; a hand beyond the search takes a
// kan that does not slow it.
func (x *Expert) kanTurn(m *Model, legal []engine.Action, worth float64, dist int) (engine.Action, bool) {
	best, found := worth, engine.Action{}
	for _, a := range legal {
		if a.Type != engine.Ankan && a.Type != engine.Kakan {
			continue
		}
		if v, ok := x.kanValue(m, a, dist); ok && v > best {
			best, found = v, a
		}
	}
	return found, found.Type != 0
}

// kanCall weighs an open kan on another seat's discard against passing.
func (x *Expert) kanCall(m *Model, legal []engine.Action) (engine.Action, bool) {
	i := indexOf(legal, engine.Minkan)
	if i < 0 {
		return engine.Action{}, false
	}
	c := x.own(m)
	melds := len(m.Me().Melds)
	s0 := x.rules.dist(&c, melds)
	pass := x.farWorth(s0, x.turns)
	if s0 <= x.cfg.maxShanten {
		x.setMelds(m.Me().Melds, nil)
		x.setupSearch(m, melds, openSets(m.Me().Melds) == 0)
		x.e.c = c
		pass = x.e.Value(x.e.value(s0), x.turns, 0, 0)
	}
	v, ok := x.kanValue(m, legal[i], s0)
	x.setMelds(m.Me().Melds, nil)
	if ok && v > pass {
		return legal[i], true
	}
	return engine.Action{}, false
}

// kanValue is what kan a brings: its payment and the value of the hand
// after it, before the replacement draw; dist is the hand's distance
// before it (a hand beyond the search takes the kan only as near).
func (x *Expert) kanValue(m *Model, a engine.Action, dist int) (float64, bool) {
	me := m.Me()
	c := x.own(m)
	melds := slices.Clone(me.Melds)
	var taken []tile.Tile
	switch a.Type {
	case engine.Ankan:
		taken = a.Tiles
		melds = append(melds, engine.Meld{Kind: engine.MeldAnkan, Tiles: a.Tiles, From: m.Seat, Called: -1})
	case engine.Minkan:
		taken = a.Tiles
		melds = append(melds, engine.Meld{Kind: engine.MeldMinkan, Tiles: append(slices.Clone(a.Tiles), a.Tile), From: m.View.Turn, Called: len(a.Tiles)})
	case engine.Kakan:
		taken = []tile.Tile{a.Tile}
		j := slices.IndexFunc(melds, func(md engine.Meld) bool {
			return md.Kind == engine.MeldPon && md.Tiles[0].Kind() == a.Tile.Kind()
		})
		if j < 0 {
			return 0, false
		}
		melds[j] = engine.Meld{Kind: engine.MeldKakan, Tiles: append(slices.Clone(melds[j].Tiles), a.Tile), From: melds[j].From, Called: melds[j].Called}
	default:
		return 0, false
	}
	for _, t := range taken {
		i := x.sp.of(t.Kind())
		if i < 0 || c[i] == 0 {
			return 0, false
		}
		c[i]--
	}
	gain := x.a.KanGain(a.Type)
	s := x.rules.dist(&c, len(melds))
	if s > x.cfg.maxShanten {
		if s > dist {
			return 0, false
		}
		return gain + x.farWorth(s, x.turns), true
	}
	x.setMelds(melds, nil)
	x.setupSearch(m, len(melds), openSets(melds) == 0)
	x.e.c = c
	return gain + x.e.Value(x.e.value(s), x.turns, 0, 0), true
}
