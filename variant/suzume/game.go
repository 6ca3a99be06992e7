package suzume

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// FlagMistaken marks a declared win that the hand does not make: the player
// pays the penalty and the hand goes on (offered only with mistaken_wins).
const FlagMistaken = "mistaken"

// Game is one game of すずめ雀 in progress.
type Game struct {
	cfg    engine.Config
	open   []engine.Event // the events of New: the first deal (see Opening)
	rules  Rules
	hand   int // hands finished before the one in play
	scores []int
	stock  []tile.Tile
	wall   []tile.Tile // the hand's stock as shuffled, in the order taken; never changed
	dora   tile.Tile
	held   [][]tile.Tile // sorted, except that a fresh draw is last
	rivers [][]engine.Discarded
	turn   engine.Seat
	drawn  bool   // held[turn] ends with the tile just drawn
	tsumo  *Value // the turn player's win on the draw, if it is one
	erred  bool   // the turn player already declared a mistaken tsumo
	window *engine.Window
	rons   []*Value // by seat: the win each may take in the window
	last   *engine.Event
	over   bool
}

func newGame(cfg engine.Config, r Rules) *Game {
	g := &Game{cfg: cfg, rules: r, scores: make([]int, cfg.Players)}
	for i := range g.scores {
		g.scores[i] = r.StartPoints
	}
	g.open = g.startHand(nil)
	return g
}

// Opening implements engine.Game: the first deal, the dora and the
// dealer's draw.
func (g *Game) Opening() []engine.Event { return slices.Clone(g.open) }

// Seats implements engine.Game.
func (g *Game) Seats() int { return g.cfg.Players }

// Dealer returns the seat that deals the hand in play: the deal passes
// every hand, whoever won.
func (g *Game) Dealer() engine.Seat { return engine.Seat(g.hand % g.cfg.Players) }

// totalHands is how many hands the game lasts: the deal goes round Laps times.
func (g *Game) totalHands() int { return g.rules.Laps * g.cfg.Players }

// startHand shuffles the 44 tiles, deals five to each player from the
// dealer on, reveals the dora and lets the dealer draw.
func (g *Game) startHand(evs []engine.Event) []engine.Event {
	g.stock = tile.Suzume().All()
	r := g.cfg.Shuffler().Hand(g.hand, 0)
	r.Shuffle(len(g.stock), func(i, j int) { g.stock[i], g.stock[j] = g.stock[j], g.stock[i] })
	g.wall = slices.Clone(g.stock)
	n := g.cfg.Players
	g.held = make([][]tile.Tile, n)
	g.rivers = make([][]engine.Discarded, n)
	for i := range n {
		s := (g.Dealer() + engine.Seat(i)) % engine.Seat(n)
		g.held[s] = slices.Clone(g.stock[:g.rules.HandSize])
		slices.Sort(g.held[s])
		g.stock = g.stock[g.rules.HandSize:]
		evs = append(evs, engine.Event{Type: engine.EvDeal, Seat: s, Tiles: slices.Clone(g.held[s]), Secret: true})
	}
	g.dora, g.stock = g.stock[0], g.stock[1:]
	evs = append(evs, engine.Event{Type: engine.EvIndicator, Seat: g.Dealer(), Tile: g.dora})
	g.turn = g.Dealer()
	return g.draw(evs)
}

// draw gives the turn player the next tile, or ends the hand with no
// winner when the stock is empty.
func (g *Game) draw(evs []engine.Event) []engine.Event {
	if len(g.stock) == 0 {
		evs = append(evs, engine.Event{Type: engine.EvDrawGame, Seat: g.turn, Data: drawStock})
		return g.endHand(evs)
	}
	t := g.stock[0]
	g.stock = g.stock[1:]
	g.held[g.turn] = append(g.held[g.turn], t)
	g.drawn, g.erred, g.tsumo = true, false, nil
	if v, ok := g.rules.WinValue(g.held[g.turn], g.context(g.turn)); ok {
		g.tsumo = &v
	}
	return append(evs, engine.Event{Type: engine.EvDraw, Seat: g.turn, Tile: t, Secret: true})
}

func (g *Game) context(s engine.Seat) Context {
	return Context{Dora: []tile.Tile{g.dora}, Dealer: s == g.Dealer()}
}

// endHand passes the deal, or ends the game after the last hand.
func (g *Game) endHand(evs []engine.Event) []engine.Event {
	g.hand++
	g.window, g.rons, g.tsumo, g.drawn = nil, nil, nil, false
	if g.hand >= g.totalHands() {
		g.over = true
		return append(evs, engine.Event{Type: engine.EvGameEnd, Seat: engine.Spectator, Data: g.Result()})
	}
	return g.startHand(evs)
}

// ToAct implements engine.Game.
func (g *Game) ToAct() []engine.Seat { return engine.ToAct(g.over, g.window, g.turn) }

// Legal implements engine.Game: on one's turn, tsumo when the hand wins
// (or a mistaken one, once a turn, when the table allows it) and a discard
// of each different tile; in a ron window, what the window offers.
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
	switch {
	case g.tsumo != nil:
		out = append(out, engine.Action{Type: engine.Tsumo})
	case g.rules.MistakenWins && !g.erred:
		out = append(out, engine.Action{Type: engine.Tsumo, Flag: FlagMistaken})
	}
	for i, t := range g.held[seat] {
		if !slices.Contains(g.held[seat][:i], t) {
			out = append(out, engine.Action{Type: engine.Discard, Tile: t})
		}
	}
	return out
}

// Over implements engine.Game.
func (g *Game) Over() bool { return g.over }

// Wall implements engine.Walled: the hand in play and its stock as
// shuffled, in the order taken (the deals from the dealer on, the dora,
// then the draws). After the last hand it is that hand's.
func (g *Game) Wall() (int, []tile.Tile) {
	return min(g.hand, g.totalHands()-1), slices.Clone(g.wall)
}
