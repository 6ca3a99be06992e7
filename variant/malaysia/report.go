package malaysia

import (
	"jantaku/engine"
)

// DrawData is the Data of an exhaustive draw.
type DrawData struct {
	Reason string `json:"reason"`
}

// DrawReport implements engine.DrawReporter.
func (d DrawData) DrawReport() engine.DrawReport { return engine.DrawReport{Reason: d.Reason} }

// yakuValue names a yaku as the engine does, worth value.
func yakuValue(y *Yaku, value int) engine.YakuValue {
	if y == nil {
		return engine.YakuValue{Value: value}
	}
	return engine.YakuValue{ID: string(y.ID), Name: y.Ja, En: y.En, Value: value}
}

// yakuByID returns the table's row of id, or nil.
func yakuByID(id YakuID) *Yaku {
	for i := range Table {
		if Table[i].ID == id {
			return &Table[i]
		}
	}
	return nil
}

// WinReport implements engine.WinReporter.
func (d WinData) WinReport(e engine.Event) engine.WinReport {
	hand := d.Hand
	if d.Tsumo {
		hand = engine.SplitWin(d.Hand, d.Win)
	}
	return engine.WinReport{Seat: e.Seat, From: d.From, Tsumo: d.Tsumo, Hand: hand, Win: d.Win,
		Yaku: d.Yaku, Unit: "points", Points: d.Points}
}

// ScoreTotals implements engine.ScoresReporter.
func (d ScoresData) ScoreTotals() []int { return d.Scores }
