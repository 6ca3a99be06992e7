package riichi

// Furiten (振聴): a seat may not win on a discard or a robbed kan when
//   - any of its waits is among its own discards (permanent, while the
//     waits stay the same),
//   - it let a winning tile go since its own last discard (temporary), or
//   - it let a winning tile go after declaring riichi (for the rest of the
//     hand).
// A tile counts as let go when it completed the hand and the seat did not
// win on it, whether or not it could have (no yaku is no excuse).

// furiten reports whether seat s may not win on another's tile now.
func (g *Game) furiten(s int) bool {
	p := &g.p[s]
	if p.tempFuriten || p.riichiFuriten {
		return true
	}
	return p.waitsNow()&p.discarded != 0
}

// missedWins marks every seat the last tile would have completed, now
// that nobody won on it.
func (g *Game) missedWins() {
	for s := range g.p {
		if g.ronOffer&(1<<s) == 0 {
			continue
		}
		p := &g.p[s]
		p.tempFuriten = true
		if p.riichi {
			p.riichiFuriten = true
		}
	}
	g.ronOffer = 0
}
