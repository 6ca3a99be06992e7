package trump

import (
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// Legal implements engine.Game. The turn's moves cost a search for waits,
// so they are kept until the next Apply.
func (g *Game) Legal(seat engine.Seat) []engine.Action {
	if g.window == nil && !g.over && seat == g.turn {
		if g.turnLegal == nil {
			g.turnLegal = g.turnActions(seat)
		}
		return slices.Clone(g.turnLegal)
	}
	switch {
	case g.over || seat < 0 || int(seat) >= g.cfg.Players:
		return nil
	case g.window != nil:
		return g.window.Legal(seat)
	case seat != g.turn:
		return nil
	}
	return g.turnActions(seat)
}

// turnActions lists the moves of the seat whose turn it is.
func (g *Game) turnActions(s engine.Seat) []engine.Action {
	p := &g.seats[s]
	var out []engine.Action
	if p.mustCut {
		return discards(p.hand)
	}
	if g.mayWin(s, tile.Tile(0), true) {
		out = append(out, engine.Action{Type: engine.Tsumo})
	}
	drawn := p.hand[len(p.hand)-1]
	if p.riichi {
		out = append(out, engine.Action{Type: engine.Discard, Tile: drawn})
		if drawn.Kind() == tile.Joker && len(g.wall) > 0 {
			out = append(out, engine.Action{Type: engine.Flower, Tile: drawn})
		}
		if g.kanAllowed() && g.riichiKanKeepsWaits(s) {
			out = append(out, engine.Action{Type: engine.Ankan, Tiles: ofKind(p.hand, drawn.Kind())})
		}
		return out
	}
	out = append(out, discards(p.hand)...)
	out = append(out, g.riichiActions(s)...)
	if slices.Contains(p.hand, tile.Of(tile.Joker)) && len(g.wall) > 0 {
		out = append(out, engine.Action{Type: engine.Flower, Tile: tile.Of(tile.Joker)})
	}
	if g.kanAllowed() {
		out = append(out, g.kanActions(s)...)
	}
	return out
}

// discards offers each distinct card of the hand once.
func discards(h []tile.Tile) []engine.Action {
	var out []engine.Action
	for _, t := range h {
		a := engine.Action{Type: engine.Discard, Tile: t}
		if !engine.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// riichiActions offers riichi with each discard that leaves a closed hand
// ready, while the stock still holds a draw for every seat.
func (g *Game) riichiActions(s engine.Seat) []engine.Action {
	p := &g.seats[s]
	if !g.closed(s) || len(g.wall) < g.cfg.Players {
		return nil
	}
	var out []engine.Action
	rest := make([]tile.Tile, 0, len(p.hand))
	for _, a := range discards(p.hand) {
		rest = without(rest[:0], p.hand, a.Tile)
		if len(g.waitsOf(s, rest, len(p.melds))) > 0 {
			out = append(out, engine.Action{Type: engine.Riichi, Tile: a.Tile})
		}
	}
	return out
}

// kanActions offers closed kans and, where allowed, kans added to a pon.
func (g *Game) kanActions(s engine.Seat) []engine.Action {
	p := &g.seats[s]
	var out []engine.Action
	c := g.counts(s)
	for _, k := range kinds {
		if c[k] == 4 {
			out = append(out, engine.Action{Type: engine.Ankan, Tiles: ofKind(p.hand, k)})
		}
	}
	if !g.rules.Kakan {
		return out
	}
	for _, m := range p.melds {
		if k := m.Tiles[0].Kind(); m.Kind == engine.MeldPon && c[k] > 0 {
			out = append(out, engine.Action{Type: engine.Kakan, Tile: ofKind(p.hand, k)[0]})
		}
	}
	return out
}

// riichiKanKeepsWaits: after riichi a closed kan is allowed only on the
// fresh draw and only when the waits stay the same.
func (g *Game) riichiKanKeepsWaits(s engine.Seat) bool {
	p := &g.seats[s]
	drawn := p.hand[len(p.hand)-1]
	four := ofKind(p.hand, drawn.Kind())
	if len(four) != 4 {
		return false
	}
	before := g.waitsOf(s, p.hand[:len(p.hand)-1], len(p.melds))
	rest := slices.DeleteFunc(slices.Clone(p.hand), func(t tile.Tile) bool { return t.Kind() == drawn.Kind() })
	after := g.waitsOf(s, rest, len(p.melds)+1)
	return len(before) > 0 && slices.Equal(before, after)
}

// waitsOf returns the waits of seat's concealed cards h (one card short)
// beside melds called sets.
func (g *Game) waitsOf(s engine.Seat, h []tile.Tile, melds int) []wait {
	seen := g.seen(s)
	return g.rules.waits(hand.CountsOf(h), melds, suitsOf(h), &seen)
}

// ofKind returns the cards of kind k in h, in hand order.
func ofKind(h []tile.Tile, k tile.Kind) []tile.Tile {
	var out []tile.Tile
	for _, t := range h {
		if t.Kind() == k {
			out = append(out, t)
		}
	}
	return out
}

// without appends to dst the cards of h but one copy of t.
func without(dst, h []tile.Tile, t tile.Tile) []tile.Tile {
	i := slices.Index(h, t)
	return append(append(dst, h[:i]...), h[i+1:]...)
}

// closed reports 面前: no melds but closed kans.
func (g *Game) closed(s engine.Seat) bool {
	for _, m := range g.seats[s].melds {
		if m.Kind != engine.MeldAnkan {
			return false
		}
	}
	return true
}

// mayWin reports whether seat may declare a win: on its own hand (tsumo)
// or with card. A finished hand without yaku may be declared only where
// the table offers it (it is then a chombo).
func (g *Game) mayWin(s engine.Seat, card tile.Tile, tsumo bool) bool {
	w, ok := g.winFor(s, card, tsumo)
	if !ok {
		return false
	}
	if !tsumo && g.furiten(s) {
		return false
	}
	if g.rules.DeclareNoYaku || !g.rules.RequireYaku() {
		return true
	}
	sc, ok := Evaluate(&w, &g.rules)
	return ok && sc.HasYaku
}

// furiten reports whether the 正式ルール forbid seat a ron now.
func (g *Game) furiten(s engine.Seat) bool {
	if !g.rules.Furiten {
		return false
	}
	p := &g.seats[s]
	if p.tempFuri || p.riiFuri {
		return true
	}
	for _, w := range g.waitsOf(s, p.hand, len(p.melds)) {
		for _, d := range p.river {
			if w.completes(d.Tile) {
				return true
			}
		}
	}
	return false
}

// isKokushiWith reports whether card completes a 国士無双 in seat's hand,
// the only hand that may rob a closed kan or a 抜きドラ joker.
func (g *Game) isKokushiWith(s engine.Seat, card tile.Tile) bool {
	if len(g.seats[s].melds) > 0 {
		return false
	}
	c := g.counts(s)
	c[card.Kind()]++
	_, ok := kokushi(c)
	return ok
}

// callOffers lists what seat s may do about the pending card.
func (g *Game) callOffers(s engine.Seat) []engine.Action {
	pd := g.pending
	if s == pd.from {
		return nil
	}
	var out []engine.Action
	robOnlyKokushi := pd.what == engine.Ankan || pd.what == engine.Flower
	if (!robOnlyKokushi || g.isKokushiWith(s, pd.card)) && g.mayWin(s, pd.card, false) {
		out = append(out, engine.Action{Type: engine.Ron, Tile: pd.card})
	}
	p := &g.seats[s]
	if g.phase == phaseCall && !p.riichi && len(g.wall) > 0 {
		// A triplet is never 一色, so which two cards a pon shows matters
		// to no rule: one pon is offered, with the first two in suit order.
		same := ofKind(p.hand, pd.card.Kind())
		if len(same) >= 2 {
			out = append(out, engine.Action{Type: engine.Pon, Tile: pd.card, Tiles: slices.Clone(same[:2])})
		}
		if len(same) >= 3 && g.kanAllowed() {
			out = append(out, engine.Action{Type: engine.Minkan, Tile: pd.card, Tiles: same})
		}
	}
	if len(out) == 0 {
		return nil
	}
	return append(out, engine.Action{Type: engine.Pass})
}
