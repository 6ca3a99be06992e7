package riichi

import "jantaku/engine"

var _ engine.WinSummary = WinData{}

// WinFacts implements engine.WinSummary for the simulator's statistics.
func (d WinData) WinFacts() engine.WinFacts {
	names := make([]string, len(d.Yaku))
	for i, y := range d.Yaku {
		names[i] = y.Name
	}
	return engine.WinFacts{Value: d.Points, Yaku: names, Tsumo: d.From == -1, Limit: d.Yakuman > 0}
}
