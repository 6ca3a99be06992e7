package bot

import (
	"math"

	"jantaku/engine"
)

// prepare reads the table for one decision: the other seats, the danger
// of every kind, the draws left and the search's parameters.
func (x *Expert) prepare(m *Model) {
	v := m.View
	sp := x.sp
	x.rd.update(sp, v)
	x.place.read(v)
	if x.cfg.noPlacement {
		x.place.weight = 0
	}
	if x.w != nil {
		x.w.reset(m, &x.place)
		x.w.flat, x.w.concave = x.cfg.noValue, x.cfg.concave
	} else {
		x.sv.flat, x.sv.noPayers = x.cfg.noValue, !x.cfg.payers
		x.sv.reset(m, &x.place)
	}
	x.unseenTotal = 0
	for i, k := range sp.kinds {
		x.unseen[i] = int8(m.Unseen(k))
		if k == x.a.Nuki && x.cfg.nuki {
			x.unseen[i] = 0 // set aside when drawn, and another drawn
		}
		x.unseenTotal += float64(x.unseen[i])
	}
	x.opps = x.opps[:0]
	x.dealP, x.dealL = [maxKinds]float64{}, [maxKinds]float64{}
	notReady := 1.0
	for _, s := range m.Opponents() {
		if x.a.Harmless != nil && x.a.Harmless(m, s) || x.a.Dummy != nil && x.a.Dummy(m, s) {
			continue
		}
		o := x.readSeat(m, s)
		for i := range sp.n() {
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

// readSeat reads one other seat: how likely it is ready, its waits and
// what a win of its would cost.
func (x *Expert) readSeat(m *Model, s engine.Seat) opponent {
	v := m.View
	pv := v.Players[s]
	sp := x.sp
	o := opponent{seat: s}
	open := openSets(pv.Melds)
	var han float64
	switch {
	case pv.Riichi:
		o.tenpai, han = 1, x.cfg.lossRiichi
	case open > 0:
		o.tenpai, han = tenpaiChance(open, len(pv.Discards)), x.cfg.lossOpen
	default:
		o.tenpai, han = tenpaiChance(0, len(pv.Discards)), x.cfg.lossDama
	}
	if !pv.Riichi && (x.cfg.openThreat == 0 || open < x.cfg.openThreat) {
		o.tenpai *= x.cfg.silent
	}
	if x.cfg.noDefence || x.a.NoFold || x.a.ThreatMelds > 0 && !pv.Riichi && len(pv.Melds) < x.a.ThreatMelds {
		o.tenpai = 0
	}
	for _, md := range pv.Melds {
		han += float64(doraIn(m, md.Tiles))
	}
	cost := x.a.TypicalWin
	if x.a.Riichi34 {
		cost = handPoints(han, s == v.Dealer) + float64(v.Honba*300)
	}
	o.loss = -x.place.lose(cost, int(s))
	if !x.cfg.noFuriten { // else a seat may ron a kind it discarded (Malaysian: フリテンは無い)
		for _, d := range pv.Discards {
			if i := sp.of(d.Tile.Kind()); i >= 0 {
				o.safe[i] = true
			}
		}
	}
	if int(s) < len(x.rd.lateSafe) {
		for i := range sp.n() {
			if x.rd.lateSafe[s]>>i&1 == 1 {
				o.safe[i] = true
			}
		}
	}
	style, scale := handStyle{}, waitScale
	if !pv.Riichi {
		style, scale = styleOf(sp, pv.Melds), waitScaleOpen
	}
	o.readWaits(sp, &x.unseen, &style, scale)
	return o
}

// future fills the go-round arrays of the search (by draws left at the
// seat's next draw): each other seat not yet ready becomes so as the hand
// goes on (the variant's Pace, measured in its games), and a ready seat
// wins a go-round with chance winHazard; the seat's later discards, each
// a random unseen tile, meet the readings of the seats ready then.
func (x *Expert) future(m *Model) {
	n := x.turns + 1
	x.hz, x.rk, x.ls, x.foldV = grow(x.hz, n), grow(x.rk, n), grow(x.ls, n), grow(x.foldV, n)
	x.hzR, x.rkR, x.lsR = grow(x.hzR, n), grow(x.rkR, n), grow(x.lsR, n)
	type reading struct{ now, at, risk, loss, hazard float64 }
	rs := make([]reading, len(x.opps))
	pace := &x.cfg.pace
	for j, o := range x.opps {
		r := reading{now: o.tenpai, at: float64(len(m.View.Players[o.seat].Discards)), hazard: x.cfg.winHazard}
		for i := range x.sp.n() {
			if x.unseenTotal > 0 {
				r.risk += float64(x.unseen[i]) / x.unseenTotal * o.wait[i]
			}
		}
		r.loss = r.risk * o.loss
		if x.cfg.noDefence || x.a.NoFold {
			r.risk, r.loss = 0, 0
		}
		rs[j] = r
	}
	// A seat that never folds (the dummy is no seat here) still ends the
	// hand when it wins.
	for t := range n {
		ahead := float64(x.turns - t)
		notWin, notWinR := 1.0, 1.0
		var rk, ls, rkR, lsR float64
		for _, r := range rs {
			p, pR := r.now, r.now
			if r.now < 1 {
				f0, f1 := pace.readyBy(r.at), pace.readyBy(r.at+ahead)
				g := (1 - r.now) * max(f1-f0, 0) / (1 - f0)
				p += g
				pR += g * x.cfg.pressure
			}
			notWin *= 1 - p*r.hazard
			notWinR *= 1 - pR*r.hazard
			rk, ls = rk+p*r.risk, ls+p*r.loss
			rkR, lsR = rkR+pR*r.risk, lsR+pR*r.loss
		}
		x.hz[t], x.rk[t], x.ls[t] = 1-notWin, rk, ls
		x.hzR[t], x.rkR[t], x.lsR[t] = 1-notWinR, rkR, lsR
	}
	// Folding from a point on pays only for not being ready, if the hand
	// lasts to the draw.
	survive := 1.0
	for t := range n {
		survive *= 1 - x.hz[t]
		x.foldV[t] = -x.cfg.notenLoss * survive
	}
}

func grow(s []float64, n int) []float64 {
	if cap(s) < n {
		return make([]float64, n)
	}
	return s[:n]
}

// handPoints is the ron price of a riichi hand of han (fractional: between
// the two prices) at 30-40 fu.
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
// closed or not.
func (x *Expert) setupSearch(m *Model, melds int, closed bool) {
	e := &x.e
	e.reset()
	e.rules, e.sp, e.n, e.melds, e.turns = x.rules, x.sp, x.sp.n(), melds, x.turns
	e.seats, e.calls, e.fast = len(m.View.Players), 0, x.a.Riichi34
	if !closed && x.a.Calls {
		e.calls = x.cfg.callRate
	}
	e.riichi = x.a.Riichi && (closed || x.a.RiichiOpen)
	e.limit = x.cfg.nodes
	rate := x.cfg.ronDama
	if e.riichi {
		rate = x.cfg.ronRiichi
	}
	for i := range e.n {
		e.draw[i], e.ronP[i] = 0, 0
		if x.unseenTotal > 0 {
			share := float64(x.unseen[i]) / x.unseenTotal
			e.draw[i] = x.cfg.drawShare * share
			e.ronP[i] = min(rate*share, 0.5)
		}
		if x.a.Wild != 0 && x.sp.kinds[i] == x.a.Wild {
			e.ronP[i] = 0 // a discarded wild joker is dead (the Malaysian 飛), or never discarded (trump's, set aside)
		}
	}
	e.hz, e.rk, e.ls, e.fold = x.hz, x.rk, x.ls, x.foldV
	e.hzR, e.rkR, e.lsR = x.hzR, x.rkR, x.lsR
	e.ready, e.noten = x.cfg.readyGain, -x.cfg.notenLoss
	e.furiten = 0
	if !x.cfg.noFuriten {
		for _, d := range m.Me().Discards {
			if i := x.sp.of(d.Tile.Kind()); i >= 0 {
				e.furiten |= 1 << i
			}
		}
	}
}

// own returns the seat's concealed tiles in the space.
func (x *Expert) own(m *Model) kc { return x.sp.counts(&m.Own) }
