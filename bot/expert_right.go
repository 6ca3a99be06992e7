package bot

import (
	"math"

	"jantaku/engine"
)

// drawSamples is how many draws the expert's valuation of a draw right
// samples (drawRight); they share the search's node cap.
const drawSamples = 4

// drawRight decides a draw right (Adapter.CallDraws, MOMOJAN's 3ツモ権
// after a kai or call): draw the cards, or waive them and discard from the
// hand as it is. It is weighed where waiving leaves a ready hand with sets
// enough to win: waiving is then worth the search's value of the hand's
// best discard now, drawing the mean over sampled draws of the best
// discard after them, with the draws gone from the wall. A hand not ready
// draws, as strong does: the search does not see what the cards it would
// give up bring (the sets a bigger hand can still open for more draws).
func (x *Expert) drawRight(m *Model, legal []engine.Action) (engine.Action, bool) {
	iDraw, iWaive := indexOf(legal, engine.Draw), indexOf(legal, engine.Waive)
	if iDraw < 0 || iWaive < 0 || x.a.CallDraws == 0 || !x.cfg.valueRights {
		return engine.Action{}, false
	}
	me := m.Me()
	melds := len(me.Melds)
	if x.short(m.Own.Total()-1, melds) || x.e2().distance(&m.Own, melds) > 0 {
		return legal[iDraw], true
	}
	x.prepare(m)
	x.setupSearch(m, melds, openSets(me.Melds) == 0)
	c := x.own(m)
	waive := x.bestDiscard(c, x.turns)
	var pool []int // the unseen tiles, by space index
	for i := range x.sp.n() {
		for range int(x.unseen[i]) {
			pool = append(pool, i)
		}
	}
	if len(pool) < x.a.CallDraws {
		return legal[iWaive], true
	}
	later := max((m.View.WallLeft-x.a.CallDraws)/max(len(m.View.Players), 1), 0)
	// The samples follow from the hand and the wall alone, so a decision
	// replays.
	key := pack(&c)
	r := engine.NewRand(key[0] ^ key[1]*31 ^ uint64(m.View.WallLeft))
	draw := 0.0
	for range drawSamples {
		h := c
		for j := range x.a.CallDraws {
			k := j + r.IntN(len(pool)-j)
			pool[j], pool[k] = pool[k], pool[j]
			h[pool[j]]++
		}
		x.e.limit = len(x.e.nodes) + x.cfg.nodes/drawSamples
		draw += x.bestDiscard(h, later) / drawSamples
	}
	x.note = turnNote{waive: waive, draw: draw, searched: true}
	if draw >= waive {
		return legal[iDraw], true
	}
	return legal[iWaive], true
}

// bestDiscard is the value of concealed tiles c (a full hand) after their
// best discard with t draws left: the search's where it reaches, else what
// a hand beyond it is expected to win (farTurn's).
func (x *Expert) bestDiscard(c kc, t int) float64 {
	best, dist := math.Inf(-1), 99
	var dists [maxKinds]int
	for i := range x.sp.n() {
		if c[i] > 0 {
			c[i]--
			dists[i] = x.rules.dist(&c, x.e.melds)
			dist = min(dist, dists[i])
			c[i]++
		}
	}
	if dist > x.cfg.maxShanten {
		return x.farWorth(dist, t)
	}
	for i := range x.sp.n() {
		if c[i] == 0 || dists[i] != dist {
			continue
		}
		c[i]--
		x.e.c = c
		best = max(best, x.e.Value(x.e.value(dist), t, x.dealP[i], x.dealL[i]))
		c[i]++
	}
	return best
}
