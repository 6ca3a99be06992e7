package riichi

import (
	"slices"

	"jantaku/engine"
)

// appendYakuValues appends a hand's yaku as the engine names them: the
// stable id, Japanese and English names, and the han (or yakuman count).
func appendYakuValues(out []engine.YakuValue, ys []YakuScore) []engine.YakuValue {
	for _, y := range ys {
		v := engine.YakuValue{ID: y.ID.Key(), Name: y.Name, En: y.English, Value: y.Han}
		if y.Yakuman > 0 {
			v.Value, v.Yakuman = y.Yakuman, true
		}
		out = append(out, v)
	}
	return out
}

// limitKey names a limit for result screens: "mangan", "haneman",
// "baiman", "sanbaiman", "yakuman" (a counted yakuman included), or "".
func limitKey(l Limit) string {
	switch l {
	case Mangan:
		return "mangan"
	case Haneman:
		return "haneman"
	case Baiman:
		return "baiman"
	case Sanbaiman:
		return "sanbaiman"
	case Kazoe, Yakuman:
		return "yakuman"
	}
	return ""
}

// WinReport implements engine.WinReporter.
func (d WinData) WinReport(engine.Event) engine.WinReport {
	w := engine.WinReport{Seat: engine.Seat(d.Seat), From: engine.Seat(d.From), Tsumo: d.From < 0,
		Hand: engine.SplitWin(d.Hand, d.Win), Melds: d.Melds, Win: d.Win, Yaku: d.Yaku, Unit: "han",
		Han: d.Han, Fu: d.Fu, Yakuman: d.Yakuman, Points: d.Points, Limit: d.Limit, Ura: d.Ura}
	if w.Tsumo {
		w.From = w.Seat
	}
	if w.Melds == nil {
		w.Melds = []engine.Meld{}
	}
	return w
}

// SideDeltas implements engine.SideReporter: a House's own count (maiko's MP).
func (d WinData) SideDeltas() (string, []int) { return "mp", d.Side[:] }

// DrawReport implements engine.DrawReporter.
func (d DrawData) DrawReport() engine.DrawReport {
	r := engine.DrawReport{Reason: d.Reason}
	if d.Reason == drawExhaustive || d.Reason == drawNagashi {
		r.Tenpai = slices.Clone(d.Tenpai[:])
		r.Hands = slices.Clone(d.Hands[:])
	}
	return r
}

// SideDeltas implements engine.SideReporter.
func (d DrawData) SideDeltas() (string, []int) { return "mp", d.Side[:] }

// ScoreTotals implements engine.ScoresReporter.
func (d ScoresData) ScoreTotals() []int { return d.Scores[:] }
