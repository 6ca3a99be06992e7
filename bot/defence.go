package bot

import (
	"jantaku/engine"
	"jantaku/tile"
)

// threats returns the opponents the strong level defends against: those in
// riichi, and those with the adapter's number of exposed sets.
func (p *Player) threats(m *Model) []engine.Seat {
	var out []engine.Seat
	if p.a.NoFold {
		return nil
	}
	for _, s := range m.Opponents() {
		pv := m.View.Players[s]
		if p.a.Harmless != nil && p.a.Harmless(m, s) {
			continue
		}
		if pv.Riichi || p.a.ThreatMelds > 0 && len(pv.Melds) >= p.a.ThreatMelds {
			out = append(out, s)
		}
	}
	return out
}

func (p *Player) threatened(m *Model) bool { return len(p.threats(m)) > 0 }

// fold picks the safest discard against the threats, by efficiency among
// equally safe ones.
func (p *Player) fold(m *Model, cands []choice) choice {
	threats := p.threats(m)
	best, bestDanger := choice{}, 1e9
	for _, c := range cands {
		d := 0.0
		for _, s := range threats {
			d += danger(m, s, c.kind)
		}
		if d < bestDanger || d == bestDanger && better(c, best) {
			best, bestDanger = c, d
		}
	}
	return best
}

// danger estimates how likely seat s wins on a discard of k: nothing for a
// tile in its own river (genbutsu), little for a suji or an honour whose
// copies are mostly seen, most for middle numbers.
func danger(m *Model, s engine.Seat, k tile.Kind) float64 {
	if m.Safe[s][k] {
		return 0
	}
	if !k.Suit().Numbered() {
		return 0.15 * float64(m.Unseen(k))
	}
	n := k.Number()
	low := n > 3 && m.Safe[s][k-3]
	high := n < 7 && m.Safe[s][k+3]
	suji := (n <= 3 && high) || (n >= 7 && low) || (low && high)
	base := 1.0 - 0.1*float64(edgeRank(k))
	if suji {
		base *= 0.4
	}
	if m.Unseen(k) == 0 {
		base *= 0.5
	}
	return base
}
