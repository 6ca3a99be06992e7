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
