// Package toy is a tiny variant for testing the machinery around the engine
// (simulation, records, the command line) without depending on a real
// variant: players draw and discard from a 36-tile wall of characters; a
// discard may be called back by any other seat ("pon", worth a point) and
// the first seat to hold three identical tiles wins a point (tsumo).
package toy

import (
	"fmt"
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// Variant is the toy variant.
type Variant struct{}

func (Variant) ID() string                     { return "toy" }
func (Variant) Name() string                   { return "Toy (tests only)" }
func (Variant) Players() (int, int)            { return 2, 4 }
func (Variant) Tiles(engine.Options) *tile.Set { return set() }
func (Variant) Options() []engine.Option {
	return []engine.Option{{Key: "hands", Default: "2", Doc: "hands to play", Kind: engine.OptInt, Min: 1, Max: 1000}}
}

func set() *tile.Set { return tile.Riichi([3]int{}) }

// New starts a toy game.
func (Variant) New(cfg engine.Config) (engine.Game, error) {
	g := &Game{cfg: cfg, hands: cfg.Options.Int("hands"), scores: make([]int, cfg.Players)}
	if g.hands < 1 {
		return nil, fmt.Errorf("toy: hands must be at least 1")
	}
	g.deal()
	for seat, held := range g.held {
		g.open = append(g.open, engine.Event{Type: engine.EvDeal, Seat: engine.Seat(seat), Tiles: slices.Clone(held[:2]), Secret: true})
	}
	g.open = append(g.open, engine.Event{Type: engine.EvDraw, Seat: 0, Tile: g.held[0][2], Secret: true})
	return g, nil
}

// Opening implements engine.Game: the first deal and the first draw.
func (g *Game) Opening() []engine.Event { return slices.Clone(g.open) }

// Game is a toy game.
type Game struct {
	cfg      engine.Config
	open     []engine.Event // the first deal, made in New
	hands    int
	hand     int
	scores   []int
	wall     []tile.Tile
	held     [][]tile.Tile
	river    []tile.Tile
	out      []tile.Tile // tiles of finished hands
	shuffled []tile.Tile // this hand's wall as shuffled
	turn     engine.Seat
	window   *engine.Window
	over     bool
}

func (g *Game) deal() {
	// the toy plays only the characters; the rest stays out of play
	g.wall, g.out, g.river = nil, nil, nil
	g.held = make([][]tile.Tile, g.cfg.Players)
	for _, t := range set().All() {
		if t.Kind().Suit() == tile.Man {
			g.wall = append(g.wall, t)
		} else {
			g.out = append(g.out, t)
		}
	}
	r := g.cfg.Shuffler().Hand(g.hand, 0)
	r.Shuffle(len(g.wall), func(i, j int) { g.wall[i], g.wall[j] = g.wall[j], g.wall[i] })
	g.shuffled = slices.Clone(g.wall)
	for s := range g.held {
		g.held[s] = append(g.held[s], g.wall[:2]...)
		g.wall = g.wall[2:]
	}
	g.turn = 0
	g.draw()
}

func (g *Game) draw() {
	if len(g.wall) == 0 {
		g.endHand()
		return
	}
	g.held[g.turn] = append(g.held[g.turn], g.wall[0])
	g.wall = g.wall[1:]
}

func (g *Game) endHand() {
	g.hand++
	if g.hand >= g.hands {
		g.over = true
		return
	}
	g.deal()
}

func (g *Game) Seats() int { return g.cfg.Players }

func (g *Game) ToAct() []engine.Seat { return engine.ToAct(g.over, g.window, g.turn) }

func (g *Game) Legal(seat engine.Seat) []engine.Action {
	if g.over || seat < 0 || int(seat) >= g.cfg.Players {
		return nil
	}
	if g.window != nil {
		return g.window.Legal(seat)
	}
	if seat != g.turn {
		return nil
	}
	var out []engine.Action
	if triple(g.held[seat]) {
		out = append(out, engine.Action{Type: engine.Tsumo})
	}
	for _, t := range g.held[seat] {
		a := engine.Action{Type: engine.Discard, Tile: t}
		if !engine.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

func triple(h []tile.Tile) bool {
	var c [tile.NumKinds]int
	for _, t := range h {
		if c[t.Kind()]++; c[t.Kind()] == 3 {
			return true
		}
	}
	return false
}

func (g *Game) Apply(seat engine.Seat, a engine.Action) ([]engine.Event, error) {
	a, err := engine.Check(g, seat, a)
	if err != nil {
		return nil, err
	}
	if g.window != nil {
		return g.choose(seat, a), nil
	}
	evs := []engine.Event{{Type: engine.EvAct, Seat: seat, Action: &a}}
	switch a.Type {
	case engine.Tsumo:
		g.scores[seat]++
		g.endHand()
	case engine.Discard:
		i := slices.Index(g.held[seat], a.Tile)
		g.held[seat] = slices.Delete(g.held[seat], i, i+1)
		g.river = append(g.river, a.Tile)
		var order []engine.Seat
		for i := 1; i < g.cfg.Players; i++ {
			order = append(order, (seat+engine.Seat(i))%engine.Seat(g.cfg.Players))
		}
		g.window = engine.NewWindow(g.cfg.Players, order, func(engine.Seat) []engine.Action {
			return []engine.Action{{Type: engine.Pon, Tile: a.Tile}, {Type: engine.Pass}}
		})
	}
	return evs, nil
}

// choose records a window choice; nothing shows until the last seat has
// chosen, then the pon that wins, if any.
func (g *Game) choose(seat engine.Seat, a engine.Action) []engine.Event {
	g.window.Choose(seat, a)
	if !g.window.Done() {
		return nil
	}
	win := g.window.Winners(func(x engine.Action) int {
		if x.Type == engine.Pon {
			return 1
		}
		return 0
	})
	g.window = nil
	if len(win) > 0 {
		t := g.river[len(g.river)-1]
		g.river = g.river[:len(g.river)-1]
		g.turn = win[0].Seat
		g.held[g.turn] = append(g.held[g.turn], t)
		g.scores[g.turn]++
		return []engine.Event{{Type: engine.EvAct, Seat: win[0].Seat, Action: &win[0].Action}}
	}
	g.turn = (g.turn + 1) % engine.Seat(g.cfg.Players)
	g.draw()
	return nil
}

// InWindow implements engine.Windowed.
func (g *Game) InWindow() bool { return g.window != nil }

func (g *Game) View(seat engine.Seat) engine.View {
	v := engine.View{Variant: "toy", Seat: seat, Turn: g.turn, WallLeft: len(g.wall), Hand: g.hand, Over: g.over}
	for s := range g.held {
		pv := engine.PlayerView{Score: g.scores[s], HandSize: len(g.held[s])}
		if engine.Seat(s) == seat {
			pv.Hand = slices.Clone(g.held[s])
		}
		v.Players = append(v.Players, pv)
	}
	if seat >= 0 {
		v.Legal = g.Legal(seat)
	}
	return v
}

func (g *Game) Over() bool { return g.over }

func (g *Game) Result() engine.Result {
	r := engine.Result{Scores: slices.Clone(g.scores), Ranks: make([]int, len(g.scores)), Hands: g.hand, Ending: "hands"}
	for i := range g.scores {
		r.Ranks[i] = 1
		for j := range g.scores {
			if g.scores[j] > g.scores[i] || g.scores[j] == g.scores[i] && j < i {
				r.Ranks[i]++
			}
		}
	}
	return r
}

func (g *Game) Clone() engine.Game {
	c := *g
	c.scores = slices.Clone(g.scores)
	c.wall = slices.Clone(g.wall)
	c.river = slices.Clone(g.river)
	c.out = slices.Clone(g.out)
	c.held = make([][]tile.Tile, len(g.held))
	for i, h := range g.held {
		c.held[i] = slices.Clone(h)
	}
	c.window = g.window.Clone()
	return &c
}

// AllTiles implements engine.Summary.
func (g *Game) AllTiles() []tile.Tile {
	out := slices.Concat(g.wall, g.river, g.out)
	for _, h := range g.held {
		out = append(out, h...)
	}
	return out
}

// PointsInPlay implements engine.Summary: toy points are not conserved.
func (g *Game) PointsInPlay() (int, bool) { return 0, false }

// Score implements engine.Scorer: a hand with three identical tiles wins one point.
func (Variant) Score(q engine.ScoreQuery) (engine.ScoreAnswer, error) {
	if !triple(q.Hand) {
		return engine.NoWin("no three identical tiles"), nil
	}
	return engine.ScoreAnswer{Win: true, Points: 1, Yaku: []engine.YakuValue{{Name: "triple", Value: 1}}}, nil
}

// Wall implements engine.Walled.
func (g *Game) Wall() (int, []tile.Tile) { return g.hand, slices.Clone(g.shuffled) }
