package momojan

import (
	"fmt"
	"slices"

	"jantaku/engine"
)

var phaseNames = map[phase]string{phaseCall: "call", phaseTurn: "turn", phaseRight: "draw_right", phaseStop: "stop", phaseOver: "over"}

// View implements engine.Game: a seat sees its own hand; everyone sees the
// melds, the rivers, the indicators, and a hand shown by a mistaken win.
func (g *Game) View(seat engine.Seat) engine.View {
	v := engine.View{
		Variant:  "momojan",
		Seat:     seat,
		Round:    fmt.Sprintf("deal %d of %d (seat %d), %d honba", g.dealership+1, g.rules.Dealerships, g.dealer(), g.honba),
		Hand:     g.hands,
		Dealer:   g.dealer(),
		Turn:     g.turn,
		WallLeft: len(g.wall),
		Dora:     slices.Clone(g.dead[:g.revealed]),
		Sticks:   g.deposit,
		Honba:    g.honba,
		Over:     g.phase == phaseOver,
		Extra:    map[string]any{"fee": g.fee, "phase": phaseNames[g.phase], "kans": g.kans, "dead_wall": len(g.dead)},
	}
	for s := range g.players {
		p := &g.players[s]
		pv := engine.PlayerView{
			Score:    p.score,
			HandSize: len(p.hand),
			Melds:    slices.Clone(p.melds),
			Discards: slices.Clone(p.discards),
			Riichi:   p.riichi,
		}
		if engine.Seat(s) == g.dealer() {
			pv.Wind = "dealer"
		}
		if engine.Seat(s) == seat {
			pv.Hand = slices.Clone(p.hand)
			pv.Drawn = g.drew && g.turn == seat && g.phase != phaseOver
		}
		if p.abandoned {
			pv.Extra = map[string]any{"abandoned": true, "shown": slices.Clone(p.shown)}
		}
		v.Players = append(v.Players, pv)
	}
	if seat >= 0 && int(seat) < len(g.players) {
		v.Legal = g.Legal(seat)
	}
	if g.last != nil {
		e := g.last.Mask(seat)
		v.Last = &e
	}
	return v
}
