package suzume

import "jantaku/engine"

// DrawReason is the Data of an exhaustive draw, written as a sentence.
type DrawReason string

const drawStock DrawReason = "stock exhausted"

// DrawReport implements engine.DrawReporter.
func (DrawReason) DrawReport() engine.DrawReport { return engine.DrawReport{Reason: "exhaustive"} }

// WinReport implements engine.WinReporter: the event carries the hand.
func (d WinData) WinReport(e engine.Event) engine.WinReport {
	return engine.WinReport{Seat: e.Seat, From: d.From, Tsumo: d.Tsumo, Hand: engine.SplitWin(e.Tiles, d.Tile), Win: d.Tile,
		Yaku: yakuValues(d.Value.Items), Unit: "points", Points: d.Value.Points}
}

// ScoreTotals implements engine.ScoresReporter.
func (d ScoresData) ScoreTotals() []int { return d.Scores }
