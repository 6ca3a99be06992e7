package malaysia

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// Call priorities are engine.CallRank's: a win first, then pon and open
// kan, then chi. Among several wins the first seat after the discarder
// takes it (頭ハネ).

// openCalls opens the discard t of s to the other seats; the phase stays
// phaseTurn when nobody may call.
func (g *Game) openCalls(s engine.Seat, t tile.Tile) {
	order := []engine.Seat{next(s), next(next(s))}
	w := engine.NewWindowFor(g.cfg.OpenWindows, seats, order, func(o engine.Seat) []engine.Action { return g.callOffers(o, s, t) })
	if w.Empty() {
		return
	}
	g.window, g.discarder, g.phase, g.legal = w, s, phaseCalls, nil
}

// callOffers lists what seat o may do with the discard t of s, Pass
// included, or nothing when o can only pass.
func (g *Game) callOffers(o, s engine.Seat, t tile.Tile) []engine.Action {
	p := &g.seat[o]
	var out []engine.Action
	if v, ok := g.ronValue(o, t); ok && v.Points >= g.rules.MinPoints {
		out = append(out, engine.Action{Type: engine.Ron, Tile: t})
	}
	c := kindCounts(p.hand)
	k, j := t.Kind(), c[tile.Joker]
	pon := func(ts ...tile.Tile) {
		out = append(out, engine.Action{Type: engine.Pon, Tile: t, Tiles: ts})
	}
	if c[k] >= 2 {
		pon(tilesOf(p.hand, k, 2)...)
	}
	if c[k] >= 1 && j >= 1 {
		pon(tilesOf(p.hand, k, 1)[0], tile.Of(tile.Joker))
	}
	if j >= 2 {
		pon(tile.Of(tile.Joker), tile.Of(tile.Joker)) // two 飛 always make a triplet
	}
	if c[k] >= 3 && len(g.wall) > 0 {
		out = append(out, engine.Action{Type: engine.Minkan, Tile: t, Tiles: tilesOf(p.hand, k, 3)})
	}
	if o == next(s) && k.Suit().Numbered() {
		out = append(out, chis(p.hand, c, t)...)
	}
	if len(out) == 0 {
		return nil
	}
	return append(out, engine.Action{Type: engine.Pass})
}

// chis lists the chi of t from a hand with counts c: each sequence holding
// t, its other two tiles real or one of them a 飛, whose Flag then names
// the tile it stands for.
func chis(h []tile.Tile, c [tile.NumKinds]int, t tile.Tile) []engine.Action {
	var out []engine.Action
	k := t.Kind()
	for start := max(k.Number()-2, 1); start <= min(k.Number(), 7); start++ {
		s := k - tile.Kind(k.Number()-start)
		var others []tile.Kind
		for x := s; x <= s+2; x++ {
			if x != k {
				others = append(others, x)
			}
		}
		a, b := others[0], others[1]
		if c[a] > 0 && c[b] > 0 {
			out = append(out, engine.Action{Type: engine.Chi, Tile: t, Tiles: []tile.Tile{tilesOf(h, a, 1)[0], tilesOf(h, b, 1)[0]}})
		}
		if c[tile.Joker] == 0 {
			continue
		}
		for _, real := range []tile.Kind{a, b} {
			as := a + b - real
			if c[real] > 0 {
				out = append(out, engine.Action{Type: engine.Chi, Tile: t, Tiles: []tile.Tile{tilesOf(h, real, 1)[0], tile.Of(tile.Joker)}, Flag: as.String()})
			}
		}
	}
	return out
}

// ronValue values seat o's hand with t as a win on a discard.
func (g *Game) ronValue(o engine.Seat, t tile.Tile) (Value, bool) {
	p := &g.seat[o]
	h := append(slices.Clone(p.hand), t)
	w := Win{Hand: h, Melds: p.melds, Flowers: p.flowers, Seat: g.wind(o), Tile: t.Kind(), Last: len(g.wall) == 0}
	return Evaluate(&w, &g.rules)
}

// choose records a seat's decision on a discard, and once all have decided
// carries out the winning one.
func (g *Game) choose(s engine.Seat, a engine.Action, evs []engine.Event) []engine.Event {
	g.window.Choose(s, a)
	if !g.window.Done() {
		return evs
	}
	wins := g.window.Winners(engine.CallRank)
	g.window = nil
	d := g.discarder
	dp := &g.seat[d]
	t := dp.discards[len(dp.discards)-1].Tile
	if len(wins) == 0 {
		return g.draw(next(d), false, evs)
	}
	w := wins[0]
	act := w.Action
	evs = append(evs, engine.Event{Type: engine.EvAct, Seat: w.Seat, Action: &act})
	if w.Action.Type == engine.Ron {
		v, _ := g.ronValue(w.Seat, t)
		return g.settle(evs, w.Seat, d, v, t)
	}
	dp.discards[len(dp.discards)-1].Taken = true
	g.called = true
	return g.call(w.Seat, d, t, w.Action, evs)
}

// call makes the set of a chi, pon or open kan.
func (g *Game) call(s, from engine.Seat, t tile.Tile, a engine.Action, evs []engine.Event) []engine.Event {
	p := &g.seat[s]
	for _, x := range a.Tiles {
		p.hand = remove(p.hand, x)
	}
	m := Meld{Meld: engine.Meld{Tiles: append(slices.Clone(a.Tiles), t), From: from, Called: len(a.Tiles)}}
	m.As = make([]tile.Kind, len(m.Tiles))
	for i, x := range m.Tiles {
		m.As[i] = x.Kind()
	}
	switch a.Type {
	case engine.Chi:
		m.Kind = engine.MeldChi
		if i := slices.Index(m.Tiles, tile.Of(tile.Joker)); i >= 0 {
			as, _ := tile.ParseAny(a.Flag)
			m.As[i] = as[0].Kind()
		}
	case engine.Pon:
		m.Kind = engine.MeldPon
		for i := range m.As {
			m.As[i] = t.Kind()
		}
	case engine.Minkan:
		m.Kind = engine.MeldMinkan
	}
	p.melds = append(p.melds, m)
	if a.Type == engine.Minkan {
		evs = g.payKan(evs, s, from, engine.MeldMinkan)
		return g.draw(s, true, evs)
	}
	g.turn, g.phase = s, phaseTurn
	g.drawn, g.rinshan, g.mustDiscard = false, false, true
	g.legal = g.turnActions()
	return evs
}
