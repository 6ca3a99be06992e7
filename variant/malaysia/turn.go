package malaysia

import (
	"slices"
	"strconv"

	"jantaku/engine"
	"jantaku/tile"
)

// turnActions lists the legal actions of the seat to move, on its own hand.
func (g *Game) turnActions() []engine.Action {
	p := &g.seat[g.turn]
	var out []engine.Action
	add := func(a engine.Action) {
		if !engine.Contains(out, a) {
			out = append(out, a)
		}
	}
	switch {
	case g.mustDiscard: // right after a chi or pon: still the caller's turn
		if len(g.wall) > 0 {
			setAside(p, add)
		}
	default:
		if v, ok := g.tsumoValue(); ok && v.Points >= g.rules.MinPoints {
			add(engine.Action{Type: engine.Tsumo})
		}
		if len(g.wall) > 0 {
			setAside(p, add)
			g.kans(p, add)
		}
		g.swaps(p, add)
	}
	for _, t := range p.hand {
		add(engine.Action{Type: engine.Discard, Tile: t})
	}
	return out
}

// setAside offers to set a flower or 飛 aside (自分の手番で), which draws a
// replacement.
func setAside(p *player, add func(engine.Action)) {
	for _, t := range p.hand {
		if setAsidable(t) {
			add(engine.Action{Type: engine.Flower, Tile: t})
		}
	}
}

// kans offers the kans of the seat's own turn, which draw a replacement
// (never with a 飛 in them).
func (g *Game) kans(p *player, add func(engine.Action)) {
	c := kindCounts(p.hand)
	for _, t := range p.hand {
		if c[t.Kind()] == 4 && t.Kind() != tile.Joker {
			add(engine.Action{Type: engine.Ankan, Tiles: tilesOf(p.hand, t.Kind(), 4)})
		}
	}
	for _, m := range p.melds {
		if m.Kind == engine.MeldPon && m.Jokers() == 0 && c[m.As[0]] > 0 {
			add(engine.Action{Type: engine.Kakan, Tile: tilesOf(p.hand, m.As[0], 1)[0]})
		}
	}
}

// swaps offers to swap a fresh draw for the 飛 standing for it in one of
// the seat's sets; Flag is the set's index.
func (g *Game) swaps(p *player, add func(engine.Action)) {
	if !g.drawn {
		return
	}
	t := p.hand[len(p.hand)-1]
	for i := range p.melds {
		if jokerFor(&p.melds[i], t.Kind()) >= 0 {
			add(engine.Action{Type: engine.Swap, Tile: t, Flag: strconv.Itoa(i)})
		}
	}
}

// jokerFor returns the position of a 飛 standing for k in m, or -1.
func jokerFor(m *Meld, k tile.Kind) int {
	for i, t := range m.Tiles {
		if t.Kind() == tile.Joker && m.As[i] == k {
			return i
		}
	}
	return -1
}

func kindCounts(ts []tile.Tile) [tile.NumKinds]int {
	var c [tile.NumKinds]int
	for _, t := range ts {
		c[t.Kind()]++
	}
	return c
}

// tilesOf returns n tiles of kind k from ts.
func tilesOf(ts []tile.Tile, k tile.Kind, n int) []tile.Tile {
	var out []tile.Tile
	for _, t := range ts {
		if t.Kind() == k && len(out) < n {
			out = append(out, t)
		}
	}
	return out
}

// remove takes one tile equal to t out of ts, the last one first (so a
// fresh draw goes first).
func remove(ts []tile.Tile, t tile.Tile) []tile.Tile {
	i := slices.Index(ts, t)
	if j := len(ts) - 1; j >= 0 && ts[j] == t {
		i = j
	}
	if i < 0 {
		return ts
	}
	return slices.Delete(ts, i, i+1)
}

// tsumoValue values the seat to move's hand as a win on its own draw.
func (g *Game) tsumoValue() (Value, bool) {
	p := &g.seat[g.turn]
	var last tile.Kind
	if len(p.hand) > 0 {
		last = p.hand[len(p.hand)-1].Kind()
	}
	w := Win{Hand: p.hand, Melds: p.melds, Flowers: p.flowers, Seat: g.wind(g.turn), Tile: last,
		Tsumo: true, Rinshan: g.rinshan, Last: len(g.wall) == 0,
		Tenhou: p.first && !g.called && p.opening == 0 && !g.rinshan}
	return Evaluate(&w, &g.rules)
}

// act performs an action of the seat to move.
func (g *Game) act(s engine.Seat, a engine.Action, evs []engine.Event) []engine.Event {
	p := &g.seat[s]
	switch a.Type {
	case engine.Tsumo:
		v, _ := g.tsumoValue()
		return g.settle(evs, s, s, v, p.hand[len(p.hand)-1])
	case engine.Discard:
		return g.discard(s, a.Tile, evs)
	case engine.Flower:
		p.hand = remove(p.hand, a.Tile)
		p.flowers = append(p.flowers, a.Tile)
		return g.draw(s, true, evs)
	case engine.Ankan:
		for _, t := range a.Tiles {
			p.hand = remove(p.hand, t)
		}
		k := a.Tiles[0].Kind()
		p.melds = append(p.melds, Meld{Meld: engine.Meld{Kind: engine.MeldAnkan, Tiles: slices.Clone(a.Tiles), From: s, Called: -1},
			As: []tile.Kind{k, k, k, k}})
		evs = g.payKan(evs, s, -1, engine.MeldAnkan)
		return g.draw(s, true, evs)
	case engine.Kakan:
		p.hand = remove(p.hand, a.Tile)
		for i := range p.melds {
			m := &p.melds[i]
			if m.Kind == engine.MeldPon && m.Jokers() == 0 && m.As[0] == a.Tile.Kind() {
				m.Kind = engine.MeldKakan
				m.Tiles = append(m.Tiles, a.Tile)
				m.As = append(m.As, a.Tile.Kind())
				break
			}
		}
		evs = g.payKan(evs, s, -1, engine.MeldKakan)
		return g.draw(s, true, evs)
	case engine.Swap:
		i, _ := strconv.Atoi(a.Flag)
		m := &p.melds[i]
		j := jokerFor(m, a.Tile.Kind())
		p.hand = remove(p.hand, a.Tile)
		p.hand = append(p.hand, m.Tiles[j])
		m.Tiles[j] = a.Tile
		g.drawn = false
		g.legal = g.turnActions()
	}
	return evs
}

// draw gives s the next tile of the wall; a replacement draw (after a kan
// or a tile set aside) makes a win on it 嶺上開花. An empty wall ends the
// hand.
func (g *Game) draw(s engine.Seat, replacement bool, evs []engine.Event) []engine.Event {
	if len(g.wall) == 0 {
		return g.exhaustive(evs)
	}
	t := g.wall[0]
	g.wall = g.wall[1:]
	g.seat[s].hand = append(g.seat[s].hand, t)
	g.turn, g.phase = s, phaseTurn
	g.drawn, g.rinshan, g.mustDiscard = true, replacement, false
	g.legal = g.turnActions()
	return append(evs, engine.Event{Type: engine.EvDraw, Seat: s, Tile: t, Secret: true})
}

// payKan pays a kan at once, won or not: a closed kan by each other player,
// an open kan by its discarder, an added kan by each other player.
func (g *Game) payKan(evs []engine.Event, s, from engine.Seat, kind engine.MeldKind) []engine.Event {
	g.called = true // a kan, closed or not, ends every first turn's 天和
	deltas := make([]int, seats)
	var lines []engine.Payment
	for o := engine.Seat(0); o < seats; o++ {
		n := 0
		switch {
		case o == s:
		case kind == engine.MeldAnkan:
			n = g.rules.AnkanPay
		case kind == engine.MeldKakan:
			n = g.rules.KakanPay
		case o == from:
			n = g.rules.MinkanPay
		}
		g.pay(o, s, n)
		g.stats.KanPoints += n
		deltas[o] -= n
		deltas[s] += n
		if n > 0 {
			lines = append(lines, engine.Payment{From: o, To: s, Amount: n, Why: string(kind)})
		}
	}
	d := g.scoresData(string(kind), deltas)
	d.Payments = lines
	return append(evs, engine.Event{Type: engine.EvScores, Seat: s, Data: d})
}

// discard puts t in s's river. A flower discarded instead of set aside costs
// a tsumogiri from the wall (again for each flower so drawn). The last tile
// discarded is open to calls unless it is a flower or a 飛.
func (g *Game) discard(s engine.Seat, t tile.Tile, evs []engine.Event) []engine.Event {
	p := &g.seat[s]
	tsumogiri := g.drawn && p.hand[len(p.hand)-1] == t
	p.hand = remove(p.hand, t)
	p.first = false
	g.drawn, g.rinshan, g.mustDiscard = false, false, false
	p.discards = append(p.discards, engine.Discarded{Tile: t, Tsumogiri: tsumogiri})
	for isFlower(t) && len(g.wall) > 0 {
		t = g.wall[0]
		g.wall = g.wall[1:]
		p.discards = append(p.discards, engine.Discarded{Tile: t, Tsumogiri: true})
		evs = append(evs,
			engine.Event{Type: engine.EvDraw, Seat: s, Tile: t},
			engine.Event{Type: engine.EvAct, Seat: s, Action: &engine.Action{Type: engine.Discard, Tile: t}})
	}
	if !setAsidable(t) {
		g.openCalls(s, t)
		if g.phase == phaseCalls {
			return evs
		}
	}
	return g.draw(next(s), false, evs)
}
