package trump

import (
	"fmt"
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// phase is what the game waits for.
type phase uint8

const (
	phaseTurn phase = iota + 1 // the seat to move draws or discards
	phaseCall                  // other seats may ron, pon or kan a discard
	phaseRob                   // other seats may rob a kan or a 抜きドラ joker
)

// Game is one game of トランプ麻雀.
type Game struct {
	cfg      engine.Config
	open     []engine.Event // the events of New: the first deal (see Opening)
	rules    Rules
	scores   []int
	deposits int // riichi deposits on the table
	handNo   int // hands finished
	kansGame int // kans declared in the whole game
	over     bool
	ending   string

	dealer  engine.Seat
	wall    []tile.Tile // the live stock: draws from the front, replacements from the back
	dora    tile.Tile   // the face-up indicator (bottom card)
	ura     tile.Tile   // the face-down indicator (second from the bottom)
	seats   []player
	turn    engine.Seat
	phase   phase
	window  *engine.Window
	pending pending // the card a window is about
	kans    int     // kans declared in this hand
	called  bool    // a pon, kan or 抜きドラ has been made this hand
	// shuffled is the hand's deck in the order it is taken: the deal, then
	// the stock as finally shuffled, indicators last (engine.Walled).
	shuffled []tile.Tile
	// turnLegal caches the moves of the seat to play; nil when unknown.
	turnLegal []engine.Action
	last      *engine.Event
}

// player is one seat's part of the hand.
type player struct {
	hand     []tile.Tile // concealed; the fresh draw is last
	drawn    bool        // hand ends with a fresh draw
	melds    []engine.Meld
	river    []engine.Discarded
	nuki     []tile.Tile
	draws    int // cards drawn this hand
	riichi   bool
	double   bool
	ippatsu  bool
	tempFuri bool // passed a winning card since the last own discard
	riiFuri  bool // passed a winning card after riichi
	rinshan  bool // the fresh draw replaced a kan
	nukiDraw bool // the fresh draw replaced a 抜きドラ
	mustCut  bool // called pon: discard without drawing
}

// pending is the card a call or rob window is about.
type pending struct {
	card tile.Tile
	from engine.Seat
	what engine.ActionType // Discard, Riichi, Ankan, Kakan or Flower
}

// NewGame starts a game from a config with resolved options.
func NewGame(cfg engine.Config) (*Game, error) {
	if cfg.Players < 2 || cfg.Players > 3 {
		return nil, fmt.Errorf("trump: 2 or 3 players, not %d", cfg.Players)
	}
	r, err := NewRules(cfg.Options)
	if err != nil {
		return nil, err
	}
	g := &Game{cfg: cfg, rules: r, scores: make([]int, cfg.Players)}
	g.open = g.deal()
	return g, nil
}

// Opening implements engine.Game: the first deal, the dora indicator and
// the dealer's draw.
func (g *Game) Opening() []engine.Event { return slices.Clone(g.open) }

// deal shuffles and deals a hand: 2-2-2-1 from the dealer on, the bottom
// card the dora indicator, the one above it the ura; a joker at the bottom
// sends the stock back to the shuffle. The dealer draws first.
func (g *Game) deal() []engine.Event {
	n := g.cfg.Players
	g.dealer = engine.Seat(g.handNo % n)
	deck := tile.Trump().All()
	rnd := g.cfg.Shuffler().Hand(g.handNo, 0)
	rnd.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	dealt := slices.Clone(deck) // the dealt cards keep their shuffled order here
	g.seats = make([]player, n)
	for _, k := range g.rules.DealPattern {
		for i := 0; i < n; i++ {
			p := &g.seats[(int(g.dealer)+i)%n]
			p.hand = append(p.hand, deck[:k]...)
			deck = deck[k:]
		}
	}
	for deck[len(deck)-1].Kind() == tile.Joker {
		rnd.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	}
	g.shuffled = append(dealt[:len(dealt)-len(deck):len(dealt)-len(deck)], deck...)
	g.dora, g.ura = deck[len(deck)-1], deck[len(deck)-2]
	g.wall = deck[:len(deck)-g.rules.DeadCards]
	g.kans, g.called, g.window, g.pending = 0, false, nil, pending{}
	var evs []engine.Event
	for s := range g.seats {
		slices.SortFunc(g.seats[s].hand, tile.Compare)
		evs = append(evs, engine.Event{Type: engine.EvDeal, Seat: engine.Seat(s), Tiles: slices.Clone(g.seats[s].hand), Secret: true})
	}
	evs = append(evs, engine.Event{Type: engine.EvIndicator, Seat: g.dealer, Tile: g.dora})
	return append(evs, g.drawFor(g.dealer))
}

// drawFor gives seat the top card of the stock and its turn.
func (g *Game) drawFor(s engine.Seat) engine.Event {
	p := &g.seats[s]
	t := g.wall[0]
	g.wall = g.wall[1:]
	p.hand = append(p.hand, t)
	g.turnLegal = nil
	p.drawn, p.draws, p.rinshan, p.nukiDraw, p.mustCut = true, p.draws+1, false, false, false
	g.turn, g.phase = s, phaseTurn
	return engine.Event{Type: engine.EvDraw, Seat: s, Tile: t, Secret: true}
}

// replace gives seat the bottom card of the stock after a kan or 抜きドラ.
func (g *Game) replace(s engine.Seat, afterKan bool) engine.Event {
	p := &g.seats[s]
	t := g.wall[len(g.wall)-1]
	g.wall = g.wall[:len(g.wall)-1]
	p.hand = append(p.hand, t)
	g.turnLegal = nil
	p.drawn, p.rinshan, p.nukiDraw, p.mustCut = true, afterKan, !afterKan, false
	g.turn, g.phase = s, phaseTurn
	return engine.Event{Type: engine.EvDraw, Seat: s, Tile: t, Secret: true}
}

func (g *Game) next(s engine.Seat) engine.Seat { return (s + 1) % engine.Seat(g.cfg.Players) }

// counts returns seat's concealed cards by kind.
func (g *Game) counts(s engine.Seat) hand.Counts { return hand.CountsOf(g.seats[s].hand) }

// seen returns seat's own cards by kind, melds included.
func (g *Game) seen(s engine.Seat) hand.Counts {
	c := g.counts(s)
	for _, m := range g.seats[s].melds {
		for _, t := range m.Tiles {
			c[t.Kind()]++
		}
	}
	return c
}

// kanAllowed reports whether one more kan fits the limit and the stock
// still has a replacement card.
func (g *Game) kanAllowed() bool {
	used := g.kans
	if g.rules.KanPerGame {
		used = g.kansGame
	}
	return used < g.rules.KanLimit && len(g.wall) > 0
}

// Seats implements engine.Game.
func (g *Game) Seats() int { return g.cfg.Players }

// Over implements engine.Game.
func (g *Game) Over() bool { return g.over }

// ToAct implements engine.Game.
func (g *Game) ToAct() []engine.Seat { return engine.ToAct(g.over, g.window, g.turn) }

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game {
	c := *g
	c.scores = slices.Clone(g.scores)
	c.wall = slices.Clone(g.wall)
	c.window = g.window.Clone()
	c.turnLegal = slices.Clone(g.turnLegal)
	c.seats = make([]player, len(g.seats))
	for i, p := range g.seats {
		p.hand = slices.Clone(p.hand)
		p.river = slices.Clone(p.river)
		p.nuki = slices.Clone(p.nuki)
		p.melds = slices.Clone(p.melds)
		for j := range p.melds {
			p.melds[j].Tiles = slices.Clone(p.melds[j].Tiles)
		}
		c.seats[i] = p
	}
	if g.last != nil {
		e := *g.last
		c.last = &e
	}
	return &c
}

// Wall implements engine.Walled: the hand in play (after the game, the
// last hand) and its cards in the order they are taken.
func (g *Game) Wall() (int, []tile.Tile) {
	if g.over {
		return g.handNo - 1, slices.Clone(g.shuffled)
	}
	return g.handNo, slices.Clone(g.shuffled)
}
