package momojan

import (
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// Legal implements engine.Game.
func (g *Game) Legal(seat engine.Seat) []engine.Action {
	if g.phase == phaseOver || seat != g.turn {
		return nil
	}
	if !g.legalValid[seat] {
		g.legal[seat] = g.computeLegal(seat)
		g.legalValid[seat] = true
	}
	return slices.Clone(g.legal[seat])
}

func (g *Game) invalidate() { g.legalValid = [2]bool{} }

func (g *Game) computeLegal(s engine.Seat) []engine.Action {
	switch g.phase {
	case phaseCall:
		return g.callOptions(s)
	case phaseTurn:
		return g.turnOptions(s)
	case phaseRight:
		return []engine.Action{{Type: engine.Draw}, {Type: engine.Waive}}
	case phaseStop:
		return []engine.Action{{Type: engine.Stop}, {Type: engine.Pass}}
	}
	return nil
}

// callOptions: on the opponent's discard, ron, chi or pon (peach included),
// or pass, which is the turn's ordinary draw. A riichi player may only ron.
func (g *Game) callOptions(s engine.Seat) []engine.Action {
	p := &g.players[s]
	t := g.discard
	var out []engine.Action
	if !p.abandoned {
		if _, ok := g.winScore(s, true, t); ok {
			out = append(out, engine.Action{Type: engine.Ron, Tile: t})
		} else if g.rules.MistakenWins {
			out = append(out, engine.Action{Type: engine.Ron, Tile: t, Flag: FlagMistaken})
		}
	}
	if !p.riichi {
		out = append(out, calls(p.hand, t)...)
	}
	return append(out, engine.Action{Type: engine.Pass})
}

// calls returns every chi and pon of discard t with two cards of h.
func calls(h []tile.Tile, t tile.Tile) []engine.Action {
	var out []engine.Action
	seen := map[[2]tile.Tile]bool{}
	for i := range h {
		for j := i + 1; j < len(h); j++ {
			a, b := min(h[i], h[j]), max(h[i], h[j])
			if seen[[2]tile.Tile{a, b}] {
				continue
			}
			seen[[2]tile.Tile{a, b}] = true
			grp, ok := groupOf([]tile.Kind{a.Kind(), b.Kind(), t.Kind()})
			switch {
			case !ok:
			case grp.Kind == hand.Sequence:
				out = append(out, engine.Action{Type: engine.Chi, Tile: t, Tiles: []tile.Tile{a, b}})
			case grp.Kind.IsTriplet():
				out = append(out, engine.Action{Type: engine.Pon, Tile: t, Tiles: []tile.Tile{a, b}})
			}
		}
	}
	return out
}

// turnOptions: tsumo after a draw; kai and closed kan after a draw and
// before riichi; riichi on a discard that leaves the hand ready; discard.
// A riichi player may only win or discard the card drawn.
func (g *Game) turnOptions(s engine.Seat) []engine.Action {
	p := &g.players[s]
	var out []engine.Action
	if g.drew && !p.abandoned {
		if _, ok := g.winScore(s, false, g.drawn); ok {
			out = append(out, engine.Action{Type: engine.Tsumo})
		} else if g.rules.MistakenWins {
			out = append(out, engine.Action{Type: engine.Tsumo, Flag: FlagMistaken})
		}
	}
	if p.riichi {
		return append(out, engine.Action{Type: engine.Discard, Tile: g.drawn})
	}
	c := counts(p.hand)
	if g.drew {
		for _, grp := range setsIn(&c) {
			out = append(out, engine.Action{Type: engine.Kai, Tiles: tilesOf(grp)})
		}
		if g.kans < g.rules.MaxKans && len(g.dead) > g.revealed {
			for _, grp := range quadsIn(&c) {
				out = append(out, engine.Action{Type: engine.Ankan, Tiles: tilesOf(grp)})
			}
		}
	}
	cards := distinct(p.hand)
	for _, t := range cards {
		out = append(out, engine.Action{Type: engine.Discard, Tile: t})
	}
	if !p.abandoned && len(g.wall) >= g.rules.RiichiWall {
		var w hand.Waiter
		for _, t := range cards {
			if g.tenpai(&w, s, without(p.hand, t)) {
				out = append(out, engine.Action{Type: engine.Riichi, Tile: t})
			}
		}
	}
	return out
}

func tilesOf(grp hand.Group) []tile.Tile {
	out := make([]tile.Tile, grp.N)
	for i, k := range grp.Made() {
		out[i] = tile.Of(k)
	}
	return out
}

// distinct returns the distinct cards of h in ascending order.
func distinct(h []tile.Tile) []tile.Tile {
	out := slices.Clone(h)
	slices.Sort(out)
	return slices.Compact(out)
}

// without returns h less one copy of each of ts (a new slice).
func without(h []tile.Tile, ts ...tile.Tile) []tile.Tile {
	out := slices.Clone(h)
	for _, t := range ts {
		if i := slices.Index(out, t); i >= 0 {
			out = slices.Delete(out, i, i+1)
		}
	}
	return out
}
