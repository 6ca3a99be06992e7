package riichi

import (
	"jantaku/engine"
	"jantaku/tile"
)

// The flow of hands: who deals, counters, and when the game ends.
//
// The dealer keeps the deal (連荘) after winning, after an exhaustive draw
// while ready, and after any abortive draw; otherwise the deal passes.
// Counters (本場) go up after a dealer's win and after every draw, and
// back to zero after another seat's win. The game ends when a score falls
// below zero (if Bust), when the last planned hand is over, or earlier in
// the last hand when its dealer keeps the deal by a win or by being ready
// while leading (LastDealerStop). With SuddenDeath the game goes on into
// the next wind while nobody has ReturnPoints, and ends after any hand in
// which somebody has, or at that wind's end.

// HandStart is the Data of the public indicator event that opens a hand.
type HandStart struct {
	Hand   int        `json:"hand"` // hands played before this one
	Wind   int        `json:"wind"` // round wind: 0 East, 1 South ...
	Dealer int        `json:"dealer"`
	Honba  int        `json:"honba"`
	Sticks int        `json:"sticks"`
	Scores [Seats]int `json:"scores"`
}

// startHand deals the next hand and gives the dealer its first draw.
func (g *Game) startHand() {
	g.houseNote = 0
	var hands [Seats][]tile.Tile
	if g.handNo < len(g.script) {
		hands, g.wall, _ = scriptedDeal(g.set, g.script[g.handNo], g.handNo) // checked in NewScripted
	} else {
		hands, g.wall = randomDeal(g.all, g.shuf, g.handNo, g.dealer())
	}
	g.shuffled = g.shuffled[:0]
	for i := range g.p {
		g.shuffled = append(g.shuffled, hands[(g.dealer()+i)%Seats]...)
	}
	g.shuffled = g.wall.undrawn(g.shuffled)
	for s := range g.p {
		g.p[s].reset(hands[s])
	}
	g.calls, g.discards, g.kans, g.kanBy, g.pendDora = false, 0, 0, [Seats]int{}, 0
	g.order = g.order[:0]
	g.window, g.ronOffer, g.kuikae = nil, 0, 0
	g.ronOnly = [Seats]int{-1, -1, -1, -1}
	start := HandStart{Hand: g.handNo, Wind: g.wind, Dealer: g.dealer(), Honba: g.honba, Sticks: g.sticks}
	for s := range g.p {
		start.Scores[s] = g.p[s].score
		g.emit(engine.Event{Type: engine.EvDeal, Seat: engine.Seat(s), Tiles: g.p[s].sortedHand(), Secret: true})
	}
	g.emit(engine.Event{Type: engine.EvIndicator, Seat: -1, Tile: g.wall.dora[0], Data: start})
	g.wall.shown = 1
	g.drawLive(g.dealer())
}

// endHand moves on after a hand: the counters, the next dealer, and
// whether the game ends. kept says the dealer keeps the deal.
func (g *Game) endHand(kept, draw, abortive bool) {
	played := g.wind*Seats + g.jushu
	lastPlanned := g.rules.Winds*Seats - 1
	g.handNo++
	switch {
	case draw || kept:
		g.honba++
	default:
		g.honba = 0
	}
	if !kept {
		g.jushu++
		if g.jushu == Seats {
			g.jushu, g.wind = 0, g.wind+1
		}
	}
	next := g.wind*Seats + g.jushu
	switch {
	case g.rules.Bust && g.anyBelowZero():
		g.endGame("bust")
	case kept && !abortive && played == lastPlanned && g.rules.LastDealerStop != StopOff && g.leads(g.dealer()):
		if g.rules.LastDealerStop == StopAuto {
			g.endGame("last dealer")
			return
		}
		g.phase, g.turn = phStop, g.dealer()
	case played > lastPlanned && g.anyReached():
		g.endGame("target")
	case next > lastPlanned && (!g.rules.SuddenDeath || g.anyReached() || next > lastPlanned+Seats):
		g.endGame("rounds")
	default:
		g.startHand()
	}
}

func (g *Game) anyBelowZero() bool {
	for s := range g.p {
		if g.p[s].score < 0 {
			return true
		}
	}
	return false
}

func (g *Game) anyReached() bool {
	for s := range g.p {
		if g.p[s].score >= g.rules.ReturnPoints {
			return true
		}
	}
	return false
}

// leads reports whether seat s ranks first (ties go to the earlier seat).
func (g *Game) leads(s int) bool {
	var sc [Seats]int
	for i := range g.p {
		sc[i] = g.p[i].score
	}
	return ranks(g.rankScores(sc[:]), g.first)[s] == 1
}

// endGame ends the game: leftover deposits to the first, then the final
// ranks and points (uma, and oka to the first).
func (g *Game) endGame(reason string) {
	scores := make([]int, Seats)
	for s := range g.p {
		scores[s] = g.p[s].score
	}
	rk := ranks(g.rankScores(scores), g.first)
	if g.rules.SticksToTop && g.sticks > 0 {
		for s := range g.p {
			if rk[s] == 1 {
				var d [Seats]int
				d[s] = g.sticks * g.rules.RiichiStick
				g.sticks = 0
				g.pay(d)
				scores[s] = g.p[s].score
			}
		}
	}
	g.result = engine.Result{Scores: scores, Ranks: rk, Points: g.finalPoints(scores, rk), Uma: g.umas(rk), Ending: reason, Hands: g.handNo}
	g.over, g.phase = true, phOver
	g.emit(engine.Event{Type: engine.EvGameEnd, Seat: -1, Data: g.result})
}

// ranks returns each seat's rank by score, ties to the earlier seat.
func ranks(scores []int, first int) []int {
	n := len(scores)
	out := make([]int, n)
	for s, x := range scores {
		out[s] = 1
		for o, y := range scores {
			if y > x || (y == x && (o-first+n)%n < (s-first+n)%n) {
				out[s]++
			}
		}
	}
	return out
}

// finalPoints returns each seat's result in thousands: (score - return
// points) plus the uma of its rank, rounded half up; the first
// takes the rest, which is the oka, so the points sum to zero.
func (g *Game) finalPoints(scores, rk []int) []int {
	out := make([]int, len(scores))
	top, sum := 0, 0
	for s, x := range scores {
		if rk[s] == 1 {
			top = s
			continue
		}
		if s == g.absent() {
			continue
		}
		v := x - g.rules.ReturnPoints + g.umaOf(rk[s])*1000
		out[s] = roundThousands(v)
		sum += out[s]
	}
	out[top] = -sum
	return out
}

// roundThousands rounds points to thousands, a half up (-16.5 → -16).
func roundThousands(v int) int {
	q := v + 500
	if q < 0 {
		return -((-q + 999) / 1000)
	}
	return q / 1000
}

// umas returns each seat's uma by its rank (none for an absent seat).
func (g *Game) umas(rk []int) []int {
	out := make([]int, len(rk))
	for s, r := range rk {
		if s != g.absent() {
			out[s] = g.umaOf(r)
		}
	}
	return out
}

// umaOf is the uma of a rank. With an absent seat (three ranked players)
// the second gets none and the third the fourth's, so the first's
// remainder carries the first's uma.
func (g *Game) umaOf(rank int) int {
	if g.absent() < 0 {
		return g.rules.Uma[rank-1]
	}
	switch rank {
	case 2:
		return 0
	case 3:
		return g.rules.Uma[Seats-1]
	}
	return g.rules.Uma[rank-1]
}
