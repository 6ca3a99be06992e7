package bot

import (
	"math"

	"jantaku/engine"
	"jantaku/hand/shanten"
	"jantaku/tile"
)

// cand is one discard the expert weighs.
type cand struct {
	i     int // index in the space
	dist  int
	value float64 // expected utility of discarding it and playing on
}

// allowedKinds marks the kinds the turn may discard (or riichi with).
func (x *Expert) allowedKinds(legal []engine.Action) (allowed [maxKinds]bool, riichi bool) {
	for _, a := range legal {
		if a.Type == engine.Discard || a.Type == engine.Riichi {
			if i := x.sp.of(a.Tile.Kind()); i >= 0 {
				allowed[i] = true
			}
		}
		riichi = riichi || a.Type == engine.Riichi
	}
	return allowed, riichi
}

// turn decides the seat's own turn.
func (x *Expert) turn(m *Model, legal []engine.Action) engine.Action {
	me := m.Me()
	x.note = turnNote{}
	if me.Riichi {
		return x.Player.Choose(m.View, legal) // a riichi hand only draws and discards
	}
	allowed, riichiOK := x.allowedKinds(legal)
	c := x.own(m)
	melds := len(me.Melds)
	best := 99
	var dists [maxKinds]int
	for i := range x.sp.n() {
		if !allowed[i] || c[i] == 0 {
			continue
		}
		c[i]--
		dists[i] = x.rules.dist(&c, melds)
		c[i]++
		best = min(best, dists[i])
	}
	if best > x.cfg.maxShanten || x.short(m.Own.Total()-1, melds) {
		return x.farTurn(m, legal, &allowed)
	}
	closed := openSets(me.Melds) == 0
	x.setupSearch(m, melds, closed)
	back := x.cfg.backtrack
	if x.cfg.openBack >= 0 && !closed {
		back = x.cfg.openBack
	}
	var top cand
	found := false
	// keep ranks the discards by what they leave the hand, for folding
	// among equally safe tiles: searched ones by value, the rest below
	// them by distance (folding weighs only the allowed tiles held).
	var keep [maxKinds]float64
	for i := range x.sp.n() {
		keep[i] = -1e12 * float64(1+dists[i])
	}
	for i := range x.sp.n() {
		if !allowed[i] || c[i] == 0 || dists[i] > min(best+back, x.cfg.maxShanten) {
			continue
		}
		x.e.c = c
		x.e.c[i]--
		v := x.e.Value(x.e.value(dists[i]), x.turns, x.dealP[i], x.dealL[i])
		if dists[i] > best && v > 0 {
			// The search sees only draws that bring a hand nearer, not
			// those that reshape it at the same distance, so it
			// undervalues a narrow hand against a wider one further back:
			// going back must be worth much more.
			v /= x.cfg.backFactor
		}
		cd := cand{i: i, dist: dists[i], value: v}
		keep[i] = v
		if !found || cd.value > top.value || cd.value == top.value && edgeRank(x.sp.kinds[i]) > edgeRank(x.sp.kinds[top.i]) {
			top, found = cd, true
		}
	}
	x.note = turnNote{value: top.value, dist: top.dist, searched: true}
	push := top.value
	if top.dist >= 0 && top.dist < len(x.cfg.pushAdj) {
		push += x.threat * x.cfg.pushAdj[top.dist]
	}
	if fold, ok := x.foldChoice(m, &allowed, push, func(a, b int) bool { return keep[a] > keep[b] }); ok {
		x.note.folded = true
		return discardOf(m, legal, x.sp.kinds[fold])
	}
	if x.cfg.kans {
		a, ok := x.kanTurn(m, legal, top.value, top.dist)
		x.setMelds(me.Melds, nil)
		if ok {
			return a
		}
	} else if a, ok := x.expose(m, legal, top.dist); ok && x.threat < 0.3 {
		return a
	}
	if riichiOK && top.dist == 0 {
		if a, ok := x.riichiChoice(m, legal, top); ok {
			return a
		}
	}
	return discardOf(m, legal, x.sp.kinds[top.i])
}

// short reports whether a hand of n concealed tiles (one short of
// complete) beside melds sets has fewer sets than a win needs, so that
// the search would find every win worth nothing (Adapter.MinSets).
func (x *Expert) short(n, melds int) bool {
	return !x.cfg.searchShort && x.a.MinSets > 0 && (n-1)/3+melds < x.a.MinSets
}

// foldChoice compares playing on (worth push) with folding: discarding
// the safest tiles from now on. Folding is worth the deal-in cost of the
// safest tiles the hand holds over the go-rounds the threat likely lasts,
// and a payment for not being ready at the draw. Of the tiles as safe as
// the safest (within foldSlack points), it folds with the one whose
// discard keeps the most of the hand (keeps(a, b): discarding a keeps
// more than discarding b), since a folding hand may still get ready by
// the draw, or play on once the threat has passed.
func (x *Expert) foldChoice(m *Model, allowed *[maxKinds]bool, push float64, keeps func(a, b int) bool) (int, bool) {
	if x.threat < 0.05 || x.cfg.noDefence || x.a.NoFold {
		return 0, false
	}
	c := x.own(m)
	// The safest tiles, in order, one copy at a time.
	type safe struct {
		i    int
		cost float64
	}
	var tiles []safe
	for i := range x.sp.n() {
		cost := x.dealL[i]
		if x.a.Wild != 0 && x.sp.kinds[i] == x.a.Wild {
			cost = math.Inf(1) // a wild tile wins for nobody else, but it is the hand's best
		}
		for range int(c[i]) {
			tiles = append(tiles, safe{i, cost})
		}
	}
	for a := 1; a < len(tiles); a++ { // insertion sort: a hand's few tiles
		for b := a; b > 0 && tiles[b].cost < tiles[b-1].cost; b-- {
			tiles[b], tiles[b-1] = tiles[b-1], tiles[b]
		}
	}
	first := -1
	for _, t := range tiles {
		if allowed[t.i] {
			first = t.i
			break
		}
	}
	if first < 0 {
		return 0, false
	}
	if x.cfg.foldKeep {
		floor := x.dealL[first] + x.cfg.foldSlack
		for _, t := range tiles {
			if t.cost > floor {
				break
			}
			if allowed[t.i] && keeps(t.i, first) {
				first = t.i
			}
		}
	}
	fold := -x.dealL[first]
	alive := 1 - x.dealP[first]
	skipped, steps := false, 0
	for _, t := range tiles {
		if !skipped && t.i == first {
			skipped = true
			continue
		}
		if steps >= x.turns {
			break
		}
		// New safe tiles come every go-round (the threat's own discards,
		// and whatever passes it), so a later step needs this hand's tile
		// less and less often.
		alive *= (1 - x.hz[x.turns-steps]) * x.cfg.foldRenew
		steps++
		fold -= alive * t.cost
	}
	// A hand that folds is not ready at the draw.
	fold += x.foldV[x.turns]
	if fold > push {
		return first, true
	}
	return 0, false
}

// riichiChoice decides between riichi and staying silent (dama) with a
// ready hand after discarding top: riichi adds a han and ura dora and
// pays a stick, but the others then fold and the wait cannot change.
func (x *Expert) riichiChoice(m *Model, legal []engine.Action, top cand) (engine.Action, bool) {
	opts := riichiWith(legal, x.sp.kinds[top.i])
	if len(opts) == 0 {
		return engine.Action{}, false
	}
	if x.cfg.alwaysRiichi && x.madeHand(m, top.i) {
		return engine.Action{}, false
	}
	if x.cfg.alwaysRiichi || !x.e.riichi {
		return x.declare(m, opts, top.i), true
	}
	rch := top.value - x.a.RiichiCost*(1-x.winChance(m, top.i, true))
	// The same hand silent: valued without riichi, at the silent ron rate.
	c := x.own(m)
	c[top.i]--
	x.setupSearch(m, len(m.Me().Melds), false)
	x.e.c = c
	dama := x.e.Value(x.e.value(0), x.turns, x.dealP[top.i], x.dealL[top.i])
	x.note.riichi, x.note.dama = rch, dama
	if rch >= dama {
		return x.declare(m, opts, top.i), true
	}
	return engine.Action{}, false
}

// madeHand reports whether the ready hand after discarding i wins at
// least damaHan han without riichi by ron on every live tile of its wait,
// and is not furiten (riichi tiles only).
func (x *Expert) madeHand(m *Model, i int) bool {
	if x.cfg.damaHan <= 0 || x.w == nil {
		return false
	}
	made, waits := true, 0
	x.liveWins(m, i, func(c *kc, k int) bool {
		waits++
		made = x.e.furiten>>k&1 == 0 && x.w.price((*shanten.Counts)(c[:34]), k, false, false).han >= x.cfg.damaHan
		return made
	})
	return made && waits > 0
}

// liveWins calls win with each kind that has unseen tiles and completes
// the hand after discarding i, and the concealed tiles with it added,
// until win returns false.
func (x *Expert) liveWins(m *Model, i int, win func(c *kc, k int) bool) {
	c := x.own(m)
	c[i]--
	melds := len(m.Me().Melds)
	for k := range x.sp.n() {
		if c[k] >= 4 || x.unseen[k] == 0 {
			continue
		}
		c[k]++
		more := x.rules.dist(&c, melds) != -1 || win(&c, k)
		c[k]--
		if !more {
			return
		}
	}
}

// declare picks among riichi declarations (maiko's nominated riichi
// through the adapter).
func (x *Expert) declare(m *Model, opts []engine.Action, i int) engine.Action {
	if x.a.Nominate != nil {
		return x.a.Nominate(m, x.wait(m, x.sp.kinds[i]), opts)
	}
	return plainRiichi(opts)
}

// winChance estimates the chance a ready hand (after discarding i) wins,
// by tsumo or ron, over the draws left.
func (x *Expert) winChance(m *Model, i int, rch bool) float64 {
	if x.unseenTotal == 0 {
		return 0
	}
	rate := x.cfg.ronDama
	if rch {
		rate = x.cfg.ronRiichi
	}
	p := 0.0
	x.liveWins(m, i, func(_ *kc, k int) bool {
		p += float64(x.unseen[k]) / x.unseenTotal * (x.cfg.drawShare + rate)
		return true
	})
	p = min(p, 0.9)
	win, alive := 0.0, 1.0
	for t := x.turns; t >= 0; t-- {
		win += alive * p
		alive *= (1 - p) * (1 - x.hz[t])
	}
	return win
}

// pushRisk is the expected cost of the discards a hand that plays on
// makes over the draws left, each a random unseen tile, while the hand
// lasts.
func (x *Expert) pushRisk() float64 {
	sum, alive := 0.0, 1.0
	for t := x.turns; t >= 0; t-- {
		sum += alive * x.ls[t]
		alive *= 1 - x.hz[t] - x.rk[t]
	}
	return sum
}

// farTurn is a turn with a hand too far from ready for the search: the
// strong level's discard by acceptance and value, less the danger of
// each tile, unless folding is worth more than the little such a hand
// is expected to win.
func (x *Expert) farTurn(m *Model, legal []engine.Action, allowed *[maxKinds]bool) engine.Action {
	var discardable [tile.NumKinds]bool
	for _, a := range legal {
		if a.Type == engine.Discard || a.Type == engine.Riichi {
			discardable[a.Tile.Kind()] = true
		}
	}
	cands := x.e2().discards(m, &discardable)
	if len(cands) == 0 {
		return x.other(m, legal)
	}
	bestDist := 99
	for _, c := range cands {
		bestDist = min(bestDist, c.dist)
	}
	push := x.farWorth(bestDist, x.turns) - x.pushRisk()
	var byKind [maxKinds]choice
	var has [maxKinds]bool
	for _, c := range cands {
		if i := x.sp.of(c.kind); i >= 0 {
			byKind[i], has[i] = c, true
		}
	}
	keeps := func(a, b int) bool { return has[a] && (!has[b] || better(byKind[a], byKind[b])) }
	if fold, ok := x.foldChoice(m, allowed, push, keeps); ok {
		return discardOf(m, legal, x.sp.kinds[fold])
	}
	shaped, shaping := x.shapeScores(m, cands, bestDist)
	best, bestScore := choice{}, math.Inf(-1)
	for _, c := range cands {
		if c.dist != bestDist {
			continue
		}
		score, i := x.worth(m, c), x.sp.of(c.kind)
		if shaping {
			if i < 0 || shaped[i] < 0 {
				continue
			}
			score += shaped[i]/2 - float64(c.accept)
		}
		if i >= 0 {
			score -= x.dealL[i] / x.cfg.dangerPerTile
		}
		if score > bestScore || score == bestScore && better(c, best) {
			best, bestScore = c, score
		}
	}
	if x.cfg.kans {
		a, ok := x.kanTurn(m, legal, x.farWorth(bestDist, x.turns), bestDist)
		x.setMelds(m.Me().Melds, nil)
		if ok {
			return a
		}
	} else if a, ok := x.expose(m, legal, best.dist); ok && x.threat < 0.3 {
		return a
	}
	return discardOf(m, legal, best.kind)
}

// farWorth is what a hand dist from ready, beyond the search, is expected
// to win with t draws left: farValue at the start of a hand just beyond
// the search's reach, less the further and the later.
func (x *Expert) farWorth(dist, t int) float64 {
	return x.cfg.farValue * float64(t) / 17 / float64(max(dist-x.cfg.maxShanten, 1))
}

// e2 is the strong level's evaluator.
func (x *Expert) e2() *evaluator { return x.Player.e }
