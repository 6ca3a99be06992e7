package trump

import "jantaku/engine"

var _ engine.WinSummary = WinData{}

// WinFacts implements engine.WinSummary for the simulator's statistics.
func (d WinData) WinFacts() engine.WinFacts {
	names := make([]string, len(d.Items))
	for i, it := range d.Items {
		names[i] = it.En
	}
	return engine.WinFacts{Value: d.Points, Yaku: names, Tsumo: d.Tsumo, Limit: d.Yakuman > 0}
}
