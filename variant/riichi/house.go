package riichi

import (
	"math"
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// House lets a variant built on riichi (maiko) change how hands are paid:
// the game asks it for a win's and an exhaustive draw's payments, whether
// a win it cannot see pre-empts the hand, and which seat holds no points.
// A House keeps no state of its own: what it needs it reads from the Game.
type House interface {
	// WinDeltas returns a win's payments (sticks included: ctx.Sticks)
	// and the variant's side counts (maiko's MP), reported in
	// WinData.Side.
	WinDeltas(g *Game, sc Score, ctx WinContext) (deltas, side [Seats]int)
	// DrawDeltas returns an exhaustive draw's payments and side counts
	// from who was ready and who made 流し満貫.
	DrawDeltas(d *DrawData, dealer int) (deltas, side [Seats]int)
	// Preempt is asked as a hand is about to end by a win, an exhaustive
	// draw or an abortive draw: a win found now that ends the hand
	// instead.
	Preempt(g *Game) (HouseWin, bool)
	// ChomboDeltas returns the penalty of seat s's chombo.
	ChomboDeltas(g *Game, s int) [Seats]int
	// Absent returns the seat that holds no points and is not ranked, or
	// -1.
	Absent() int
}

// HouseStart is implemented by a House whose game need not open with seat
// 0 dealing (maiko's first dealer by the dice): FirstDealer returns the
// seat that deals East 1 in a game dealt by shuf. Ties in the final
// ranking go to the seat nearer the first dealer.
type HouseStart interface {
	FirstDealer(shuf engine.Shuffler) int
}

// HouseWin is a win the House found at a hand's end (maiko's dummy check).
// The riichi deposits of the hand go back to their owners; the deposits
// of earlier hands stay on the table.
type HouseWin struct {
	Seat, From int // From is -1 for a tsumo
	Win        tile.Tile
	Score      Score
	Side       [Seats]int
}

// NewHouse starts a game whose payments h decides. Options missing from
// cfg take their defaults.
func NewHouse(cfg engine.Config, h House) (*Game, error) {
	return newHouseGame(cfg, nil, h)
}

// NewHouseScripted is NewScripted for a House game.
func NewHouseScripted(cfg engine.Config, script []HandScript, h House) (*Game, error) {
	return newHouseGame(cfg, script, h)
}

// FlagChombo marks a Ron that RestrictRon bars: taking it is a chombo.
const FlagChombo = "chombo"

// drawChombo is the DrawData.Reason of a hand ended by a chombo.
const drawChombo = "chombo"

// chombo ends the hand on a barred ron: the House's penalty is paid, the
// dealer keeps the deal as after an abortive draw.
func (g *Game) chombo(d engine.Decision) {
	g.emitAct(d.Seat, d.Action)
	data := DrawData{Reason: drawChombo, Deltas: g.house.ChomboDeltas(g, int(d.Seat))}
	data.Payments = drawPayments(data.Deltas, "chombo")
	g.emit(engine.Event{Type: engine.EvDrawGame, Seat: d.Seat, Data: data})
	g.pay(data.Deltas)
	g.endHand(true, true, true)
}

// RestrictRon lets seat s win on a discard or a robbed kan only when from
// made it (maiko's ご指名リーチ: only off the dummy), until the hand ends.
// A winning discard of another seat is offered as a Ron marked FlagChombo
// (its penalty is the House's ChomboDeltas); letting it go does not make s
// furiten.
func (g *Game) RestrictRon(s, from int) {
	if s >= 0 && s < Seats {
		g.ronOnly[s] = from
	}
}

// RonOnly returns the only seat s may ron off (RestrictRon), or -1.
func (g *Game) RonOnly(s int) int { return g.ronOnly[s] }

// ronBarred reports whether seat s may not win on from's tile.
func (g *Game) ronBarred(s, from int) bool {
	return g.ronOnly[s] >= 0 && g.ronOnly[s] != from
}

// Dealer returns the dealer's seat.
func (g *Game) Dealer() int { return g.dealer() }

// RoundWind returns the round wind.
func (g *Game) RoundWind() tile.Kind { return tile.East + tile.Kind(g.wind%Seats) }

// DoraIndicators returns the indicators revealed so far.
func (g *Game) DoraIndicators() []tile.Tile { return slices.Clone(g.wall.dora[:g.wall.shown]) }

// Honba returns the counters on the table.
func (g *Game) Honba() int { return g.honba }

// Concealed returns seat s's concealed tiles, sorted.
func (g *Game) Concealed(s int) []tile.Tile { return g.p[s].sortedHand() }

// River returns seat s's discards.
func (g *Game) River(s int) []engine.Discarded { return slices.Clone(g.p[s].river) }

// DiscardOrder returns the seat of every discard of the hand, in the order
// made: the i-th time a seat appears is the i-th tile of its River.
func (g *Game) DiscardOrder() []int {
	out := make([]int, len(g.order))
	for i, s := range g.order {
		out[i] = int(s)
	}
	return out
}

// preempted ends the hand with the House's win: no points move but the
// hand's riichi deposits, which go back.
func (g *Game) preempted() bool {
	if g.house == nil {
		return false
	}
	w, ok := g.house.Preempt(g)
	if !ok {
		return false
	}
	data := WinData{Seat: w.Seat, From: w.From, Hand: g.p[w.Seat].sortedHand(), Win: w.Win,
		Han: w.Score.Han, Fu: w.Score.Fu, Yakuman: w.Score.Yakuman, Points: w.Score.Points, Side: w.Side,
		Limit: limitKey(w.Score.Limit), Yaku: appendYakuValues(nil, w.Score.Yaku)}
	for s := range g.p {
		if g.p[s].riichi {
			data.Deltas[s] += g.rules.RiichiStick
			g.sticks--
			data.Payments = append(data.Payments, engine.Payment{From: -1, To: engine.Seat(s), Amount: g.rules.RiichiStick, Why: "stick_back"})
		}
	}
	g.emit(engine.Event{Type: engine.EvWin, Seat: engine.Seat(w.Seat), Data: data})
	g.pay(data.Deltas)
	g.endHand(w.Seat == g.dealer(), false, false)
	return true
}

// rankScores is the scores as ranked: the absent seat always last.
func (g *Game) rankScores(scores []int) []int {
	out := slices.Clone(scores)
	if a := g.absent(); a >= 0 {
		out[a] = math.MinInt
	}
	return out
}

// absent returns the House's absent seat, or -1.
func (g *Game) absent() int {
	if g.house == nil {
		return -1
	}
	return g.house.Absent()
}

// HandNumber returns how many hands were played before this one (the
// hand of engine.HandSeed).
func (g *Game) HandNumber() int { return g.handNo }

// SetHouseNote keeps a House's value for the hand in play (maiko's 割れ目
// choice); the next deal sets it back to 0. It lives in the Game so that
// Clone copies it and the House stays stateless.
func (g *Game) SetHouseNote(n int) { g.houseNote = n }

// HouseNote returns the value SetHouseNote kept this hand, or 0.
func (g *Game) HouseNote() int { return g.houseNote }
