package momojan

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// Apply implements engine.Game. It checks the action first and changes
// nothing when it is refused.
func (g *Game) Apply(seat engine.Seat, a engine.Action) ([]engine.Event, error) {
	a, err := engine.Check(g, seat, a)
	if err != nil {
		return nil, err
	}
	g.out = nil
	g.notePassedRon(seat, a)
	g.invalidate()
	act := a
	act.Tiles = slices.Clone(a.Tiles)
	switch a.Type {
	case engine.Ron, engine.Tsumo:
		g.declare(seat, act)
	case engine.Chi, engine.Pon:
		g.call(seat, act)
	case engine.Pass:
		if g.phase == phaseStop {
			g.nextHand(false)
		} else {
			g.drawFor(seat)
		}
	case engine.Stop:
		g.end("stop", seat)
	case engine.Kai:
		g.kai(seat, act)
	case engine.Ankan:
		g.ankan(seat, act)
	case engine.Draw:
		g.drawThree(seat)
	case engine.Waive:
		g.emit(engine.Event{Type: engine.EvAct, Seat: seat, Action: &act})
		g.phase = phaseTurn
	case engine.Discard, engine.Riichi:
		g.discardTile(seat, act)
	}
	out := g.out
	g.out = nil
	return out, nil
}

// notePassedRon records a real ron on offer that the seat let go.
func (g *Game) notePassedRon(s engine.Seat, a engine.Action) {
	if !g.rules.FuritenMissed || g.phase != phaseCall || a.Type == engine.Ron {
		return
	}
	if engine.Contains(g.Legal(s), engine.Action{Type: engine.Ron, Tile: g.discard}) {
		g.players[s].missed[g.discard.Kind()] = true
	}
}

// declare is a tsumo or ron: a win, or with FlagMistaken a declaration on a
// hand that does not win, which shows the hand and gives up winning it.
func (g *Game) declare(s engine.Seat, a engine.Action) {
	p := &g.players[s]
	ron := a.Type == engine.Ron
	if a.Flag == FlagMistaken {
		p.abandoned = true
		p.shown = slices.Clone(p.hand)
		g.emit(engine.Event{Type: engine.EvAct, Seat: s, Action: &a, Tiles: slices.Clone(p.hand)})
		return
	}
	win := g.drawn
	if ron {
		win = g.discard
	}
	sc, _ := g.winScore(s, ron, win)
	if ron {
		p.hand = append(p.hand, win)
		g.markTaken(other(s))
	}
	g.emit(engine.Event{Type: engine.EvAct, Seat: s, Action: &a})
	g.settleWin(s, sc, ron, win)
}

// markTaken marks the last discard of s as taken by the opponent.
func (g *Game) markTaken(s engine.Seat) {
	d := g.players[s].discards
	d[len(d)-1].Taken = true
}

func (g *Game) call(s engine.Seat, a engine.Action) {
	p := &g.players[s]
	p.hand = without(p.hand, a.Tiles...)
	g.markTaken(other(s))
	kind := engine.MeldChi
	if a.Type == engine.Pon {
		kind = engine.MeldPon
	}
	p.melds = append(p.melds, engine.Meld{Kind: kind, Tiles: append([]tile.Tile{a.Tile}, a.Tiles...), From: other(s)})
	g.emit(engine.Event{Type: engine.EvAct, Seat: s, Action: &a})
	g.drew = false
	g.grantRight(s)
}

func (g *Game) kai(s engine.Seat, a engine.Action) {
	p := &g.players[s]
	p.hand = without(p.hand, a.Tiles...)
	p.melds = append(p.melds, engine.Meld{Kind: engine.MeldKai, Tiles: slices.Clone(a.Tiles), From: s, Called: -1})
	g.emit(engine.Event{Type: engine.EvAct, Seat: s, Action: &a})
	g.grantRight(s)
}

// ankan: the kan, a draw from the bottom of the dead wall, a new dora
// indicator (the next card from the top), then the right to draw 3.
func (g *Game) ankan(s engine.Seat, a engine.Action) {
	p := &g.players[s]
	p.hand = without(p.hand, a.Tiles...)
	p.melds = append(p.melds, engine.Meld{Kind: engine.MeldAnkan, Tiles: slices.Clone(a.Tiles), From: s, Called: -1})
	g.kans++
	g.emit(engine.Event{Type: engine.EvAct, Seat: s, Action: &a})
	t := g.dead[len(g.dead)-1]
	g.dead = g.dead[:len(g.dead)-1]
	p.hand = append(p.hand, t)
	g.drew, g.drawn = true, t
	g.emit(engine.Event{Type: engine.EvDraw, Seat: s, Tile: t, Secret: true})
	if g.revealed < len(g.dead) {
		g.revealed++
		g.emit(engine.Event{Type: engine.EvIndicator, Seat: s, Tile: g.dead[g.revealed-1]})
	}
	g.grantRight(s)
}

func (g *Game) drawThree(s engine.Seat) {
	n := g.rules.DrawRight
	ts := slices.Clone(g.wall[:n])
	g.wall = g.wall[n:]
	g.players[s].hand = append(g.players[s].hand, ts...)
	g.drew, g.drawn, g.phase = true, ts[n-1], phaseTurn
	g.emit(engine.Event{Type: engine.EvDraw, Seat: s, Tiles: ts, Secret: true})
}

func (g *Game) discardTile(s engine.Seat, a engine.Action) {
	p := &g.players[s]
	p.hand = without(p.hand, a.Tile)
	if !p.riichi {
		p.missed = [tile.NumKinds]bool{}
	}
	riichi := a.Type == engine.Riichi
	p.riichi = p.riichi || riichi
	p.discards = append(p.discards, engine.Discarded{Tile: a.Tile, Tsumogiri: g.drew && a.Tile == g.drawn, Riichi: riichi})
	g.emit(engine.Event{Type: engine.EvAct, Seat: s, Action: &a})
	g.discard = a.Tile
	g.turn, g.phase, g.drew = other(s), phaseCall, false
}
