package riichi

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// Draws: the exhaustive draw when the live wall runs out (with nagashi
// mangan or the noten payments), and the abortive draws the rules allow.

// The reasons a hand ends without a winner (DrawData.Reason). They are
// part of records: never rename one.
const (
	drawExhaustive    = "exhaustive"     // 荒牌平局
	drawNagashi       = "nagashi_mangan" // 流し満貫
	drawNineTerminals = "nine_terminals" // 九種九牌
	drawFourWinds     = "four_winds"     // 四風連打
	drawFourRiichi    = "four_riichi"    // 四家立直
	drawFourKans      = "four_kans"      // 四開槓
	drawThreeRon      = "three_ron"      // 三家和
)

// DrawData is the Data of an EvDrawGame event.
type DrawData struct {
	Reason string `json:"reason"`
	// Tenpai says who was ready at an exhaustive draw; their hands are
	// shown in Hands.
	Tenpai  [Seats]bool        `json:"tenpai"`
	Hands   [Seats][]tile.Tile `json:"hands,omitempty"`
	Nagashi [Seats]bool        `json:"nagashi,omitempty"`
	Deltas  [Seats]int         `json:"deltas"`
	// Side is a House's own count moved by the draw (maiko's MP).
	Side [Seats]int `json:"side,omitzero"`
	// Payments say Deltas as lines: who paid whom what and why.
	Payments []engine.Payment `json:"payments,omitempty"`
}

// acceptRiichi places the deposit of a riichi declaration nobody won on.
func (g *Game) acceptRiichi() {
	p := &g.p[g.lastFrom]
	if !p.riichiNow {
		return
	}
	p.riichiNow = false
	p.riichi = true
	p.ippatsu = true
	p.doubleRiichi = !g.calls && len(p.river) == 1
	g.sticks++
	var d [Seats]int
	d[g.lastFrom] = -g.rules.RiichiStick
	g.pay(d)
}

// abortAfterDiscard returns the abortive draw a passed discard causes:
// four riichi, the same wind as everyone's first discard, or a fourth kan
// by more than one seat.
func (g *Game) abortAfterDiscard() string {
	if !g.rules.AbortiveDraws {
		return ""
	}
	riichi := 0
	for s := range g.p {
		if g.p[s].riichi {
			riichi++
		}
	}
	switch {
	case riichi == Seats:
		return drawFourRiichi
	case g.discards == Seats && !g.calls && g.sameFirstWind():
		return drawFourWinds
	case g.kans == 4 && !slices.Contains(g.kanBy[:], 4):
		return drawFourKans
	}
	return ""
}

func (g *Game) sameFirstWind() bool {
	k := g.p[0].river[0].Tile.Kind()
	if !isWind(k) {
		return false
	}
	for s := 1; s < Seats; s++ {
		if g.p[s].river[0].Tile.Kind() != k {
			return false
		}
	}
	return true
}

// abortiveDraw ends the hand with no payments; the dealer keeps the deal.
// A House's win found now (maiko's dummy check) ends it instead.
func (g *Game) abortiveDraw(reason string) {
	if g.preempted() {
		return
	}
	g.emit(engine.Event{Type: engine.EvDrawGame, Seat: -1, Data: DrawData{Reason: reason}})
	g.endHand(true, true, true)
}

// exhaustiveDraw ends a hand whose live wall ran out: 流し満貫 pays a
// mangan by tsumo to each seat that made it, otherwise the seats not
// ready pay 3000 in all to those ready. The dealer keeps the deal when
// ready.
func (g *Game) exhaustiveDraw() {
	if g.preempted() {
		return
	}
	d := DrawData{Reason: drawExhaustive}
	ready := 0
	for s := range g.p {
		p := &g.p[s]
		if p.waitsNow() != 0 {
			d.Tenpai[s] = true
			d.Hands[s] = p.sortedHand()
			ready++
		}
	}
	nagashi := false
	if g.rules.NagashiMangan {
		for s := range g.p {
			if g.p[s].nagashi && len(g.p[s].river) > 0 {
				d.Nagashi[s], nagashi = true, true
				g.nagashiPay(s, &d.Deltas)
			}
		}
	}
	if nagashi {
		d.Reason = drawNagashi
	} else if g.rules.NotenPayments && ready > 0 && ready < Seats {
		for s := range g.p {
			if d.Tenpai[s] {
				d.Deltas[s] = g.rules.NotenTotal / ready
			} else {
				d.Deltas[s] = -g.rules.NotenTotal / (Seats - ready)
			}
		}
	}
	if g.house != nil {
		d.Deltas, d.Side = g.house.DrawDeltas(&d, g.dealer())
	}
	why := "noten"
	if nagashi {
		why = drawNagashi
	}
	d.Payments = drawPayments(d.Deltas, why)
	g.emit(engine.Event{Type: engine.EvDrawGame, Seat: -1, Data: d})
	g.pay(d.Deltas)
	g.endHand(d.Tenpai[g.dealer()], true, false)
}

// nagashiPay adds a mangan paid as by tsumo to seat s: twice the mangan
// base from each for the dealer, else twice from the dealer and once from
// the others.
func (g *Game) nagashiPay(s int, deltas *[Seats]int) {
	for o := range g.p {
		if o == s {
			continue
		}
		pay := g.rules.ManganBase
		if s == g.dealer() || o == g.dealer() {
			pay *= 2
		}
		deltas[o] -= pay
		deltas[s] += pay
	}
}
