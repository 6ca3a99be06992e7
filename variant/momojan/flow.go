package momojan

import (
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// WinData is the Data of a win event.
type WinData struct {
	Winner engine.Seat        `json:"winner"`
	Ron    bool               `json:"ron"`
	Win    tile.Tile          `json:"win"`
	Hand   []tile.Tile        `json:"hand"`
	Yaku   []engine.YakuValue `json:"yaku"`
	Total  int                `json:"total"`
	Points int                `json:"points"`
	Table  int                `json:"table"` // 場代 and 供託 collected
}

// DrawData is the Data of an exhaustive draw: who was tenpai, the
// evaluation points of each seat, and what moved.
type DrawData struct {
	Tenpai  []bool `json:"tenpai"`
	Eval    []int  `json:"eval"`
	Payment int    `json:"payment"`
	Taker   int    `json:"taker"`           // the seat that collected, or -1 (the 場代 went to 供託)
	Table   int    `json:"table,omitempty"` // 場代 and 供託 the taker collected
}

// ScoresData is the Data of a scores event.
type ScoresData struct {
	Scores  []int `json:"scores"`
	Fee     int   `json:"fee"`
	Deposit int   `json:"deposit"`
}

func (g *Game) emit(e engine.Event) {
	g.out = append(g.out, e)
	g.last = &e
}

func (g *Game) emitScores() {
	g.emit(engine.Event{Type: engine.EvScores, Seat: g.dealer(), Data: ScoresData{
		Scores: []int{g.players[0].score, g.players[1].score}, Fee: g.fee, Deposit: g.deposit}})
}

// shuffled returns this hand's deck, fixed by (seed, hand number).
func (g *Game) shuffled() []tile.Tile {
	deck := cardSet.All()
	r := g.shuf.Hand(g.hands, 0)
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck
}

// startHand collects the 場代 from the non-dealer (who busts if unable),
// deals from deck (dealer's 7, non-dealer's 7, the dead wall, the wall)
// and gives the dealer the first draw. The events deal first and then move
// the 場代, so that a hand's end is read up to the next deal.
func (g *Game) startHand(deck []tile.Tile) {
	d := g.dealer()
	nd := other(d)
	fee := g.rules.FeeBase + g.honba
	if g.players[nd].score < fee {
		g.end("bust", d)
		return
	}
	g.players[nd].score -= fee
	g.fee = fee
	g.dealt, g.deck = g.hands, slices.Clone(deck)
	hs, dw := g.rules.HandSize, g.rules.DealWall
	for s := range g.players {
		g.players[s] = player{score: g.players[s].score}
	}
	g.players[d].hand = slices.Clone(deck[:hs])
	g.players[nd].hand = slices.Clone(deck[hs : 2*hs])
	g.dead = slices.Clone(deck[2*hs : 2*hs+dw])
	g.wall = slices.Clone(deck[2*hs+dw:])
	g.revealed, g.kans = 1, 0
	for _, s := range []engine.Seat{d, nd} {
		g.emit(engine.Event{Type: engine.EvDeal, Seat: s, Tiles: slices.Clone(g.players[s].hand), Secret: true})
	}
	g.emitScores() // the 場代, after the deal: it belongs to the new hand, not to the end of the last

	g.emit(engine.Event{Type: engine.EvIndicator, Seat: d, Tile: g.dead[0]})
	g.drawFor(d)
}

// drawFor gives seat s its turn's draw, or ends the hand when the wall is
// empty.
func (g *Game) drawFor(s engine.Seat) {
	if len(g.wall) == 0 {
		g.exhaustive()
		return
	}
	t := g.wall[0]
	g.wall = g.wall[1:]
	g.players[s].hand = append(g.players[s].hand, t)
	g.turn, g.phase, g.drew, g.drawn = s, phaseTurn, true, t
	g.emit(engine.Event{Type: engine.EvDraw, Seat: s, Tile: t, Secret: true})
}

// grantRight gives s the right to draw 3, waived at once when the wall has
// fewer cards.
func (g *Game) grantRight(s engine.Seat) {
	g.turn = s
	if len(g.wall) >= g.rules.DrawRight {
		g.phase = phaseRight
		return
	}
	g.phase = phaseTurn
}

// settleWin pays a won hand and decides what comes next.
func (g *Game) settleWin(s engine.Seat, sc Score, ron bool, win tile.Tile) {
	loser := other(s)
	table := g.fee + g.deposit
	g.players[loser].score -= sc.Points
	g.players[s].score += sc.Points + table
	g.fee, g.deposit = 0, 0
	g.hands++
	g.emit(engine.Event{Type: engine.EvWin, Seat: s, Tile: win, Data: WinData{
		Winner: s, Ron: ron, Win: win, Hand: slices.Clone(g.players[s].hand), Yaku: sc.Yaku,
		Total: sc.Total, Points: sc.Points, Table: table}})
	g.emitScores()
	dealer := g.dealer()
	if s == dealer {
		g.honba++
	}
	switch {
	case sc.Oshimai:
		g.end("oshimai", s)
	case s == dealer && g.honba >= g.rules.DealerWins:
		g.end("five_wins", s)
	case g.players[loser].score < 0:
		g.end("bust", s)
	case s != dealer:
		g.nextHand(true)
	case g.dealership == g.rules.Dealerships-1 && g.players[s].score > g.players[loser].score:
		g.turn, g.phase = s, phaseStop
	default:
		g.nextHand(false)
	}
}

// evaluation returns a seat's 流局 evaluation points: its exposed sets by
// how they were made, or 0 when noten or after a mistaken win.
func (g *Game) evaluation(s engine.Seat) (int, bool) {
	p := &g.players[s]
	if p.abandoned || !g.tenpai(new(hand.Waiter), s, p.hand) {
		return 0, false
	}
	n := 0
	for _, m := range p.melds {
		switch m.Kind {
		case engine.MeldChi, engine.MeldPon:
			n += g.rules.EvalCall
		case engine.MeldKai:
			n += g.rules.EvalKai
		case engine.MeldAnkan:
			n += g.rules.EvalKan
		}
	}
	return n, true
}

// exhaustive ends a hand whose wall ran out: the higher evaluation takes
// half the difference (rounded up, never doubled) and the table; a tie
// puts the 場代 into the 供託.
func (g *Game) exhaustive() {
	e0, t0 := g.evaluation(0)
	e1, t1 := g.evaluation(1)
	data := DrawData{Tenpai: []bool{t0, t1}, Eval: []int{e0, e1}, Taker: -1}
	if e0 != e1 {
		hi := engine.Seat(0)
		if e1 > e0 {
			hi = 1
		}
		data.Payment = (abs(e0-e1) + 1) / 2
		data.Taker = int(hi)
		g.players[other(hi)].score -= data.Payment
		data.Table = g.fee + g.deposit
		g.players[hi].score += data.Payment + data.Table
		g.deposit = 0
	} else {
		g.deposit += g.fee
	}
	g.fee = 0
	g.hands++
	g.emit(engine.Event{Type: engine.EvDrawGame, Seat: g.dealer(), Data: data})
	g.emitScores()
	for s := range g.players {
		if g.players[s].score < 0 {
			g.end("bust", other(engine.Seat(s)))
			return
		}
	}
	g.nextHand(true)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// nextHand starts the next hand, passing the deal if pass is set; after the
// last dealership the game ends on points.
func (g *Game) nextHand(pass bool) {
	if pass {
		g.dealership++
		g.honba = 0
		if g.dealership >= g.rules.Dealerships {
			g.dealership = g.rules.Dealerships - 1
			g.end("points", winnerByPoints([]int{g.players[0].score, g.players[1].score}))
			return
		}
	}
	g.startHand(g.shuffled())
}

// end finishes the game: anything left on the table goes to the winner.
func (g *Game) end(ending string, winner engine.Seat) {
	g.players[winner].score += g.fee + g.deposit
	g.fee, g.deposit = 0, 0
	g.phase = phaseOver
	g.result = engine.Result{
		Scores: []int{g.players[0].score, g.players[1].score},
		Ranks:  ranks(winner),
		Ending: ending,
		Hands:  g.hands,
		Extra:  map[string]int{"winner": int(winner)},
	}
	r := g.result
	g.emit(engine.Event{Type: engine.EvGameEnd, Seat: winner, Data: r})
}

// counts returns the kinds of tiles.
func counts(ts []tile.Tile) hand.Counts { return hand.CountsOf(ts) }

// held counts every card a seat holds, concealed or exposed.
func (g *Game) held(s engine.Seat, concealed []tile.Tile) hand.Counts {
	c := counts(concealed)
	for _, m := range g.players[s].melds {
		for _, t := range m.Tiles {
			c[t.Kind()]++
		}
	}
	return c
}

// tenpai reports (using w as scratch space) whether concealed (3k+1 cards) with s's melds waits on a
// card it does not hold every copy of.
func (g *Game) tenpai(w *hand.Waiter, s engine.Seat, concealed []tile.Tile) bool {
	h := g.held(s, concealed)
	return len(waits(w, counts(concealed), &h, len(g.players[s].melds), g.rules.MinSets)) > 0
}

// discarded returns which kinds s has discarded (called or not).
func (g *Game) discarded(s engine.Seat) *[tile.NumKinds]bool {
	var d [tile.NumKinds]bool
	for _, x := range g.players[s].discards {
		d[x.Tile.Kind()] = true
	}
	if g.rules.FuritenMissed {
		for k, m := range g.players[s].missed {
			d[k] = d[k] || m
		}
	}
	return &d
}

// winScore values s's hand as a win: on discard t when ron, else by tsumo.
func (g *Game) winScore(s engine.Seat, ron bool, t tile.Tile) (Score, bool) {
	p := &g.players[s]
	in := winInput{concealed: counts(p.hand), melds: p.melds, win: t.Kind(), ron: ron,
		riichi: p.riichi, indicators: g.dead[:g.revealed]}
	if ron {
		in.concealed[t.Kind()]++
		in.discarded = g.discarded(s)
	}
	return scoreWin(g.rules, &in)
}
