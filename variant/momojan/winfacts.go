package momojan

import "jantaku/engine"

var _ engine.WinSummary = WinData{}

// WinFacts implements engine.WinSummary for the simulator's statistics: the
// value is what the opponent pays (after doubling at 7 or more), and a hand
// paid double counts as the variant's limit.
func (d WinData) WinFacts() engine.WinFacts {
	names := make([]string, len(d.Yaku))
	for i, y := range d.Yaku {
		names[i] = y.Name
	}
	return engine.WinFacts{Value: d.Points, Yaku: names, Tsumo: !d.Ron, Limit: d.Points > d.Total}
}
