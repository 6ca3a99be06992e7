package riichi

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// WinData is the Data of an EvWin event: the hand, its value and who paid.
type WinData struct {
	Seat    int                `json:"seat"`
	From    int                `json:"from"` // the seat that dealt in; -1 for a tsumo
	Hand    []tile.Tile        `json:"hand"`
	Melds   []engine.Meld      `json:"melds,omitempty"`
	Win     tile.Tile          `json:"win"`
	Han     int                `json:"han"`
	Fu      int                `json:"fu"`
	Yakuman int                `json:"yakuman,omitempty"`
	Points  int                `json:"points"` // without honba and deposits
	Yaku    []engine.YakuValue `json:"yaku"`
	Ura     []tile.Tile        `json:"ura,omitempty"`   // ura indicators, for a riichi hand
	Limit   string             `json:"limit,omitempty"` // the cap reached: "mangan" ... "yakuman"
	Deltas  [Seats]int         `json:"deltas"`
	// Side is a House's own count moved by the win (maiko's MP).
	Side [Seats]int `json:"side,omitzero"`
	// Payments say Deltas as lines: who paid whom what and why.
	Payments []engine.Payment `json:"payments,omitempty"`
}

// ScoresData is the Data of an EvScores event.
type ScoresData struct {
	Deltas [Seats]int `json:"deltas"`
	Scores [Seats]int `json:"scores"`
}

// winContext gathers the facts of a win by seat s on t for the scoring.
func (g *Game) winContext(s int, tsumo, chankan bool) WinContext {
	p := &g.p[s]
	first := !g.calls && len(p.river) == 0
	left := g.wall.left()
	ctx := WinContext{
		Tsumo: tsumo, Winner: s, From: g.lastFrom, Dealer: g.dealer(),
		RoundWind: tile.East + tile.Kind(g.wind%Seats),
		Riichi:    p.riichi, DoubleRiichi: p.doubleRiichi, Ippatsu: p.ippatsu,
		Rinshan: tsumo && g.rinshan, Chankan: chankan,
		Haitei: tsumo && !g.rinshan && left == 0,
		Houtei: !tsumo && !chankan && left == 0,
		Tenhou: tsumo && first && s == g.dealer(), Chiihou: tsumo && first && s != g.dealer(),
		Renhou: !tsumo && first && s != g.dealer(),
		Dora:   g.wall.dora[:g.wall.shown], Ura: g.wall.ura[:g.wall.shown],
		Honba: g.honba, Sticks: g.sticks,
		HasPao: p.pao >= 0, Pao: max(p.pao, 0),
	}
	if tsumo {
		ctx.From = s
	}
	g.openContext(&ctx)
	return ctx
}

// winHand is seat s's hand with t as the winning tile.
func (g *Game) winHand(s int, t tile.Tile, tsumo bool) Hand {
	p := &g.p[s]
	h := Hand{Concealed: slices.Clone(p.hand.tiles()), Melds: p.melds, Win: t}
	if !tsumo {
		h.Concealed = append(h.Concealed, t)
	}
	return h
}

// canWin reports whether seat s's hand with t scores (has a yaku).
func (g *Game) canWin(s int, t tile.Tile, tsumo, chankan bool) bool {
	_, err := Evaluate(&g.rules, g.winHand(s, t, tsumo), g.winContext(s, tsumo, chankan))
	return err == nil
}

// winTsumo settles seat s's win on its own draw.
func (g *Game) winTsumo(s int) {
	if g.preempted() {
		return
	}
	g.settleWin(s, g.p[s].drawn, true, false, g.winContext(s, true, false))
	g.sticks = 0
	g.endHand(s == g.dealer(), false, false)
}

// ronWins settles wins on the last discard or robbed kan: three rons
// abort the hand where the rules say so; otherwise the seats nearest the
// discarder win, as many as the rules allow (head bump beyond that), and
// only the first takes the counters and deposits.
func (g *Game) ronWins(best []engine.Decision, chankan bool) {
	if len(best) == 3 && g.rules.AbortiveDraws {
		g.abortiveDraw(drawThreeRon)
		return
	}
	best = best[:min(len(best), g.rules.maxRons())]
	g.p[g.lastFrom].riichiNow = false // a riichi discard that deals in is void
	for _, d := range best {
		if d.Action.Flag == FlagChombo {
			g.chombo(d)
			return
		}
	}
	if g.preempted() {
		return
	}
	dealerWon := false
	for i, d := range best {
		s := int(d.Seat)
		g.emitAct(d.Seat, d.Action)
		ctx := g.winContext(s, false, chankan)
		if i > 0 {
			ctx.Honba, ctx.Sticks = 0, 0
		}
		g.settleWin(s, g.lastTile, false, chankan, ctx)
		dealerWon = dealerWon || s == g.dealer()
	}
	g.sticks = 0
	g.endHand(dealerWon, false, false)
}

// settleWin values the win, pays it and reports it.
func (g *Game) settleWin(s int, t tile.Tile, tsumo, chankan bool, ctx WinContext) {
	h := g.winHand(s, t, tsumo)
	sc, err := Evaluate(&g.rules, h, ctx)
	if err != nil {
		return // Legal offered the win, so the hand scores; nothing to pay otherwise
	}
	deltas, side := Deltas(&g.rules, sc, ctx), [Seats]int{}
	if g.house != nil {
		deltas, side = g.house.WinDeltas(g, sc, ctx)
	}
	data := WinData{Seat: s, From: -1, Hand: h.Concealed, Melds: cloneMelds(h.Melds), Win: t,
		Han: sc.Han, Fu: sc.Fu, Yakuman: sc.Yakuman, Points: sc.Points, Deltas: deltas, Side: side,
		Limit: limitKey(sc.Limit), Yaku: appendYakuValues(nil, sc.Yaku)}
	if !tsumo {
		data.From = ctx.From
	}
	data.Payments = g.winPayments(sc, ctx, deltas)
	if g.p[s].riichi {
		data.Ura = slices.Clone(ctx.Ura)
	}
	g.emit(engine.Event{Type: engine.EvWin, Seat: engine.Seat(s), Data: data})
	g.pay(deltas)
}

// pay moves points and reports the scores.
func (g *Game) pay(deltas [Seats]int) {
	var d ScoresData
	d.Deltas = deltas
	for s := range g.p {
		g.p[s].score += deltas[s]
		d.Scores[s] = g.p[s].score
	}
	g.emit(engine.Event{Type: engine.EvScores, Seat: -1, Data: d})
}

// openContext marks a win of an open riichi (オープン立直). A ron off a
// seat not in riichi pays a yakuman, but off the absent seat (maiko's
// dummy, which always discards what it draws) the hand is valued as a
// plain riichi: the open riichi adds no han.
func (g *Game) openContext(ctx *WinContext) {
	if !g.p[ctx.Winner].openRiichi {
		return
	}
	if !ctx.Tsumo && ctx.From == g.absent() {
		return
	}
	ctx.OpenRiichi = true
	ctx.OpenDealtIn = !ctx.Tsumo && !g.p[ctx.From].riichi
}

// OpenRiichi reports whether seat s declared open riichi this hand.
func (g *Game) OpenRiichi(s int) bool { return s >= 0 && s < Seats && g.p[s].openRiichi }
