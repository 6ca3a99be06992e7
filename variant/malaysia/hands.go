package malaysia

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// Event names this variant adds.
const (
	EvOpeningFlowers engine.EventType = "opening_flowers" // 放華: Tiles set aside from the deal
	EvSitOut         engine.EventType = "sit_out"         // 抜け番: Data says who left and who sat down
)

// diceSalt separates the 抜け番 dice from the wall's shuffle of the same hand.
const diceSalt = 0xD1CE

// WinData is the Data of a win event.
type WinData struct {
	From   engine.Seat        `json:"from"` // the discarder; the winner for a tsumo
	Tsumo  bool               `json:"tsumo"`
	Hand   []tile.Tile        `json:"hand"`   // the winner's concealed tiles (a tsumo's drawn tile included)
	Win    tile.Tile          `json:"win"`    // the winning tile
	Points int                `json:"points"` // the hand's value before reductions
	Limit  bool               `json:"limit,omitempty"`
	Yaku   []engine.YakuValue `json:"yaku"`
	Deltas []int              `json:"deltas"` // by seat
	// Payments are who paid the winner what, and what their own hands
	// took off (支払いの減額).
	Payments []engine.Payment `json:"payments"`
}

// PaymentLines implements engine.PaymentsReporter.
func (d WinData) PaymentLines() []engine.Payment { return d.Payments }

// ScoresData is the Data of a scores event.
type ScoresData struct {
	Reason string `json:"reason"` // "win" or the kan kind
	Deltas []int  `json:"deltas"` // by seat
	Scores []int  `json:"scores"` // by seat, after
	// Payments are a kan's payments (カンによる特殊な得点), paid at once;
	// a win's are in its WinData.
	Payments []engine.Payment `json:"payments,omitempty"`
}

// SitOutData is the Data of a sit-out event.
type SitOutData struct {
	Seat   engine.Seat `json:"seat"`
	Left   int         `json:"left"`   // person
	Joined int         `json:"joined"` // person
	Dealer engine.Seat `json:"dealer"`
}

// startHand deals hand number g.hand: shuffles, deals 14 to the dealer and
// 13 to the others, wins a deal of four 飛 at once (天和), then sets aside
// the flowers of the deal (放華) from the dealer round.
func (g *Game) startHand(evs []engine.Event) []engine.Event {
	g.wall = tile.Malaysia().All()
	r := g.cfg.Shuffler().Hand(g.hand, 0)
	r.Shuffle(len(g.wall), func(i, j int) { g.wall[i], g.wall[j] = g.wall[j], g.wall[i] })
	g.dealt = g.wall
	g.seat = [seats]player{}
	g.window, g.called, g.drawn, g.rinshan, g.mustDiscard = nil, false, false, false, false
	for i := 0; i < seats; i++ {
		s := (g.dealer + engine.Seat(i)) % seats
		n := 13 + b2i(s == g.dealer)
		g.seat[s] = player{hand: slices.Clone(g.wall[:n]), first: true}
		g.wall = g.wall[n:]
		evs = append(evs, engine.Event{Type: engine.EvDeal, Seat: s, Tiles: slices.Clone(g.seat[s].hand), Secret: true})
	}
	for s := engine.Seat(0); s < seats; s++ {
		if kindCounts(g.seat[s].hand)[tile.Joker] == 4 {
			v := Value{Points: g.rules.Limit, Limit: true, Yaku: []engine.YakuValue{yakuValue(yakuByID("tenhou"), g.rules.Limit)}}
			return g.settle(evs, s, s, v, tile.Of(tile.Joker))
		}
	}
	for i := 0; i < seats; i++ {
		evs = g.openingFlowers((g.dealer+engine.Seat(i))%seats, evs)
	}
	g.turn, g.phase = g.dealer, phaseTurn
	g.legal = g.turnActions()
	return evs
}

// openingFlowers sets aside s's flowers and draws their replacements; a
// flower among those waits for s's first turn.
func (g *Game) openingFlowers(s engine.Seat, evs []engine.Event) []engine.Event {
	p := &g.seat[s]
	var out []tile.Tile
	p.hand = slices.DeleteFunc(p.hand, func(t tile.Tile) bool {
		if isFlower(t) {
			out = append(out, t)
			return true
		}
		return false
	})
	if len(out) == 0 {
		return evs
	}
	p.flowers, p.opening = append(p.flowers, out...), len(out)
	drawn := slices.Clone(g.wall[:len(out)])
	g.wall = g.wall[len(out):]
	p.hand = append(p.hand, drawn...)
	return append(evs,
		engine.Event{Type: EvOpeningFlowers, Seat: s, Tiles: out},
		engine.Event{Type: engine.EvDraw, Seat: s, Tiles: drawn, Secret: true})
}

// isFlower reports whether t is one of the 16 flowers (not a 飛).
func isFlower(t tile.Tile) bool {
	su := t.Kind().Suit()
	return su == tile.Flower || su == tile.Animal
}

// setAsidable reports whether t may be set aside: a flower or a 飛.
func setAsidable(t tile.Tile) bool { return isFlower(t) || t.Kind() == tile.Joker }

// settle pays winner's hand of value v (from == winner for a tsumo) and
// ends the hand.
func (g *Game) settle(evs []engine.Event, winner, from engine.Seat, v Value, win tile.Tile) []engine.Event {
	tsumo := from == winner
	g.stats.Wins++
	g.stats.Limits += b2i(v.Limit)
	deltas := make([]int, seats)
	var lines []engine.Payment
	for s := engine.Seat(0); s < seats; s++ {
		if s == winner || !tsumo && s != from {
			continue
		}
		py := PayerYaku(g.seat[s].melds, g.seat[s].flowers, g.wind(s))
		n := g.rules.Payment(v, tsumo, py)
		base := g.rules.Payment(v, tsumo, 0)
		g.stats.Reduced += base - n
		g.pay(s, winner, n)
		deltas[s] -= n
		deltas[winner] += n
		lines = append(lines, paymentLine(s, winner, n, base, py, v.Limit, tsumo))
	}
	evs = append(evs,
		engine.Event{Type: engine.EvWin, Seat: winner, Data: WinData{From: from, Tsumo: tsumo,
			Hand: slices.Clone(g.seat[winner].hand), Win: win, Points: v.Points, Limit: v.Limit, Yaku: v.Yaku, Deltas: deltas,
			Payments: lines}},
		engine.Event{Type: engine.EvScores, Seat: winner, Data: g.scoresData("win", deltas)})
	g.dealer = winner
	return g.endHand(evs)
}

// paymentLine is one payer's line of a win: what it paid of base, and
// its own confirmed yaku where it has any (a limit hand is never cut).
func paymentLine(payer, winner engine.Seat, paid, base, own int, limit, tsumo bool) engine.Payment {
	why := "ron"
	switch {
	case limit && tsumo:
		why = "limit_tsumo"
	case limit:
		why = "limit_ron"
	case tsumo:
		why = "tsumo"
	}
	p := engine.Payment{From: payer, To: winner, Amount: paid, Why: why, Base: base}
	if !limit {
		p.Own, p.Cut = own, base-paid
	}
	return p
}

func (g *Game) scoresData(reason string, deltas []int) ScoresData {
	d := ScoresData{Reason: reason, Deltas: deltas, Scores: make([]int, seats)}
	for s := engine.Seat(0); s < seats; s++ {
		d.Scores[s] = g.score(s)
	}
	return d
}

// exhaustive ends a hand whose wall has run out; the dealer stays.
func (g *Game) exhaustive(evs []engine.Event) []engine.Event {
	g.stats.Draws++
	evs = append(evs, engine.Event{Type: engine.EvDrawGame, Seat: g.dealer, Data: DrawData{Reason: "exhaustive"}})
	return g.endHand(evs)
}

// endHand counts the hand, ends the session when an ending option says so,
// seats the next waiting person, and deals the next hand.
func (g *Game) endHand(evs []engine.Event) []engine.Event {
	g.hand++
	g.window, g.legal = nil, nil
	if g.ending = g.endingNow(); g.ending != "" {
		g.phase = phaseOver
		return append(evs, engine.Event{Type: engine.EvGameEnd, Seat: engine.Spectator, Data: g.Result()})
	}
	if leave := g.rotate(g.hand); leave >= 0 {
		if leave == g.dealer {
			// the dice pick the new dealer counting from the leaving seat
			// (1 and 4 land on it, so the newcomer deals)
			d := g.cfg.Shuffler().Hand(g.hand, diceSalt).IntN(6) + 1
			g.dealer = (leave + engine.Seat(d-1)) % seats
		}
		evs = append(evs, engine.Event{Type: EvSitOut, Seat: leave, Data: SitOutData{
			Seat: leave, Left: g.queue[len(g.queue)-1], Joined: g.sitting[leave], Dealer: g.dealer}})
	}
	return g.startHand(evs)
}

// endingNow names why the session ends after this hand, or "".
func (g *Game) endingNow() string {
	r := &g.rules
	switch {
	case r.Target > 0 && slices.Max(g.scores) >= r.Target:
		return "target"
	case r.Bust && slices.Min(g.scores) < 0:
		return "bust"
	case r.Hands > 0 && g.hand >= r.Hands:
		return "hands"
	}
	return ""
}

// Result implements engine.Game. Scores and ranks are by person: the seats
// when three play, the people in order of their first seats and the queue
// otherwise.
func (g *Game) Result() engine.Result {
	res := engine.Result{Scores: slices.Clone(g.scores), Ranks: make([]int, len(g.scores)),
		Ending: g.ending, Hands: g.hand,
		Extra: map[string]int{"kan_points": g.stats.KanPoints, "reduced": g.stats.Reduced,
			"wins": g.stats.Wins, "limits": g.stats.Limits, "draws": g.stats.Draws}}
	for i, x := range g.scores {
		res.Ranks[i] = 1
		for _, y := range g.scores {
			if y > x {
				res.Ranks[i]++
			}
		}
	}
	return res
}
