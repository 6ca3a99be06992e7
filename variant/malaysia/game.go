package malaysia

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// seats is the number of seats the engine plays.
const seats = 3

// phase is what the game waits for.
type phase uint8

const (
	phaseTurn  phase = iota // the seat to move decides on its own hand
	phaseCalls              // the other seats decide on a discard
	phaseOver               // the session has ended
)

// player is one seat's tiles in the current hand.
type player struct {
	hand     []tile.Tile // concealed; a fresh draw is last
	melds    []Meld
	discards []engine.Discarded
	flowers  []tile.Tile // set aside: flowers and 飛
	opening  int         // flowers set aside in 放華
	first    bool        // has not yet discarded this hand (天和)
}

func (p *player) clone() player {
	c := *p
	c.hand = slices.Clone(p.hand)
	c.discards = slices.Clone(p.discards)
	c.flowers = slices.Clone(p.flowers)
	c.melds = make([]Meld, len(p.melds))
	for i := range p.melds {
		c.melds[i] = p.melds[i].clone()
	}
	return c
}

// Game is a session of Malaysian hands.
type Game struct {
	cfg    engine.Config
	open   []engine.Event // the events of New: the first deal (see Opening)
	rules  Rules
	hand   int // hands finished
	dealer engine.Seat
	wall   []tile.Tile // the next draw first; replacements come from it too
	dealt  []tile.Tile // the hand's whole wall as shuffled (never written)
	seat   [seats]player
	phase  phase

	turn        engine.Seat
	drawn       bool // the last tile of turn's hand is a fresh draw
	rinshan     bool // and that draw replaced a kan or a tile set aside
	mustDiscard bool // after a chi or pon
	called      bool // a call has been made this hand (no 天和 after it)
	discarder   engine.Seat
	window      *engine.Window
	legal       []engine.Action // the seat to move's actions in phaseTurn

	table  // the people and their points
	last   *engine.Event
	ending string
	stats  Stats
}

// Stats counts points that moved outside plain win payments, for the
// conservation checks and the result.
type Stats struct {
	KanPoints int // paid for kans
	Reduced   int // taken off win payments by payment reduction
	Wins      int // hands won
	Limits    int // of them, limit hands
	Draws     int // exhaustive draws
}

func newGame(cfg engine.Config, r Rules) *Game {
	g := &Game{cfg: cfg, rules: r, table: newTable(r)}
	g.last = nil
	evs := g.startHand(nil)
	g.remember(evs)
	g.open = slices.Clone(evs)
	return g
}

// Opening implements engine.Game: the first deal, 放華 and the dealer's
// first turn.
func (g *Game) Opening() []engine.Event { return slices.Clone(g.open) }

// Seats implements engine.Game.
func (g *Game) Seats() int { return seats }

// ToAct implements engine.Game.
func (g *Game) ToAct() []engine.Seat {
	switch g.phase {
	case phaseTurn:
		return []engine.Seat{g.turn}
	case phaseCalls:
		return g.window.Waiting()
	}
	return nil
}

// Legal implements engine.Game.
func (g *Game) Legal(s engine.Seat) []engine.Action {
	switch {
	case s < 0 || s >= seats:
		return nil
	case g.phase == phaseTurn && s == g.turn:
		return slices.Clone(g.legal)
	case g.phase == phaseCalls:
		return slices.Clone(g.window.Legal(s))
	}
	return nil
}

// Over implements engine.Game.
func (g *Game) Over() bool { return g.phase == phaseOver }

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game {
	c := *g
	c.wall = slices.Clone(g.wall)
	for i := range g.seat {
		c.seat[i] = g.seat[i].clone()
	}
	c.window = g.window.Clone()
	c.legal = slices.Clone(g.legal)
	c.table = g.table.clone()
	if g.last != nil {
		e := *g.last
		c.last = &e
	}
	return &c
}

// Apply implements engine.Game.
func (g *Game) Apply(s engine.Seat, a engine.Action) ([]engine.Event, error) {
	a, err := engine.Check(g, s, a)
	if err != nil {
		return nil, err
	}
	var evs []engine.Event
	if g.phase == phaseCalls { // a window choice: nothing shows until the window settles
		evs = g.choose(s, a, nil)
	} else {
		evs = g.act(s, a, []engine.Event{{Type: engine.EvAct, Seat: s, Action: &a}})
	}
	g.remember(evs)
	return evs, nil
}

// InWindow implements engine.Windowed.
func (g *Game) InWindow() bool { return g.phase == phaseCalls }

func (g *Game) remember(evs []engine.Event) {
	if len(evs) > 0 {
		e := evs[len(evs)-1]
		g.last = &e
	}
}

// wind returns the seat wind of s: the dealer is East.
func (g *Game) wind(s engine.Seat) tile.Kind {
	return tile.East + tile.Kind((int(s)-int(g.dealer)+seats)%seats)
}

func next(s engine.Seat) engine.Seat { return (s + 1) % seats }

// Wall implements engine.Walled: the hand in play and its wall as shuffled,
// in the order taken (the deal from the dealer round, then every draw and
// replacement). After the last hand it is that hand's.
func (g *Game) Wall() (int, []tile.Tile) {
	h := g.hand
	if g.Over() {
		h--
	}
	return h, slices.Clone(g.dealt)
}

// AllTiles implements engine.Summary.
func (g *Game) AllTiles() []tile.Tile {
	out := slices.Clone(g.wall)
	for i := range g.seat {
		p := &g.seat[i]
		out = append(out, p.hand...)
		out = append(out, p.flowers...)
		for _, m := range p.melds {
			out = append(out, m.Tiles...)
		}
		out = engine.AppendRiverTiles(out, p.discards)
	}
	return out
}

// PointsInPlay implements engine.Summary: every payment, kans and
// reductions included, moves points between people, so the sum is fixed.
func (g *Game) PointsInPlay() (int, bool) {
	n := 0
	for _, x := range g.scores {
		n += x
	}
	return n, true
}
