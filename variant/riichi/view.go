package riichi

import (
	"fmt"
	"slices"

	"jantaku/engine"
)

var windNames = [...]string{"East", "South", "West", "North"}

// View implements engine.Game: each seat sees its own hand only; a
// spectator sees no hand. Rivers (with tsumogiri and riichi marks), melds,
// scores, indicators and the wall count are public.
func (g *Game) View(seat engine.Seat) engine.View {
	v := engine.View{
		Variant:  "riichi",
		Seat:     seat,
		Round:    fmt.Sprintf("%s %d, %d honba", windNames[g.wind%Seats], g.jushu+1, g.honba),
		Hand:     g.handNo,
		Dealer:   engine.Seat(g.dealer()),
		Turn:     engine.Seat(g.turn),
		WallLeft: g.wall.left(),
		Dora:     slices.Clone(g.wall.dora[:g.wall.shown]),
		Sticks:   g.sticks,
		Honba:    g.honba,
		Over:     g.over,
		Players:  make([]engine.PlayerView, Seats),
	}
	if seat >= 0 && int(seat) < Seats {
		v.Legal = slices.Clone(g.Legal(seat))
	}
	if g.last.Type != "" {
		e := g.last.Mask(seat)
		v.Last = &e
	}
	for s := range g.p {
		p := &g.p[s]
		pv := engine.PlayerView{
			Score:    p.score,
			Wind:     windNames[(s-g.dealer()+Seats)%Seats],
			HandSize: len(p.hand),
			Melds:    cloneMelds(p.melds),
			Discards: slices.Clone(p.river),
			Riichi:   p.riichi,
		}
		if engine.Seat(s) == seat {
			pv.Hand = p.sortedHand()
			pv.Drawn = p.drew
		} else if p.openRiichi {
			pv.Hand = p.shownHand()
		}
		v.Players[s] = pv
	}
	return v
}
