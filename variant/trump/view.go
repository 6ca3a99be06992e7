package trump

import (
	"fmt"
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// View implements engine.Game: the seat's own hand, everyone's melds,
// rivers, jokers set aside and riichi, the dora indicator; never the ura.
func (g *Game) View(seat engine.Seat) engine.View {
	v := engine.View{Variant: "trump", Seat: seat, Round: fmt.Sprintf("hand %d", g.handNo+1), Hand: g.handNo,
		Dealer: g.dealer, Turn: g.turn, WallLeft: len(g.wall), Dora: []tile.Tile{g.dora},
		Sticks: g.deposits, Over: g.over,
		Extra: map[string]any{"kans": g.kans, "kans_game": g.kansGame, "target": g.rules.Target}}
	for s := range g.seats {
		p := &g.seats[s]
		pv := engine.PlayerView{Score: g.scores[s], HandSize: len(p.hand), Riichi: p.riichi,
			Discards: slices.Clone(p.river), Flowers: slices.Clone(p.nuki)}
		for _, m := range p.melds {
			m.Tiles = slices.Clone(m.Tiles)
			pv.Melds = append(pv.Melds, m)
		}
		if engine.Seat(s) == seat {
			pv.Hand, pv.Drawn = slices.Clone(p.hand), p.drawn
		}
		v.Players = append(v.Players, pv)
	}
	if seat >= 0 && int(seat) < g.cfg.Players {
		v.Legal = g.Legal(seat)
	}
	if g.last != nil {
		e := g.last.Mask(seat)
		v.Last = &e
	}
	return v
}

// AllTiles implements engine.Summary: stock, indicators, hands, melds,
// rivers (a taken discard counts in its meld or the winner's hand) and
// the jokers set aside.
func (g *Game) AllTiles() []tile.Tile {
	out := append(slices.Clone(g.wall), g.dora, g.ura)
	for _, p := range g.seats {
		out = append(out, p.hand...)
		out = append(out, p.nuki...)
		out = engine.AppendMeldTiles(out, p.melds)
		out = engine.AppendRiverTiles(out, p.river)
	}
	return out
}

// PointsInPlay implements engine.Summary. Points are added, not taken from
// other players, so the sum is not conserved.
func (g *Game) PointsInPlay() (int, bool) {
	n := g.deposits
	for _, x := range g.scores {
		n += x
	}
	return n, false
}
