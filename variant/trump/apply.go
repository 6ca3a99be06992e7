package trump

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// Apply implements engine.Game. It checks the action first and changes
// nothing when it is refused.
func (g *Game) Apply(seat engine.Seat, a engine.Action) ([]engine.Event, error) {
	if err := checkSuits(a); err != nil {
		return nil, err
	}
	a, err := engine.Check(g, seat, a)
	if err != nil {
		return nil, err
	}
	g.turnLegal = nil
	act := a
	evs := []engine.Event{{Type: engine.EvAct, Seat: seat, Action: &act}}
	if g.window != nil { // a window choice: nothing shows until the window settles
		g.window.Choose(seat, a)
		evs = nil
		if g.window.Done() {
			evs = g.resolve()
		}
		if len(evs) > 0 {
			e := evs[len(evs)-1]
			g.last = &e
		}
		return evs, nil
	}
	switch a.Type {
	case engine.Discard, engine.Riichi:
		evs = append(evs, g.discard(seat, a.Tile, a.Type == engine.Riichi)...)
	case engine.Tsumo:
		evs = append(evs, g.win(seat, 0, true)...)
	case engine.Ankan:
		evs = append(evs, g.ankan(seat, a.Tiles)...)
	case engine.Kakan:
		evs = append(evs, g.kakan(seat, a.Tile)...)
	case engine.Flower:
		evs = append(evs, g.flower(seat, a.Tile)...)
	}
	e := evs[len(evs)-1]
	g.last = &e
	return evs, nil
}

// InWindow implements engine.Windowed.
func (g *Game) InWindow() bool { return g.window != nil }

// take removes one card t from seat's concealed hand.
func (g *Game) take(s engine.Seat, t tile.Tile) {
	p := &g.seats[s]
	i := slices.Index(p.hand, t)
	p.hand = slices.Delete(p.hand, i, i+1)
	slices.SortFunc(p.hand, tile.Compare)
	p.drawn = false
}

func (g *Game) discard(s engine.Seat, t tile.Tile, riichi bool) []engine.Event {
	p := &g.seats[s]
	tsumogiri := p.drawn && p.hand[len(p.hand)-1] == t
	if riichi {
		p.riichi, p.double, p.ippatsu = true, p.draws == 1 && len(p.river) == 0 && !g.called, true
	} else {
		p.ippatsu = false
	}
	g.take(s, t)
	p.tempFuri, p.mustCut, p.rinshan, p.nukiDraw = false, false, false, false
	p.river = append(p.river, engine.Discarded{Tile: t, Tsumogiri: tsumogiri, Riichi: riichi})
	what := engine.Discard
	if riichi {
		what = engine.Riichi
	}
	return g.openWindow(pending{card: t, from: s, what: what})
}

func (g *Game) ankan(s engine.Seat, four []tile.Tile) []engine.Event {
	for _, t := range four {
		g.take(s, t)
	}
	p := &g.seats[s]
	p.melds = append(p.melds, engine.Meld{Kind: engine.MeldAnkan, Tiles: slices.Clone(four), From: s, Called: -1})
	g.kanDeclared()
	return g.openWindow(pending{card: four[len(four)-1], from: s, what: engine.Ankan})
}

func (g *Game) kakan(s engine.Seat, t tile.Tile) []engine.Event {
	g.take(s, t)
	p := &g.seats[s]
	i := slices.IndexFunc(p.melds, func(m engine.Meld) bool { return m.Kind == engine.MeldPon && m.Tiles[0].Kind() == t.Kind() })
	p.melds[i].Kind = engine.MeldKakan
	p.melds[i].Tiles = append(p.melds[i].Tiles, t)
	g.kanDeclared()
	return g.openWindow(pending{card: t, from: s, what: engine.Kakan})
}

func (g *Game) flower(s engine.Seat, t tile.Tile) []engine.Event {
	g.take(s, t)
	p := &g.seats[s]
	p.nuki = append(p.nuki, t)
	g.interrupt()
	return g.openWindow(pending{card: t, from: s, what: engine.Flower})
}

func (g *Game) kanDeclared() {
	g.kans++
	g.kansGame++
	g.interrupt()
}

// interrupt records a call: it ends every ippatsu and the first-go-round
// bonuses (天和・地和・人和・ダブリー).
func (g *Game) interrupt() {
	g.called = true
	for i := range g.seats {
		g.seats[i].ippatsu = false
	}
}

// openWindow offers the other seats the pending card; with nobody to ask
// the game goes straight on.
func (g *Game) openWindow(pd pending) []engine.Event {
	g.pending = pd
	var order []engine.Seat
	for s := g.next(pd.from); s != pd.from; s = g.next(s) {
		order = append(order, s)
	}
	g.phase = phaseRob
	if pd.what == engine.Discard || pd.what == engine.Riichi {
		g.phase = phaseCall
	}
	w := engine.NewWindowFor(g.cfg.OpenWindows, g.cfg.Players, order, g.callOffers)
	if w.Empty() {
		return g.goOn(nil)
	}
	g.window = w
	return nil
}

// rank orders window choices: ron over kan and pon; pass never wins.
func rank(a engine.Action) int {
	switch a.Type {
	case engine.Ron:
		return 2
	case engine.Pon, engine.Minkan:
		return 1
	}
	return 0
}

// resolve settles a closed window: the winning choice is shown, then
// carried out. Several rons go to the first seat in turn order from the
// discarder (頭ハネ).
func (g *Game) resolve() []engine.Event {
	w := g.window
	g.window = nil
	win := w.Winners(rank)
	var top *engine.Decision
	var evs []engine.Event
	if len(win) > 0 {
		top = &win[0]
		act := top.Action
		evs = append(evs, engine.Event{Type: engine.EvAct, Seat: top.Seat, Action: &act})
	}
	g.markFuriten(top)
	return append(evs, g.goOn(top)...)
}

// markFuriten: a seat offered a ron that it did not take is furiten until
// its next discard, for good after riichi.
func (g *Game) markFuriten(top *engine.Decision) {
	ron := engine.Action{Type: engine.Ron, Tile: g.pending.card}
	for s := range g.seats {
		seat := engine.Seat(s)
		if top != nil && top.Seat == seat || !engine.Contains(g.callOffers(seat), ron) {
			continue
		}
		p := &g.seats[s]
		p.tempFuri = true
		p.riiFuri = p.riiFuri || p.riichi
	}
}

// goOn carries out the winning window choice, or the default when none.
func (g *Game) goOn(top *engine.Decision) []engine.Event {
	pd := g.pending
	if top != nil && top.Action.Type == engine.Ron {
		g.unplay(pd)
		return g.win(top.Seat, pd.card, false)
	}
	if pd.what == engine.Riichi {
		g.scores[pd.from] -= g.rules.Deposit
		g.deposits += g.rules.Deposit
	}
	if top != nil {
		return g.call(top.Seat, top.Action, pd)
	}
	switch pd.what {
	case engine.Ankan, engine.Kakan:
		return []engine.Event{g.replace(pd.from, true)}
	case engine.Flower:
		return []engine.Event{g.replace(pd.from, false)}
	}
	if len(g.wall) == 0 {
		return g.exhausted()
	}
	return []engine.Event{g.drawFor(g.next(pd.from))}
}

// unplay takes the robbed card back from where the window found it.
func (g *Game) unplay(pd pending) {
	p := &g.seats[pd.from]
	switch pd.what {
	case engine.Discard, engine.Riichi:
		p.river[len(p.river)-1].Taken = true
	case engine.Flower:
		p.nuki = p.nuki[:len(p.nuki)-1]
	default: // a robbed kan keeps its other cards
		m := &p.melds[len(p.melds)-1]
		if pd.what == engine.Kakan {
			m = &p.melds[slices.IndexFunc(p.melds, func(m engine.Meld) bool {
				return m.Kind == engine.MeldKakan && m.Tiles[0].Kind() == pd.card.Kind()
			})]
			m.Kind = engine.MeldPon
		}
		m.Tiles = m.Tiles[:len(m.Tiles)-1]
	}
}

// call makes a pon or an open kan of the pending discard.
func (g *Game) call(s engine.Seat, a engine.Action, pd pending) []engine.Event {
	g.seats[pd.from].river[len(g.seats[pd.from].river)-1].Taken = true
	for _, t := range a.Tiles {
		g.take(s, t)
	}
	kind := engine.MeldPon
	if a.Type == engine.Minkan {
		kind = engine.MeldMinkan
	}
	p := &g.seats[s]
	tiles := append(slices.Clone(a.Tiles), pd.card)
	p.melds = append(p.melds, engine.Meld{Kind: kind, Tiles: tiles, From: pd.from, Called: len(tiles) - 1})
	if kind == engine.MeldMinkan {
		g.kanDeclared()
		return []engine.Event{g.replace(s, true)}
	}
	g.interrupt()
	p.mustCut, p.drawn = true, false
	g.turn, g.phase = s, phaseTurn
	return nil
}
