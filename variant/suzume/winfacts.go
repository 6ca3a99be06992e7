package suzume

import "jantaku/engine"

var _ engine.WinSummary = WinData{}

// WinFacts implements engine.WinSummary for the simulator's statistics.
func (d WinData) WinFacts() engine.WinFacts {
	names := make([]string, len(d.Value.Items))
	for i, it := range d.Value.Items {
		names[i] = string(it.ID)
	}
	return engine.WinFacts{Value: d.Value.Points, Yaku: names, Tsumo: d.Tsumo, Limit: d.Value.Limit}
}
