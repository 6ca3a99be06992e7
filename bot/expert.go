package bot

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"jantaku/engine"
	"jantaku/hand/shanten"
	"jantaku/tile"
)

// Expert is the strongest level for riichi-shaped games: every discard,
// call and riichi is weighed by its expected value. The value of the
// seat's own hand comes from a look-ahead over its draws (evSearch) with
// each complete hand scored by the rules (yaku, dora, reds, ura, riichi
// or not); the risk of each discard from a reading of every other seat
// (how likely it is ready, on which kinds, for how much); and near the
// end of the game points become places (placement). Decisions the search
// does not cover (a hand three or more from ready, flowers, kans, draws)
// are the strong level's, with the same danger reading for defence.
type Expert struct {
	*Player
	w     *winValuer
	e     evSearch
	rd    tableReader
	place placement
	opps  []opponent
	// dealP[i] is the chance a discard of kind i deals in, dealL[i] its
	// expected cost (chance times utility lost).
	dealP, dealL [34]float64
	unseen       [34]int8
	turns        int
	threat       float64 // the chance some other seat is ready
	cfg          expertConfig
	// By draws left (evSearch): hazard, risk, loss and folding value.
	hz, rk, ls, foldV []float64
	note              turnNote // the last turn's reckoning, for tests
}

// turnNote is what the expert expected of its last turn.
type turnNote struct {
	value            float64
	dist             int
	searched, folded bool
}

// expertConfig holds the expert's tuned constants (docs/bots.md gives the
// arena runs behind them); the ablations switch parts off.
type expertConfig struct {
	maxShanten int     // the search covers hands this near
	ronRiichi  float64 // ron chances per go-round of a riichi, per unseen share of the wait
	ronDama    float64 // the same for a hand that did not declare
	winHazard  float64 // chance per go-round that a ready opponent wins
	readyGain  float64 // the points a ready hand gains at an exhaustive draw
	notenLoss  float64 // and a hand not ready pays
	lossRiichi float64 // han of a riichi opponent's win, beyond visible dora
	lossOpen   float64 // of an open hand
	lossDama   float64 // of a closed hand that did not declare
	// foldRenew is the chance that a later step of folding still has to
	// take the next tile of the hand's current order: new safe tiles come
	// every go-round (the threat's own discards, whatever passes it).
	foldRenew float64
	// farValue is what a hand just beyond the search's reach is worth at
	// the start of a hand, in points; dangerPerTile is how many points of
	// expected deal-in cost weigh as one tile of acceptance there.
	farValue, dangerPerTile float64
	noDefence               bool
	noPlacement             bool
	noValue                 bool // every win is worth the same (ablation)
	alwaysRiich             bool // riichi whenever legal (ablation)
}

func defaultExpertConfig() expertConfig {
	return expertConfig{maxShanten: 2, ronRiichi: 0.9, ronDama: 1.6, winHazard: 0.1,
		readyGain: 1500, notenLoss: 1000, lossRiichi: 3.2, lossOpen: 2.2, lossDama: 2.8,
		foldRenew: 0.7, farValue: 700, dangerPerTile: 150}
}

// NewExpert returns the expert for a riichi-shaped variant.
func NewExpert(variant string, seed uint64) *Expert {
	return &Expert{Player: NewPlayer(variant, seed, true), w: newWinValuer(), cfg: defaultExpertConfig()}
}

// expertParams are the settings a level name may change after a colon,
// joined by "+" ("expert:nodefence+fold=0.5"): the ablations of
// docs/bots.md, and the constants the arena runs tuned.
var expertParams = map[string]func(c *expertConfig, x float64){
	"nodefence":    func(c *expertConfig, _ float64) { c.noDefence = true },
	"noplacement":  func(c *expertConfig, _ float64) { c.noPlacement = true },
	"novalue":      func(c *expertConfig, _ float64) { c.noValue = true },
	"alwaysriichi": func(c *expertConfig, _ float64) { c.alwaysRiich = true },
	"nosearch":     func(c *expertConfig, _ float64) { c.maxShanten = -1 },
	"depth":        func(c *expertConfig, x float64) { c.maxShanten = int(x) },
	"ronriichi":    func(c *expertConfig, x float64) { c.ronRiichi = x },
	"rondama":      func(c *expertConfig, x float64) { c.ronDama = x },
	"hazard":       func(c *expertConfig, x float64) { c.winHazard = x },
	"fold":         func(c *expertConfig, x float64) { c.foldRenew = x },
	"far":          func(c *expertConfig, x float64) { c.farValue = x },
	"dangertile":   func(c *expertConfig, x float64) { c.dangerPerTile = x },
	"lossriichi":   func(c *expertConfig, x float64) { c.lossRiichi = x },
	"lossopen":     func(c *expertConfig, x float64) { c.lossOpen = x },
	"lossdama":     func(c *expertConfig, x float64) { c.lossDama = x },
}

// newExpertLevel reads a level name "expert" or "expert:setting+...".
func newExpertLevel(level, variant string, seed uint64) (*Expert, error) {
	x := NewExpert(variant, seed)
	_, spec, _ := strings.Cut(level, ":")
	for _, item := range strings.Split(spec, "+") {
		if item == "" {
			continue
		}
		name, val, hasVal := strings.Cut(item, "=")
		set, ok := expertParams[name]
		if !ok {
			return nil, fmt.Errorf("expert: unknown setting %q", name)
		}
		f := 0.0
		if hasVal {
			var err error
			if f, err = strconv.ParseFloat(val, 64); err != nil {
				return nil, fmt.Errorf("expert: setting %q: %w", item, err)
			}
		}
		set(&x.cfg, f)
	}
	return x, nil
}

// Choose implements Bot.
func (x *Expert) Choose(v engine.View, legal []engine.Action) engine.Action {
	if len(legal) == 1 || !x.a.Riichi34 {
		return x.Player.Choose(v, legal)
	}
	m := &x.m
	m.read(v, x.a.Set)
	if a, ok := x.win(m, legal); ok {
		return a
	}
	x.prepare(m)
	if indexOf(legal, engine.Discard) >= 0 || indexOf(legal, engine.Riichi) >= 0 {
		return x.turn(m, legal)
	}
	if a, ok := x.call(m, legal); ok {
		return a
	}
	return x.other(m, legal)
}

// prepare reads the table for one decision: the other seats, the danger
// of every kind, the draws left and the search's parameters.
func (x *Expert) prepare(m *Model) {
	v := m.View
	x.rd.update(v)
	x.place.read(v)
	if x.cfg.noPlacement {
		x.place.weight = 0
	}
	x.w.reset(m, &x.place)
	for i := range 34 {
		x.unseen[i] = int8(m.Unseen(kindOf34(i)))
	}
	x.opps = x.opps[:0]
	x.dealP, x.dealL = [34]float64{}, [34]float64{}
	notReady := 1.0
	for _, s := range m.Opponents() {
		pv := v.Players[s]
		if x.a.Harmless != nil && x.a.Harmless(m, s) {
			continue
		}
		o := opponent{seat: s}
		open := openSets(pv.Melds)
		dealer := s == v.Dealer
		var han float64
		switch {
		case pv.Riichi:
			o.tenpai, han = 1, x.cfg.lossRiichi
		case open > 0:
			o.tenpai, han = tenpaiChance(open, len(pv.Discards)), x.cfg.lossOpen
		default:
			o.tenpai, han = tenpaiChance(0, len(pv.Discards)), x.cfg.lossDama
		}
		if x.cfg.noDefence {
			o.tenpai = 0
		}
		for _, md := range pv.Melds {
			han += float64(doraIn(m, md.Tiles))
		}
		o.loss = -x.place.lose(handPoints(han, dealer)+float64(v.Honba*300), int(s))
		for _, d := range pv.Discards {
			if i := index34(d.Tile.Kind()); i >= 0 {
				o.safe[i] = true
			}
		}
		if int(s) < len(x.rd.lateSafe) {
			for i := range 34 {
				if x.rd.lateSafe[s]>>i&1 == 1 {
					o.safe[i] = true
				}
			}
		}
		style, scale := handStyle{suit: -1}, waitScale
		if !pv.Riichi {
			style, scale = styleOf(pv.Melds), waitScaleOpen
		}
		o.readWaits(&x.unseen, style, scale)
		for i := range 34 {
			p := o.tenpai * o.wait[i]
			x.dealP[i] += p
			x.dealL[i] += p * o.loss
		}
		notReady *= 1 - o.tenpai
		x.opps = append(x.opps, o)
	}
	x.threat = 1 - notReady
	x.turns = max(v.WallLeft/max(len(v.Players), 1), 0)
	x.future(m)
}

// future fills the go-round arrays of the search (by draws left at the
// seat's next draw): each other seat not yet ready becomes so as the hand
// goes on (readyBy, measured in the expert's games), and a ready seat
// wins a go-round with chance winHazard; the seat's later discards, each
// a random unseen tile, meet the readings of the seats ready then.
func (x *Expert) future(m *Model) {
	n := x.turns + 1
	x.hz, x.rk, x.ls, x.foldV = grow(x.hz, n), grow(x.rk, n), grow(x.ls, n), grow(x.foldV, n)
	total := 0.0
	for i := range 34 {
		total += float64(x.unseen[i])
	}
	type reading struct{ now, at, risk, loss float64 }
	rs := make([]reading, len(x.opps))
	for j, o := range x.opps {
		at := float64(len(m.View.Players[o.seat].Discards))
		r := reading{now: o.tenpai, at: at}
		for i := range 34 {
			if total > 0 {
				p := float64(x.unseen[i]) / total
				r.risk += p * o.wait[i]
			}
		}
		r.loss = r.risk * o.loss
		rs[j] = r
	}
	survive := 1.0
	for t := range n {
		ahead := float64(x.turns - t)
		notWin := 1.0
		var rk, ls float64
		for _, r := range rs {
			p := r.now
			if !x.cfg.noDefence && r.now < 1 {
				f0, f1 := readyBy(r.at), readyBy(r.at+ahead)
				p += (1 - r.now) * max(f1-f0, 0) / (1 - f0)
			}
			notWin *= 1 - p*x.cfg.winHazard
			rk += p * r.risk
			ls += p * r.loss
		}
		x.hz[t], x.rk[t], x.ls[t] = 1-notWin, rk, ls
	}
	// Folding from a point on pays only for not being ready, if the hand
	// lasts to the draw.
	for t := range n {
		survive *= 1 - x.hz[t]
		x.foldV[t] = -x.cfg.notenLoss * survive
	}
}

// readyBy is the share of seats ready by their turn-th discard in the
// expert's own games: none before the fourth, then 3% more a go-round.
func readyBy(turn float64) float64 { return min(max(0.03*(turn-3), 0), 0.6) }

func grow(s []float64, n int) []float64 {
	if cap(s) < n {
		return make([]float64, n)
	}
	return s[:n]
}

// handPoints is the ron price of a hand of han (fractional: between the
// two prices) at 30-40 fu.
func handPoints(han float64, dealer bool) float64 {
	lo := math.Floor(han)
	f := han - lo
	return (1-f)*pricedHan(int(lo), dealer) + f*pricedHan(int(lo)+1, dealer)
}

func pricedHan(han int, dealer bool) float64 {
	if han < 1 {
		han = 1
	}
	base := [...]float64{0, 1300, 2600, 5200, 8000, 8000, 12000, 12000, 16000, 16000, 16000, 24000, 24000, 32000}
	p := base[min(han, len(base)-1)]
	if han == 3 {
		p = 4500 // between 30 and 40 fu
	}
	if dealer {
		p *= 1.5
	}
	return p
}

// setupSearch prepares the search for the seat's hand with melds sets,
// closed or not, over t draws.
func (x *Expert) setupSearch(m *Model, melds int, closed bool) {
	e := &x.e
	e.reset()
	e.w, e.melds, e.riichi, e.turns = x.w, melds, closed, x.turns
	e.limit = 40000
	total := 0.0
	for i := range 34 {
		total += float64(x.unseen[i])
	}
	rate := x.cfg.ronDama
	if closed {
		rate = x.cfg.ronRiichi
	}
	for i := range 34 {
		e.draw[i] = 0
		if total > 0 {
			e.draw[i] = float64(x.unseen[i]) / total
		}
		e.ronP[i] = min(rate*e.draw[i], 0.5)
	}
	e.hz, e.rk, e.ls, e.fold = x.hz, x.rk, x.ls, x.foldV
	e.ready, e.noten = x.cfg.readyGain, -x.cfg.notenLoss
	e.furiten = 0
	for _, d := range m.Me().Discards {
		if i := index34(d.Tile.Kind()); i >= 0 {
			e.furiten |= 1 << i
		}
	}
	x.w.flat = x.cfg.noValue
}

// distance34 is the shanten of 34-kind counts with melds sets.
func distance34(c *shanten.Counts, melds int) int {
	if melds == 0 {
		return shanten.Of(c, 0)
	}
	return shanten.Regular(c, melds)
}

// own34 returns the seat's concealed tiles as 34-kind counts.
func own34(m *Model) shanten.Counts { return riichi34(&m.Own) }

// cand is one discard the expert weighs.
type cand struct {
	i     int // 34-kind index
	dist  int
	value float64 // expected utility of discarding it and playing on
	node  int32
}

// turn decides the seat's own turn.
func (x *Expert) turn(m *Model, legal []engine.Action) engine.Action {
	var allowed [34]bool
	riichiOK := false
	for _, a := range legal {
		if a.Type == engine.Discard || a.Type == engine.Riichi {
			if i := index34(a.Tile.Kind()); i >= 0 {
				allowed[i] = true
			}
		}
		riichiOK = riichiOK || a.Type == engine.Riichi
	}
	me := m.Me()
	x.note = turnNote{}
	if me.Riichi {
		return x.Player.Choose(m.View, legal) // a riichi hand only draws and discards
	}
	c := own34(m)
	melds := len(me.Melds)
	closed := openSets(me.Melds) == 0
	best := 99
	var dists [34]int
	for i := range 34 {
		if !allowed[i] || c[i] == 0 {
			continue
		}
		c[i]--
		dists[i] = distance34(&c, melds)
		c[i]++
		best = min(best, dists[i])
	}
	if best > x.cfg.maxShanten {
		return x.farTurn(m, legal)
	}
	x.setupSearch(m, melds, closed)
	var cands []cand
	for i := range 34 {
		if !allowed[i] || c[i] == 0 || dists[i] > min(best+1, x.cfg.maxShanten) {
			continue
		}
		x.e.c = c
		x.e.c[i]--
		n := x.e.value(dists[i])
		v := x.e.Value(n, x.turns, x.dealP[i], x.dealL[i])
		cands = append(cands, cand{i: i, dist: dists[i], value: v, node: n})
	}
	top := cands[0]
	for _, cd := range cands[1:] {
		if cd.value > top.value || cd.value == top.value && edgeRank(kindOf34(cd.i)) > edgeRank(kindOf34(top.i)) {
			top = cd
		}
	}
	x.note = turnNote{value: top.value, dist: top.dist, searched: true}
	if fold, ok := x.foldChoice(m, &allowed, top.value); ok {
		x.note.folded = true
		return discardOf(m, legal, kindOf34(fold))
	}
	if a, ok := x.expose(m, legal, top.dist); ok && x.threat < 0.3 {
		return a
	}
	if riichiOK && top.dist == 0 {
		if a, ok := x.riichiChoice(m, legal, top); ok {
			return a
		}
	}
	return discardOf(m, legal, kindOf34(top.i))
}

// foldChoice compares playing on (worth push) with folding: discarding
// the safest tiles from now on. Folding is worth the deal-in cost of the
// safest tiles the hand holds over the go-rounds the threat likely lasts,
// and a payment for not being ready at the draw.
func (x *Expert) foldChoice(m *Model, allowed *[34]bool, push float64) (int, bool) {
	if x.threat < 0.05 || x.cfg.noDefence {
		return 0, false
	}
	c := own34(m)
	// The safest tiles, in order, one copy at a time.
	type safe struct {
		i    int
		cost float64
	}
	var tiles []safe
	for i := range 34 {
		for range int(c[i]) {
			tiles = append(tiles, safe{i, x.dealL[i]})
		}
	}
	for a := 1; a < len(tiles); a++ { // insertion sort: at most 14
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
	k := kindOf34(top.i)
	var opts []engine.Action
	for _, a := range legal {
		if a.Type == engine.Riichi && a.Tile.Kind() == k {
			opts = append(opts, a)
		}
	}
	if len(opts) == 0 {
		return engine.Action{}, false
	}
	if x.cfg.alwaysRiich {
		return x.declare(m, opts, top.i), true
	}
	rch := top.value - float64(x.w.rules.RiichiStick)*(1-x.winChance(m, top.i, true))
	// The same hand silent: valued without riichi, at the silent ron rate.
	c := own34(m)
	c[top.i]--
	x.setupSearch(m, len(m.Me().Melds), false)
	x.e.riichi = false
	x.e.c = c
	n := x.e.value(0)
	dama := x.e.Value(n, x.turns, x.dealP[top.i], x.dealL[top.i])
	if rch >= dama {
		return x.declare(m, opts, top.i), true
	}
	return engine.Action{}, false
}

// declare picks among riichi declarations (maiko's nominated riichi
// through the adapter).
func (x *Expert) declare(m *Model, opts []engine.Action, i int) engine.Action {
	if x.a.Nominate != nil {
		return x.a.Nominate(m, x.wait(m, kindOf34(i)), opts)
	}
	return plainRiichi(opts)
}

// winChance estimates the chance a ready hand (after discarding i) wins,
// by tsumo or ron, over the draws left.
func (x *Expert) winChance(m *Model, i int, rch bool) float64 {
	c := own34(m)
	c[i]--
	var p float64
	rate := x.cfg.ronDama
	if rch {
		rate = x.cfg.ronRiichi
	}
	total := 0.0
	for k := range 34 {
		total += float64(x.unseen[k])
	}
	if total == 0 {
		return 0
	}
	for k := range 34 {
		if c[k] >= 4 || x.unseen[k] == 0 {
			continue
		}
		c[k]++
		if distance34(&c, len(m.Me().Melds)) == -1 {
			p += float64(x.unseen[k]) / total * (1 + rate)
		}
		c[k]--
	}
	p = min(p, 0.9)
	return 1 - math.Pow(1-p, float64(x.turns))
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
func (x *Expert) farTurn(m *Model, legal []engine.Action) engine.Action {
	var discardable [tile.NumKinds]bool
	var allowed [34]bool
	for _, a := range legal {
		if a.Type == engine.Discard || a.Type == engine.Riichi {
			discardable[a.Tile.Kind()] = true
			if i := index34(a.Tile.Kind()); i >= 0 {
				allowed[i] = true
			}
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
	push := x.cfg.farValue*float64(x.turns)/17/float64(bestDist-x.cfg.maxShanten) - x.pushRisk()
	if fold, ok := x.foldChoice(m, &allowed, push); ok {
		return discardOf(m, legal, kindOf34(fold))
	}
	best, bestScore := choice{}, math.Inf(-1)
	for _, c := range cands {
		if c.dist != bestDist {
			continue
		}
		score := x.worth(m, c) - x.dealL[index34(c.kind)]/x.cfg.dangerPerTile
		if score > bestScore || score == bestScore && better(c, best) {
			best, bestScore = c, score
		}
	}
	if a, ok := x.expose(m, legal, best.dist); ok && x.threat < 0.3 {
		return a
	}
	return discardOf(m, legal, best.kind)
}

// e2 is the strong level's evaluator.
func (x *Expert) e2() *evaluator { return x.Player.e }

// call answers another seat's discard: a chi or pon when the hand after
// it (and its best discard) is worth more than the hand as it is.
func (x *Expert) call(m *Model, legal []engine.Action) (engine.Action, bool) {
	me := m.Me()
	var calls []engine.Action
	for _, a := range legal {
		if a.Type == engine.Chi || a.Type == engine.Pon {
			calls = append(calls, a)
		}
	}
	if len(calls) == 0 || me.Riichi {
		return engine.Action{}, false
	}
	c := own34(m)
	melds := len(me.Melds)
	s0 := distance34(&c, melds)
	if s0 > x.cfg.maxShanten {
		return x.Player.call(m, legal)
	}
	x.setupSearch(m, melds, openSets(me.Melds) == 0)
	x.e.c = c
	pass := x.e.Value(x.e.value(s0), x.turns, 0, 0)
	best, found := pass, engine.Action{}
	for _, a := range calls {
		if v, ok := x.callValue(m, c, a); ok && v > best {
			best, found = v, a
		}
	}
	x.w.setMelds(me.Melds, x.w.reds)
	return found, found.Type != 0
}

// callValue is the value of making call a with the concealed tiles c:
// the best discard after it, in the open hand's search.
func (x *Expert) callValue(m *Model, c shanten.Counts, a engine.Action) (float64, bool) {
	me := m.Me()
	reds := x.w.reds
	for _, t := range a.Tiles {
		i := index34(t.Kind())
		if i < 0 || c[i] == 0 {
			return 0, false
		}
		c[i]--
		if t.Red() {
			reds &^= 1 << t.Kind().Suit()
		}
	}
	kind := engine.MeldPon
	if a.Type == engine.Chi {
		kind = engine.MeldChi
	}
	meld := engine.Meld{Kind: kind, Tiles: append(append([]tile.Tile{}, a.Tiles...), a.Tile), From: m.View.Turn, Called: len(a.Tiles)}
	melds := append(append([]engine.Meld{}, me.Melds...), meld)
	x.w.setMelds(melds, reds)
	x.setupSearch(m, len(melds), false)
	forbid := swapKinds34(a)
	best, ok := math.Inf(-1), false
	for d := range 34 {
		if c[d] == 0 || forbid>>d&1 == 1 {
			continue
		}
		c[d]--
		if s := distance34(&c, len(melds)); s <= x.cfg.maxShanten {
			x.e.c = c
			n := x.e.value(s)
			if v := x.e.Value(n, x.turns, x.dealP[d], x.dealL[d]); v > best {
				best, ok = v, true
			}
		}
		c[d]++
	}
	return best, ok
}

// swapKinds34 marks the kinds a call forbids to discard next (kuikae):
// the called kind, and after a chi on a side wait its far end.
func swapKinds34(a engine.Action) uint64 {
	i := index34(a.Tile.Kind())
	if i < 0 {
		return 0
	}
	m := uint64(1) << i
	if a.Type != engine.Chi || len(a.Tiles) != 2 {
		return m
	}
	p, q := index34(a.Tiles[0].Kind()), index34(a.Tiles[1].Kind())
	lo, hi := min(p, q), max(p, q)
	switch {
	case i < lo && hi%9 < 8:
		m |= 1 << (hi + 1)
	case i > hi && lo%9 > 0:
		m |= 1 << (lo - 1)
	}
	return m
}
