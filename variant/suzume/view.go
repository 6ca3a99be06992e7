package suzume

import (
	"fmt"
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

var lapNames = [...]string{"East", "South", "West", "North"}

// round names the hand in play: the lap's wind (風マーカー) and the
// dealer's number within the lap.
func (g *Game) round() string {
	lap, n := g.hand/g.cfg.Players, g.hand%g.cfg.Players+1
	if g.over {
		lap, n = g.totalHands()/g.cfg.Players-1, g.cfg.Players
	}
	if lap < len(lapNames) {
		return fmt.Sprintf("%s %d", lapNames[lap], n)
	}
	return fmt.Sprintf("Lap %d, %d", lap+1, n)
}

// View implements engine.Game: each seat sees its own hand and everyone's
// discards, scores and hand sizes; the spectator sees only public facts.
func (g *Game) View(seat engine.Seat) engine.View {
	v := engine.View{
		Variant: "suzume", Seat: seat, Round: g.round(), Hand: g.hand, Dealer: g.Dealer(),
		Turn: g.turn, WallLeft: len(g.stock), Dora: []tile.Tile{g.dora}, Over: g.over,
		Extra: map[string]any{"hands": g.totalHands(), "min_points": g.rules.MinPoints},
	}
	for s := range g.cfg.Players {
		pv := engine.PlayerView{Score: g.scores[s], HandSize: len(g.held[s]), Discards: slices.Clone(g.rivers[s])}
		if engine.Seat(s) == seat {
			pv.Hand = slices.Clone(g.held[s])
			pv.Drawn = g.drawn && g.turn == seat
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

// Result implements engine.Game. Players with equal points share a rank,
// so a tie for first is a shared win (同点1位なら勝利を分かち合う).
func (g *Game) Result() engine.Result {
	r := engine.Result{Scores: slices.Clone(g.scores), Ranks: make([]int, len(g.scores)), Hands: g.hand}
	for i, x := range g.scores {
		r.Ranks[i] = 1
		for _, y := range g.scores {
			if y > x {
				r.Ranks[i]++
			}
		}
	}
	if g.over {
		r.Ending = "laps"
	}
	return r
}

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game {
	c := *g
	c.rules.Yaku = slices.Clone(g.rules.Yaku)
	c.scores = slices.Clone(g.scores)
	c.stock = slices.Clone(g.stock)
	c.held = make([][]tile.Tile, len(g.held))
	c.rivers = make([][]engine.Discarded, len(g.rivers))
	for i := range g.held {
		c.held[i] = slices.Clone(g.held[i])
		c.rivers[i] = slices.Clone(g.rivers[i])
	}
	c.rons = slices.Clone(g.rons) // the values pointed to are never changed
	c.window = g.window.Clone()
	if g.last != nil {
		e := *g.last
		c.last = &e
	}
	return &c
}

// AllTiles implements engine.Summary: stock, dora, hands and rivers.
func (g *Game) AllTiles() []tile.Tile {
	out := append(slices.Clone(g.stock), g.dora)
	for s := range g.held {
		out = append(out, g.held[s]...)
		for _, d := range g.rivers[s] {
			out = append(out, d.Tile)
		}
	}
	return out
}

// PointsInPlay implements engine.Summary: points only move between
// players, so their sum is fixed.
func (g *Game) PointsInPlay() (int, bool) {
	total := 0
	for _, x := range g.scores {
		total += x
	}
	return total, true
}
