package riichi

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// phase is what the game waits for.
type phase uint8

const (
	phTurn    phase = iota // the seat to move acts on its own hand
	phCall                 // the other seats answer a discard
	phChankan              // the other seats may rob a kan
	phStop                 // the last dealer may end the game (Stop or Pass)
	phOver
)

// player is one seat's part of the hand in play, and its score.
type player struct {
	score int
	hand  concealed  // concealed tiles, sorted (lessTile)
	cnt   kindCounts // hand counted by kind index
	reds  kindCounts // the red tiles among cnt
	// Kind-index masks kept with cnt and reds, so the turn's actions
	// visit only the kinds held: held (cnt > 0), pairs (cnt >= 2) and
	// quads (cnt == 4).
	held, pairs, quads uint64
	melds              []engine.Meld
	river              []engine.Discarded
	drawn              tile.Tile // the fresh tile while drew is set
	drew               bool
	sets               int // sets still to form in hand: 4 minus melds
	// waits caches the kinds that complete the hand while waitsOK; any
	// change to the hand clears waitsOK.
	waits   uint64
	waitsOK bool
	short   int // the hand's shanten, set with waits
	// drawnFrom is the shanten before the fresh draw: a draw lowers it by
	// one at most, so from 2 or more no discard leaves the hand ready.
	drawnFrom int
	winOnDraw bool // the fresh draw completes the hand
	closed    bool

	riichi, doubleRiichi, ippatsu bool
	riichiNow                     bool   // this discard declares riichi
	openRiichi                    bool   // the riichi is declared with the hand shown
	discarded                     uint64 // kinds this seat has discarded (furiten)
	tempFuriten, riichiFuriten    bool
	nagashi                       bool // every discard a terminal or honour, none taken
	pao                           int  // the seat liable for a 大三元 or 大四喜, or -1
}

// Game is a riichi game in progress. It implements engine.Game and
// engine.Summary.
type Game struct {
	rules  Rules
	set    *tile.Set
	all    []tile.Tile // the set's tiles, for shuffling
	shuf   engine.Shuffler
	script []HandScript // non-nil for a scripted game

	p      [Seats]player
	handNo int // hands played before this one
	// houseNote is the House's per-hand value (maiko's 割れ目 choice),
	// 0 at each deal.
	houseNote int
	wind      int // round wind: 0 East, 1 South, 2 West ...
	jushu     int // hand of the round, 0-3; the dealer is seat first+jushu
	first     int // the first dealer's seat: 0, or a House's (HouseStart)
	honba     int
	sticks    int // riichi deposits on the table
	wall      wall
	// shuffled is the hand's whole wall as dealt: the hands from the
	// dealer, the live tiles, the replacement tiles, the indicators and
	// the ura indicators (engine.Walled).
	shuffled []tile.Tile

	phase    phase
	turn     int
	rinshan  bool            // the turn's draw came from the dead wall
	kuikae   uint64          // kinds the turn may not discard right after its call
	window   *engine.Window  // the open call window, or nil
	winStore engine.Window   // window's storage, reused from one window to the next
	offerBuf []engine.Action // the open window's offers, reused likewise
	ronOffer uint64          // by seat: the window's tile would complete that hand
	askAll   bool            // engine.Config.OpenWindows: every window asks every other seat
	lastTile tile.Tile
	lastFrom int
	calls    bool // a call or kan has broken the first go-around
	discards int  // discards this hand
	// order is the seat of each discard this hand, in order (DiscardOrder).
	order    []uint8
	kans     int
	kanBy    [Seats]int
	pendDora int // kan dora waiting to be revealed

	house   House      // nil for plain riichi
	ronOnly [Seats]int // RestrictRon: the only seat s may ron off, or -1

	over   bool
	result engine.Result
	events []engine.Event  // this action's events, in a buffer every Apply reuses; Apply returns them
	acts   []engine.Action // where acted actions are kept for EvAct
	// discardActs is the kept copy of each plain discard, by tile.
	discardActs [1 << 8]*engine.Action
	last        engine.Event   // the last event; Type is empty before any
	open        []engine.Event // the first hand's deal, which New does not return

	tiles  []tile.Tile           // where offered calls' tiles are kept, a block at a time
	seatOf [Seats][1]engine.Seat // each seat alone, ToAct's answer on a turn

	// turnBuf[:turnN] are the legal actions of the seat to move while
	// legalOK; the buffer is reused from turn to turn (Legal's answer
	// holds until the next Apply).
	turnBuf []engine.Action
	turnN   int
	legalOK bool
}

var (
	_ engine.Game     = (*Game)(nil)
	_ engine.Summary  = (*Game)(nil)
	_ engine.Walled   = (*Game)(nil)
	_ engine.Windowed = (*Game)(nil)
)

// Wall implements engine.Walled: the hand in play and its wall as dealt,
// in the order tiles are taken.
func (g *Game) Wall() (int, []tile.Tile) { return g.handNo, slices.Clone(g.shuffled) }

// Seats implements engine.Game.
func (g *Game) Seats() int { return Seats }

// Over implements engine.Game.
func (g *Game) Over() bool { return g.over }

// dealer returns the dealer's seat.
func (g *Game) dealer() int { return (g.first + g.jushu) % Seats }

// ToAct implements engine.Game.
func (g *Game) ToAct() []engine.Seat {
	switch g.phase {
	case phTurn, phStop:
		return g.seatOf[g.turn][:]
	case phCall, phChankan:
		return g.window.Waiting()
	}
	return nil
}

// InWindow implements engine.Windowed.
func (g *Game) InWindow() bool { return g.phase == phCall || g.phase == phChankan }

// Legal implements engine.Game.
func (g *Game) Legal(seat engine.Seat) []engine.Action {
	if g.over || seat < 0 || int(seat) >= Seats {
		return nil
	}
	switch g.phase {
	case phTurn:
		if int(seat) != g.turn {
			return nil
		}
		if !g.legalOK {
			acts := g.turnActions()
			if cap(acts) != cap(g.turnBuf) { // grown: keep the new buffer
				g.turnBuf = acts[:0]
			}
			g.turnN, g.legalOK = len(acts), true
		}
		return g.turnBuf[:g.turnN:g.turnN]
	case phStop:
		if int(seat) == g.turn {
			return []engine.Action{{Type: engine.Stop}, {Type: engine.Pass}}
		}
	case phCall, phChankan:
		return g.window.Legal(seat)
	}
	return nil
}

// Apply implements engine.Game.
func (g *Game) Apply(seat engine.Seat, a engine.Action) ([]engine.Event, error) {
	// engine.Check's answer by a shorter path for the common case: the
	// game's own entry, whose tiles are in the game's order.
	own, ok := engine.Action{}, false
	if !g.over && seat >= 0 && int(seat) < Seats {
		own, ok = engine.Find(g.Legal(seat), a)
	}
	if !ok {
		var err error
		if own, err = engine.Check(g, seat, a); err != nil {
			return nil, err
		}
	}
	a = own
	g.events = g.events[:0]
	g.legalOK = false
	s := int(seat)
	switch g.phase {
	case phTurn:
		g.applyTurn(s, a)
	case phCall:
		g.window.Choose(seat, a)
		if g.window.Done() {
			g.settleDiscard()
		}
	case phChankan:
		g.window.Choose(seat, a)
		if g.window.Done() {
			g.settleChankan()
		}
	case phStop:
		g.emitAct(seat, a)
		if a.Type == engine.Stop {
			g.endGame("stop")
		} else {
			g.startHand()
		}
	}
	evs := g.events
	if len(evs) > 0 {
		setEvent(&g.last, &evs[len(evs)-1])
	}
	return evs[:len(evs):len(evs)], nil
}

// Opening returns the events of the first hand's deal (the deals, the
// first indicator and the dealer's draw), which happen inside New and so
// reach no Apply; exporters of whole games start from them.
func (g *Game) Opening() []engine.Event { return slices.Clone(g.open) }

// RiichiEvents marks a game whose events are riichi's (tenhou.net/6 export
// reads them).
func (g *Game) RiichiEvents() {}

// eventBlock is how many acted actions, or tiles of calls, are allocated
// at once.
const eventBlock = 256

// emit records an event of the action being applied. Every Apply's events
// go to the same buffer (engine.Game allows it: they hold until the next
// Apply), so events make no garbage.
func (g *Game) emit(e engine.Event) {
	if len(g.events) == cap(g.events) {
		g.events = append(g.events, e)
		return
	}
	g.events = g.events[:len(g.events)+1]
	setEvent(&g.events[len(g.events)-1], &e)
}

// setEvent copies e to dst writing a pointer field only when it changes: a
// whole-struct copy costs a bulk write barrier while the GC runs, and a
// game copies an event or two for every action.
func setEvent(dst, e *engine.Event) {
	dst.Seat, dst.Tile, dst.Secret = e.Seat, e.Tile, e.Secret
	if dst.Type != e.Type {
		dst.Type = e.Type
	}
	if dst.Tiles != nil || e.Tiles != nil {
		dst.Tiles = e.Tiles
	}
	if dst.Action != e.Action {
		dst.Action = e.Action
	}
	if dst.Data != nil || e.Data != nil {
		dst.Data = e.Data
	}
}

// emitAct records seat's action as an EvAct event.
func (g *Game) emitAct(seat engine.Seat, a engine.Action) {
	g.emit(engine.Event{Type: engine.EvAct, Seat: seat, Action: g.keep(a)})
}

// keep returns a lasting copy of an acted action for its event. A plain
// discard, most of a game's actions, has one copy per tile for the whole
// game; the rest are copied into blocks.
func (g *Game) keep(a engine.Action) *engine.Action {
	plain := a.Type == engine.Discard && a.Tiles == nil && a.Flag == ""
	if plain && g.discardActs[a.Tile] != nil {
		return g.discardActs[a.Tile]
	}
	if len(g.acts) == cap(g.acts) {
		g.acts = make([]engine.Action, 0, eventBlock)
	}
	// Field by field into the zeroed slot: no whole-struct write barrier.
	g.acts = g.acts[:len(g.acts)+1]
	c := &g.acts[len(g.acts)-1]
	c.Type, c.Tile = a.Type, a.Tile
	if a.Tiles != nil {
		c.Tiles = a.Tiles
	}
	if a.Flag != "" {
		c.Flag = a.Flag
	}
	if plain {
		g.discardActs[a.Tile] = c
	}
	return c
}

// newTiles returns room for n tiles, empty. Offered calls' tiles are kept
// in blocks like the events, so an offered action's tiles stay as they
// were.
func (g *Game) newTiles(n int) []tile.Tile {
	if cap(g.tiles)-len(g.tiles) < n {
		g.tiles = make([]tile.Tile, 0, eventBlock)
	}
	start := len(g.tiles)
	g.tiles = g.tiles[:start+n]
	return g.tiles[start : start : start+n]
}

// takeTiles returns n tiles of kind index i, reds of them red, as the
// hand would give them up for a call.
func (g *Game) takeTiles(i, n, reds int) []tile.Tile { return appendTaken(g.newTiles(n), i, n, reds) }

// appendTaken appends n tiles of kind index i, the last reds of them red.
func appendTaken(ts []tile.Tile, i, n, reds int) []tile.Tile {
	for j := 0; j < n; j++ {
		if j < n-reds {
			ts = append(ts, plainTile(i))
		} else {
			ts = append(ts, redTile(i))
		}
	}
	return ts
}

// Result implements engine.Game.
func (g *Game) Result() engine.Result {
	if g.over {
		return g.result
	}
	r := engine.Result{Hands: g.handNo, Scores: make([]int, Seats)}
	for s := range g.p {
		r.Scores[s] = g.p[s].score
	}
	r.Ranks = ranks(g.rankScores(r.Scores), g.first)
	return r
}

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game {
	c := *g
	for s := range c.p {
		p := &c.p[s]
		p.river = slices.Clone(p.river)
		p.melds = cloneMelds(p.melds)
	}
	c.order = slices.Clone(g.order)
	c.wall.live = slices.Clone(g.wall.live)
	c.shuffled = slices.Clone(g.shuffled)
	c.window = g.window.Clone()
	c.events, c.acts, c.tiles = nil, nil, nil
	c.winStore, c.offerBuf = engine.Window{}, nil
	c.legalOK, c.turnBuf, c.turnN = false, nil, 0
	c.result.Scores = slices.Clone(g.result.Scores)
	c.result.Ranks = slices.Clone(g.result.Ranks)
	c.result.Points = slices.Clone(g.result.Points)
	return &c
}

func cloneMelds(ms []engine.Meld) []engine.Meld {
	out := slices.Clone(ms)
	for i := range out {
		out[i].Tiles = slices.Clone(out[i].Tiles)
	}
	return out
}

// AllTiles implements engine.Summary.
func (g *Game) AllTiles() []tile.Tile {
	out := make([]tile.Tile, 0, 136)
	for s := range g.p {
		p := &g.p[s]
		out = append(out, p.hand.tiles()...)
		for _, m := range p.melds {
			out = append(out, m.Tiles...)
		}
		for _, d := range p.river {
			if !d.Taken {
				out = append(out, d.Tile)
			}
		}
	}
	return g.wall.undrawn(out)
}

// PointsInPlay implements engine.Summary: scores and deposits together
// never change.
func (g *Game) PointsInPlay() (int, bool) {
	total := g.sticks * g.rules.RiichiStick
	for s := range g.p {
		total += g.p[s].score
	}
	return total, true
}
