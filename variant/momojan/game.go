package momojan

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// phase says what the seat to act is deciding.
type phase uint8

const (
	phaseCall  phase = iota + 1 // on the opponent's discard: ron, chi, pon, or draw (pass)
	phaseTurn                   // in one's turn: tsumo, kai, kan, riichi, discard
	phaseRight                  // take or waive the right to draw 3
	phaseStop                   // the last dealer, leading after a win, may stop
	phaseOver
)

// player is one seat's state.
type player struct {
	hand      []tile.Tile // concealed, in the order received
	melds     []engine.Meld
	discards  []engine.Discarded
	score     int
	riichi    bool
	abandoned bool        // アガリ放棄 after a mistaken tsumo or ron
	shown     []tile.Tile // the hand as shown at that declaration
	// missed are the cards passed up as ron (Rules.FuritenMissed).
	missed [tile.NumKinds]bool
}

// Game is one game of MOMOJAN in progress.
type Game struct {
	rules      *Rules
	open       []engine.Event // the events of New: the first deal (see Opening)
	shuf       engine.Shuffler
	hands      int         // hands finished
	dealt      int         // the number of the hand last dealt (0-based)
	deck       []tile.Tile // that hand's deck as shuffled (engine.Walled)
	dealership int         // 0-3: whose deal it is (dealership % 2)
	honba      int         // dealer wins in a row in this dealership
	fee        int         // 場代 on the table this hand
	deposit    int         // 供託 carried from earlier hands
	players    [2]player
	wall       []tile.Tile // live wall, drawn from the front
	dead       []tile.Tile // 王牌: [0] is the top; rinshan comes off the end
	revealed   int         // dora indicators shown: dead[:revealed]
	kans       int
	phase      phase
	turn       engine.Seat
	drew       bool      // the seat to act has drawn from the wall this turn
	drawn      tile.Tile // the last card it drew (for tsumogiri)
	discard    tile.Tile // the discard on offer in phaseCall
	last       *engine.Event
	result     engine.Result
	out        []engine.Event // events of the Apply in progress
	// legal memoises Legal per seat until the next change.
	legal      [2][]engine.Action
	legalValid [2]bool
}

func newGame(r *Rules, shuf engine.Shuffler) *Game {
	g := &Game{rules: r, shuf: shuf}
	for i := range g.players {
		g.players[i].score = r.StartPoints
	}
	return g
}

// Wall implements engine.Walled: the hand last dealt (in play, or the last
// one once the game is over) and its deck as shuffled: the dealer's 7, the
// non-dealer's 7, the dead wall from the top, then the wall in draw order.
func (g *Game) Wall() (int, []tile.Tile) { return g.dealt, slices.Clone(g.deck) }

// Opening implements engine.Game: the first deal, 場代 and the dealer's
// first draw.
func (g *Game) Opening() []engine.Event { return slices.Clone(g.open) }

// Seats implements engine.Game.
func (g *Game) Seats() int { return 2 }

// dealer returns the seat that deals this hand.
func (g *Game) dealer() engine.Seat { return engine.Seat(g.dealership % 2) }

// ToAct implements engine.Game: one seat decides at a time.
func (g *Game) ToAct() []engine.Seat {
	if g.phase == phaseOver {
		return nil
	}
	return []engine.Seat{g.turn}
}

// Over implements engine.Game.
func (g *Game) Over() bool { return g.phase == phaseOver }

// Result implements engine.Game.
func (g *Game) Result() engine.Result {
	if g.phase == phaseOver {
		r := g.result
		r.Scores = slices.Clone(r.Scores)
		r.Ranks = slices.Clone(r.Ranks)
		return r
	}
	scores := []int{g.players[0].score, g.players[1].score}
	return engine.Result{Scores: scores, Ranks: ranks(winnerByPoints(scores)), Hands: g.hands}
}

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game {
	c := *g
	for i := range c.players {
		p := &c.players[i]
		p.hand = slices.Clone(p.hand)
		p.shown = slices.Clone(p.shown)
		p.discards = slices.Clone(p.discards)
		p.melds = slices.Clone(p.melds)
		for j := range p.melds {
			p.melds[j].Tiles = slices.Clone(p.melds[j].Tiles)
		}
	}
	c.out = nil
	c.wall = slices.Clone(g.wall)
	c.dead = slices.Clone(g.dead)
	if g.last != nil {
		e := *g.last
		c.last = &e
	}
	c.result.Scores = slices.Clone(g.result.Scores)
	c.result.Ranks = slices.Clone(g.result.Ranks)
	return &c
}

// AllTiles implements engine.Summary.
func (g *Game) AllTiles() []tile.Tile {
	out := slices.Concat(g.wall, g.dead)
	for _, p := range g.players {
		out = append(out, p.hand...)
		out = engine.AppendMeldTiles(out, p.melds)
		out = engine.AppendRiverTiles(out, p.discards)
	}
	return out
}

// PointsInPlay implements engine.Summary: both scores, the 場代 and the 供託.
func (g *Game) PointsInPlay() (int, bool) {
	return g.players[0].score + g.players[1].score + g.fee + g.deposit, true
}

func other(s engine.Seat) engine.Seat { return 1 - s }

// winnerByPoints returns the seat ahead; a tie goes to the first dealer.
func winnerByPoints(scores []int) engine.Seat {
	if scores[1] > scores[0] {
		return 1
	}
	return 0
}

func ranks(winner engine.Seat) []int {
	r := []int{2, 2}
	r[winner] = 1
	return r
}
