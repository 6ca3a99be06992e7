package maiko

import (
	"jantaku/engine"
	"jantaku/variant/riichi"
)

// house is maiko's riichi.House: the dummy's seat holds no points, the
// payments follow SettleWin and NotenPayments, and the dummy check
// pre-empts a hand's end. It keeps no state: the nominated riichi is the
// riichi game's RonOnly.
type house struct{ rules *Rules }

var _ riichi.House = house{}

// FirstDealer implements riichi.HouseStart: A, or the dice's seat under
// first_dealer=dice.
func (h house) FirstDealer(shuf engine.Shuffler) int {
	if h.rules.FirstDealerByDice {
		return FirstDealer(shuf)
	}
	return 0 // A
}

// Absent implements riichi.House.
func (house) Absent() int { return Dummy }

// WinDeltas implements riichi.House: SettleWin, and the sticks to the
// winner.
func (h house) WinDeltas(g *riichi.Game, sc riichi.Score, ctx riichi.WinContext) (deltas, mp [Seats]int) {
	st := SettleWin(&h.rules.Riichi, Win{Score: sc, Ctx: ctx, SelfShoulder: selfShoulders(g, ctx)})
	st.Deltas[ctx.Winner] += ctx.Sticks * h.rules.Riichi.RiichiStick
	return st.Deltas, st.MP
}

// selfShoulders reports whether the winner takes the dummy's part itself
// (as MP): ご指名リーチ, an open riichi dealt into by the dummy, or the
// 割れ目 choice.
func selfShoulders(g *riichi.Game, ctx riichi.WinContext) bool {
	nominated := ctx.Winner != Dummy && g.RonOnly(ctx.Winner) == Dummy
	openOffDummy := ctx.Winner != Dummy && g.OpenRiichi(ctx.Winner) && !ctx.Tsumo && ctx.From == Dummy
	return nominated || openOffDummy || waremeShoulders(g, ctx)
}

// PaymentPart implements riichi.PaymentParts, as SettleWin pays: a tsumo's
// total split between the two other players (the honba inside it), the
// dummy's part of a ron split between them, else as riichi pays.
func (h house) PaymentPart(g *riichi.Game, sc riichi.Score, ctx riichi.WinContext, payer int) (string, int) {
	r := &h.rules.Riichi
	pao := ctx.HasPao && sc.PaoYakuman > 0 && sc.Yakuman > 0
	switch {
	case selfShoulders(g, ctx):
	case ctx.Tsumo && pao && payer == ctx.Pao:
		return "pao", r.Honba * ctx.Honba
	case ctx.Tsumo:
		return "maiko_tsumo", 0
	case ctx.From == Dummy || payer != ctx.From && !(pao && payer == ctx.Pao):
		return "maiko_dummy", 0
	}
	return riichi.PaymentPartOf(r, sc, ctx, payer)
}

// DrawDeltas implements riichi.House. The dummy's 流し満貫 is its win: no
// points move, the players lose as MP what a mangan tsumo would have cost
// them, and the hand's riichi deposits stay on the table. Otherwise each
// player's 流し満貫 is paid as a mangan tsumo (the dummy's part split),
// or else the noten payments without the dummy.
func (h house) DrawDeltas(d *riichi.DrawData, dealer int) (deltas, mp [Seats]int) {
	r := &h.rules.Riichi
	mangan := func(s int) Settlement {
		ctx := riichi.WinContext{Tsumo: true, Winner: s, From: s, Dealer: dealer}
		return SettleWin(r, Win{Score: riichi.ScoreOf(r, 5, 0, 0, s == dealer), Ctx: ctx})
	}
	if d.Nagashi[Dummy] {
		return deltas, mangan(Dummy).MP
	}
	nagashi := false
	for s := range Players {
		if d.Nagashi[s] {
			nagashi = true
			st := mangan(s)
			for o := range Seats {
				deltas[o] += st.Deltas[o]
				mp[o] += st.MP[o]
			}
		}
	}
	if nagashi || !r.NotenPayments {
		return deltas, mp
	}
	var tenpai [Players]bool
	copy(tenpai[:], d.Tenpai[:Players])
	return NotenPayments(tenpai, h.rules.NotenEach), mp
}

// ChomboDeltas implements riichi.House: 表1 (Chombo).
func (h house) ChomboDeltas(g *riichi.Game, s int) [Seats]int {
	return Chombo(&h.rules.Riichi, s, g.Dealer())
}

// Preempt implements riichi.House: the dummy check.
func (h house) Preempt(g *riichi.Game) (riichi.HouseWin, bool) {
	ft := firstTurnOf(g)
	w, ok := CheckFirstTurn(&h.rules.Riichi, ft, CheckContext{Dealer: g.Dealer(), RoundWind: g.RoundWind(),
		Dora: g.DoraIndicators(), Honba: g.Honba()})
	if !ok {
		return riichi.HouseWin{}, false
	}
	st := SettleWin(&h.rules.Riichi, Win{Score: w.Score, Ctx: w.Ctx})
	hw := riichi.HouseWin{Seat: Dummy, From: w.Ctx.From, Win: ft.Discard, Score: w.Score, Side: st.MP}
	if w.Ctx.Tsumo {
		hw.From = -1
	} else {
		hw.Win = g.River(w.Ctx.From)[0].Tile
	}
	return hw, true
}

// firstTurnOf gathers the dummy check's facts from the table: the dummy
// only ever discards what it draws, so its hand is its dealt hand, and
// its first discard is the first of its river. The discards before its
// first draw are every player's discard made before that one (all made so
// far when the dummy has not discarded yet), called or not.
func firstTurnOf(g *riichi.Game) FirstTurn {
	ft := FirstTurn{Dealt: g.Concealed(Dummy)}
	var rivers [Seats][]engine.Discarded
	for s := range rivers {
		rivers[s] = g.River(s)
	}
	var next [Seats]int // the next tile of each river
	for _, s := range g.DiscardOrder() {
		t := rivers[s][next[s]].Tile
		next[s]++
		if s == Dummy {
			ft.Discard, ft.Discarded = t, true
			break
		}
		ft.Before = append(ft.Before, Discard{Tile: t, Seat: s})
	}
	return ft
}

// dummyAction is what the dummy does when asked: discard the tile it drew
// (marked tsumogiri where the riichi game tells the two apart), and pass
// on everything else.
func dummyAction(g *riichi.Game) (engine.Action, bool) {
	legal := g.Legal(Dummy)
	v := g.View(Dummy)
	pv := v.Players[Dummy]
	if pv.Drawn && len(pv.Hand) > 0 {
		drawn := pv.Hand[len(pv.Hand)-1]
		var plain engine.Action
		found := false
		for _, a := range legal {
			if a.Type == engine.Discard && a.Tile == drawn {
				if a.Flag == riichi.FlagTsumogiri {
					return a, true
				}
				plain, found = a, true
			}
		}
		if found {
			return plain, true
		}
	}
	for _, a := range legal {
		if a.Type == engine.Pass {
			return a, true
		}
	}
	return engine.Action{}, false
}
