package trump

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// WinData is the Data of an EvWin event.
type WinData struct {
	Points  int         `json:"points"`
	Items   []Item      `json:"yaku"`
	Yakuman int         `json:"yakuman,omitempty"`
	Tsumo   bool        `json:"tsumo"`
	Hand    []tile.Tile `json:"hand"`
	Ura     tile.Tile   `json:"ura_indicator,omitempty"` // turned over for a riichi win
	// Payments say where the hand's points come from: added, not taken
	// (点数の取り合いはしません), with the deposits and the others' pons.
	Payments []engine.Payment `json:"payments"`
}

// PaymentLines implements engine.PaymentsReporter.
func (d WinData) PaymentLines() []engine.Payment { return d.Payments }

// ScoresData is the Data of an EvScores event.
type ScoresData struct {
	Reason string `json:"reason"` // "win", "draw", "chombo"
	Deltas []int  `json:"deltas"`
	Totals []int  `json:"totals"`
}

// win settles a win; a declared win without yaku is a chombo.
func (g *Game) win(s engine.Seat, card tile.Tile, tsumo bool) []engine.Event {
	w, _ := g.winFor(s, card, tsumo)
	sc, _ := Evaluate(&w, &g.rules)
	if !tsumo {
		g.seats[s].hand = append(g.seats[s].hand, card)
	}
	if g.rules.RequireYaku() && !sc.HasYaku {
		return g.chombo(s)
	}
	data := WinData{Points: sc.Points, Items: sc.Items, Yakuman: sc.Yakuman, Tsumo: tsumo, Hand: append([]tile.Tile(nil), g.seats[s].hand...)}
	if w.riichi() {
		data.Ura = g.ura
	}
	delta := make([]int, len(g.scores))
	delta[s] = sc.Points + g.deposits
	data.Payments = append(data.Payments, engine.Payment{From: -1, To: s, Amount: sc.Points, Why: "added"})
	if g.deposits > 0 {
		data.Payments = append(data.Payments, engine.Payment{From: -1, To: s, Amount: g.deposits, Why: "deposits"})
	}
	g.deposits = 0
	if g.rules.PonAll {
		for o := range g.seats {
			if n := g.pons(engine.Seat(o)); engine.Seat(o) != s && n > 0 {
				delta[o] -= n
				data.Payments = append(data.Payments, engine.Payment{From: engine.Seat(o), To: -1, Amount: n, Why: "pon", Count: n})
			}
		}
	}
	evs := []engine.Event{{Type: engine.EvWin, Seat: s, Tile: card, Data: data}}
	return append(evs, g.settle("win", delta)...)
}

// chombo costs the declarer the chombo points and ends the hand with no
// winner. The hand declared is shown: a declared win lays it down.
func (g *Game) chombo(s engine.Seat) []engine.Event {
	delta := make([]int, len(g.scores))
	delta[s] = -g.rules.Chombo
	data := DrawData{Reason: "chombo", Hands: make([][]tile.Tile, len(g.seats))}
	data.Hands[s] = slices.Clone(g.seats[s].hand)
	if g.rules.Chombo > 0 {
		data.Payments = []engine.Payment{{From: s, To: -1, Amount: g.rules.Chombo, Why: "chombo"}}
	}
	evs := []engine.Event{{Type: engine.EvDrawGame, Seat: s, Data: data}}
	return append(evs, g.settle("chombo", delta)...)
}

// exhausted ends a hand whose stock ran out: noten costs a point.
func (g *Game) exhausted() []engine.Event {
	delta := make([]int, len(g.scores))
	tenpai := make([]bool, len(g.scores))
	var lines []engine.Payment
	for s := range g.seats {
		seat := engine.Seat(s)
		tenpai[s] = g.tenpai(seat)
		if !tenpai[s] {
			delta[s]--
			lines = append(lines, engine.Payment{From: seat, To: -1, Amount: 1, Why: "noten"})
		}
		if n := g.pons(seat); g.rules.PonAll && n > 0 {
			delta[s] -= n
			lines = append(lines, engine.Payment{From: seat, To: -1, Amount: n, Why: "pon", Count: n})
		}
		if g.rules.NagashiAtDraw && nagashi(g.seats[s].river) {
			delta[s]++
			lines = append(lines, engine.Payment{From: -1, To: seat, Amount: 1, Why: "nagashi"})
		}
	}
	evs := []engine.Event{{Type: engine.EvDrawGame, Seat: g.dealer, Data: DrawData{Reason: "exhausted", Tenpai: tenpai, Payments: lines}}}
	return append(evs, g.settle("draw", delta)...)
}

// tenpai reports whether seat's hand is one card from a win.
func (g *Game) tenpai(s engine.Seat) bool {
	return len(g.waitsOf(s, g.seats[s].hand, len(g.seats[s].melds))) > 0
}

func (g *Game) pons(s engine.Seat) int {
	n := 0
	for _, m := range g.seats[s].melds {
		n += boolInt(m.Kind == engine.MeldPon)
	}
	return n
}

// settle applies the deltas and ends the hand; the game ends when a total
// reaches the target (or the hand limit is reached), else the next deals.
func (g *Game) settle(reason string, delta []int) []engine.Event {
	for s, d := range delta {
		g.scores[s] += d
	}
	evs := []engine.Event{{Type: engine.EvScores, Seat: g.dealer,
		Data: ScoresData{Reason: reason, Deltas: delta, Totals: append([]int(nil), g.scores...)}}}
	g.handNo++
	for _, x := range g.scores {
		if x >= g.rules.Target {
			g.over, g.ending = true, "target"
		}
	}
	if !g.over && g.rules.MaxHands > 0 && g.handNo >= g.rules.MaxHands {
		g.over, g.ending = true, "hands"
	}
	if g.over {
		g.window = nil
		return append(evs, engine.Event{Type: engine.EvGameEnd, Data: g.Result()})
	}
	return append(evs, g.deal()...)
}

// Result implements engine.Game: ranks by total, ties sharing a rank.
func (g *Game) Result() engine.Result {
	r := engine.Result{Scores: append([]int(nil), g.scores...), Ranks: make([]int, len(g.scores)),
		Hands: g.handNo, Ending: g.ending}
	for i, x := range g.scores {
		r.Ranks[i] = 1
		for _, y := range g.scores {
			if y > x {
				r.Ranks[i]++
			}
		}
	}
	if g.deposits > 0 {
		r.Extra = map[string]int{"deposits": g.deposits}
	}
	return r
}
