package suzume

import (
	"slices"

	"jantaku/engine"
)

// pay moves up to amount from one player to another; no score goes below
// 0, and the receiver gets what was actually paid, which pay returns.
func (g *Game) pay(from, to engine.Seat, amount int) int {
	paid := min(amount, g.scores[from])
	g.scores[from] -= paid
	g.scores[to] += paid
	return paid
}

// scores wraps the change since before in a scores event.
func (g *Game) scoresEvent(reason string, before []int) engine.Event {
	d := ScoresData{Reason: reason, Deltas: make([]int, len(before)), Scores: slices.Clone(g.scores)}
	for i := range before {
		d.Deltas[i] = g.scores[i] - before[i]
	}
	return engine.Event{Type: engine.EvScores, Seat: engine.Spectator, Data: d}
}

// winTsumo pays a tsumo: each other player pays the points split among
// them, rounded up, as far as they can.
func (g *Game) winTsumo(evs []engine.Event) []engine.Event {
	w, v := g.turn, *g.tsumo
	before := slices.Clone(g.scores)
	share := Share(v.Points, g.cfg.Players)
	paid := 0
	for _, s := range g.after(w) {
		paid += g.pay(s, w, share)
	}
	h := g.held[w]
	evs = append(evs,
		engine.Event{Type: engine.EvWin, Seat: w, Tile: h[len(h)-1], Tiles: slices.Clone(h),
			Data: WinData{Tsumo: true, From: w, Tile: h[len(h)-1], Value: v, Paid: paid}},
		g.scoresEvent("tsumo", before))
	return g.endHand(evs)
}

// winRon pays every ron on one discard: the discarder pays the winners in
// turn order from the discarder until the discarder reaches 0.
func (g *Game) winRon(wins []engine.Decision, evs []engine.Event) []engine.Event {
	from := g.turn
	river := g.rivers[from]
	t := river[len(river)-1].Tile
	g.rivers[from][len(river)-1].Taken = true
	before := slices.Clone(g.scores)
	for _, d := range wins {
		act := d.Action
		evs = append(evs, engine.Event{Type: engine.EvAct, Seat: d.Seat, Action: &act})
		v := *g.rons[d.Seat]
		paid := g.pay(from, d.Seat, v.Points)
		evs = append(evs, engine.Event{Type: engine.EvWin, Seat: d.Seat, Tile: t,
			Tiles: append(slices.Clone(g.held[d.Seat]), t),
			Data:  WinData{From: from, Tile: t, Value: v, Paid: paid}})
	}
	evs = append(evs, g.scoresEvent("ron", before))
	return g.endHand(evs)
}

// mistake charges a mistaken win: the player shows the hand, pays the
// penalty to every other player in turn order as far as they can, and the
// hand goes on. A mistaken tsumo leaves the turn to discard; a mistaken ron
// counts as a pass in the window.
func (g *Game) mistake(seat engine.Seat, a engine.Action, evs []engine.Event) []engine.Event {
	before := slices.Clone(g.scores)
	for _, s := range g.after(seat) {
		g.pay(seat, s, g.rules.Penalty)
	}
	evs = append(evs, engine.Event{Type: EvMistake, Seat: seat, Tile: a.Tile, Tiles: slices.Clone(g.held[seat])},
		g.scoresEvent("mistaken", before))
	if a.Type == engine.Tsumo {
		g.erred = true
		return evs
	}
	g.window.Choose(seat, a)
	if g.window.Done() {
		evs = g.settleWindow(evs)
	}
	return evs
}
