package malaysia

import (
	"fmt"
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

var windNames = [...]string{"east", "south", "west", "north"}

// View implements engine.Game: the seat's own hand, and for everyone the
// sets (with what each 飛 stands for), rivers, tiles set aside and points.
func (g *Game) View(s engine.Seat) engine.View {
	v := engine.View{
		Variant: "malaysia", Seat: s, Round: fmt.Sprintf("East, hand %d", g.hand+1), Hand: g.hand,
		Dealer: g.dealer, Turn: g.turn, WallLeft: len(g.wall), Over: g.Over(),
	}
	if s >= 0 && s < seats {
		v.Legal = g.Legal(s)
	}
	if g.last != nil {
		e := g.last.Mask(s)
		v.Last = &e
	}
	for o := engine.Seat(0); o < seats; o++ {
		p := &g.seat[o]
		pv := engine.PlayerView{
			Score: g.score(o), Wind: windNames[g.wind(o)-tile.East], HandSize: len(p.hand),
			Discards: slices.Clone(p.discards), Flowers: slices.Clone(p.flowers),
		}
		if o == s {
			pv.Hand = slices.Clone(p.hand)
			pv.Drawn = g.drawn && o == g.turn
		}
		var as [][]string // what each tile of each set stands for
		for i := range p.melds {
			m := p.melds[i].clone()
			pv.Melds = append(pv.Melds, m.Meld)
			var ks []string
			for _, k := range m.As {
				ks = append(ks, k.String())
			}
			as = append(as, ks)
		}
		if len(as) > 0 {
			pv.Extra = map[string]any{"meld_as": as}
		}
		v.Players = append(v.Players, pv)
	}
	if g.rules.People > seats {
		v.Extra = map[string]any{"sitting": g.sitting, "waiting": slices.Clone(g.queue), "scores": slices.Clone(g.scores)}
	}
	return v
}
