package momojan

import (
	"slices"

	"jantaku/engine"
)

// WinReport implements engine.WinReporter.
func (d WinData) WinReport(engine.Event) engine.WinReport {
	from := d.Winner
	if d.Ron {
		from = other(d.Winner)
	}
	return engine.WinReport{Seat: d.Winner, From: from, Tsumo: !d.Ron, Hand: engine.SplitWin(d.Hand, d.Win), Win: d.Win,
		Yaku: d.Yaku, Unit: "points", Points: d.Points}
}

// DrawReport implements engine.DrawReporter.
func (d DrawData) DrawReport() engine.DrawReport {
	return engine.DrawReport{Reason: "exhaustive", Tenpai: slices.Clone(d.Tenpai)}
}

// ScoreTotals implements engine.ScoresReporter.
func (d ScoresData) ScoreTotals() []int { return d.Scores }

// PaymentLines implements engine.PaymentsReporter: the other player pays
// the hand's points (by ron or tsumo alike), and the winner takes the
// 場代 and 供託 on the table.
func (d WinData) PaymentLines() []engine.Payment {
	why := "tsumo_whole"
	if d.Ron {
		why = "ron"
	}
	ps := []engine.Payment{{From: other(d.Winner), To: d.Winner, Amount: d.Points, Why: why}}
	if d.Table > 0 {
		ps = append(ps, engine.Payment{From: -1, To: d.Winner, Amount: d.Table, Why: "table"})
	}
	return ps
}

// PaymentLines implements engine.PaymentsReporter: at a draw the higher
// evaluation takes half the difference and the table; a tie moves
// nothing between the players.
func (d DrawData) PaymentLines() []engine.Payment {
	if d.Taker < 0 {
		return nil
	}
	taker := engine.Seat(d.Taker)
	var ps []engine.Payment
	if d.Payment > 0 {
		ps = append(ps, engine.Payment{From: other(taker), To: taker, Amount: d.Payment, Why: "evaluation"})
	}
	if d.Table > 0 {
		ps = append(ps, engine.Payment{From: -1, To: taker, Amount: d.Table, Why: "table"})
	}
	return ps
}
