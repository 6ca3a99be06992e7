// Package tui is the terminal game of `jantaku play`: one person against
// bots at any variant, drawn with bubbletea and lipgloss.
//
// A Table holds the engine game, the bots and the record. The screen (Model)
// talks to it only through Game, which hands out the person's View and
// events masked for the person's seat: the screen never sees hidden state.
package tui

import (
	"fmt"
	"slices"
	"sync"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/hint"
	"jantaku/record"
	"jantaku/tile"
)

// Game is the person's side of a table: all the screen may see and do.
type Game interface {
	// View returns the person's View.
	View() engine.View
	// Act plays the person's action and returns the events it caused, masked
	// for the person.
	Act(a engine.Action) ([]engine.Event, error)
	// NextBot returns the decision of a bot that must decide now, if any.
	// Its Choose may run on another goroutine: it reads only copies.
	NextBot() (BotTurn, bool)
	// PlayBot plays what a BotTurn chose; it refuses a stale choice.
	PlayBot(seat engine.Seat, a engine.Action) ([]engine.Event, error)
	// Result returns the standings, final once the game is over.
	Result() engine.Result
}

// BotTurn is one bot's pending decision. Choose may be slow (a searching
// bot), so the screen runs it off its own thread and stays live.
type BotTurn struct {
	Seat   engine.Seat
	Choose func() engine.Action
}

// Info is the public description of a table, fixed before the first action.
type Info struct {
	Variant string
	Name    string
	Players int
	Options engine.Options // resolved
	Tiles   *tile.Set
	Scorer  engine.Scorer // nil when the variant values no hands
	Seat    engine.Seat   // the person's seat
	Bots    string        // the bots' level
}

// hintInfo is what the hint pane needs of info.
func (info Info) hintInfo() hint.Info {
	return hint.Info{Variant: info.Variant, Players: info.Players, Options: info.Options, Tiles: info.Tiles, Scorer: info.Scorer}
}

// Table is one game of a person against bots.
type Table struct {
	game    engine.Game
	info    Info
	cfg     engine.Config
	bots    []bot.Bot // by seat; nil at the person's seat
	actions []engine.SeatAction
	// thinking lets one decision at a time use a seat's bot: a bot keeps
	// working memory, and a decision the table moved past may still run.
	thinking []sync.Mutex
}

// NewTable starts a game of v with cfg (options need not be resolved), the
// person at seat and bots of level everywhere else. Each bot's generator is
// seeded from the game's seed and its seat, so a game replays.
func NewTable(v engine.Variant, cfg engine.Config, seat engine.Seat, level string) (*Table, error) {
	g, cfg, err := engine.NewGame(v, cfg)
	if err != nil {
		return nil, err
	}
	if seat < 0 || int(seat) >= g.Seats() {
		return nil, fmt.Errorf("seat %d is not at a table of %d", seat, g.Seats())
	}
	t := &Table{game: g, cfg: cfg, bots: make([]bot.Bot, g.Seats()), thinking: make([]sync.Mutex, g.Seats())}
	for s := range t.bots {
		if engine.Seat(s) == seat {
			continue
		}
		if t.bots[s], err = bot.New(level, v.ID(), botSeed(cfg.Seed, s)); err != nil {
			return nil, err
		}
	}
	scorer, _ := v.(engine.Scorer)
	t.info = Info{Variant: v.ID(), Name: v.Name(), Players: cfg.Players, Options: cfg.Options,
		Tiles: v.Tiles(cfg.Options), Scorer: scorer, Seat: seat, Bots: level}
	return t, nil
}

// botSeed spreads the game seed over the seats.
func botSeed(seed uint64, seat int) uint64 {
	return seed ^ (uint64(seat)+1)*0x9e3779b97f4a7c15
}

// Info returns the table's public description.
func (t *Table) Info() Info { return t.info }

// View implements Game.
func (t *Table) View() engine.View { return t.game.View(t.info.Seat) }

// Act implements Game.
func (t *Table) Act(a engine.Action) ([]engine.Event, error) {
	return t.apply(t.info.Seat, a)
}

// NextBot implements Game: the first bot in turn order that must decide
// chooses from its own View and legal actions, copied so that it may think
// while the person acts.
func (t *Table) NextBot() (BotTurn, bool) {
	if t.game.Over() {
		return BotTurn{}, false
	}
	for _, s := range t.game.ToAct() {
		b := t.bots[s]
		legal := cloneActions(t.game.Legal(s))
		if b == nil || len(legal) == 0 {
			continue
		}
		v := t.game.View(s)
		v.Legal = cloneActions(v.Legal)
		mu := &t.thinking[s]
		return BotTurn{Seat: s, Choose: func() engine.Action {
			mu.Lock()
			defer mu.Unlock()
			return b.Choose(v, legal)
		}}, true
	}
	return BotTurn{}, false
}

// PlayBot implements Game.
func (t *Table) PlayBot(s engine.Seat, a engine.Action) ([]engine.Event, error) {
	if int(s) < 0 || int(s) >= len(t.bots) || t.bots[s] == nil {
		return nil, fmt.Errorf("seat %d is not a bot", s)
	}
	return t.apply(s, a)
}

// StepBot lets the next bot decide and act at once, and reports whether
// one did: for drivers that need no live screen.
func (t *Table) StepBot() ([]engine.Event, bool, error) {
	turn, ok := t.NextBot()
	if !ok {
		return nil, false, nil
	}
	evs, err := t.PlayBot(turn.Seat, turn.Choose())
	return evs, true, err
}

func cloneActions(as []engine.Action) []engine.Action {
	out := make([]engine.Action, len(as))
	for i, a := range as {
		out[i] = a
		out[i].Tiles = slices.Clone(a.Tiles)
	}
	return out
}

func (t *Table) apply(s engine.Seat, a engine.Action) ([]engine.Event, error) {
	evs, err := t.game.Apply(s, a)
	if err != nil {
		return nil, err
	}
	t.actions = append(t.actions, engine.SeatAction{Seat: s, Action: a})
	for i := range evs {
		evs[i] = evs[i].Mask(t.info.Seat)
	}
	return evs, nil
}

// Over reports whether the game has ended.
func (t *Table) Over() bool { return t.game.Over() }

// Result returns the standings so far.
func (t *Table) Result() engine.Result { return t.game.Result() }

// Record returns the game so far; it carries the result once the game is over.
func (t *Table) Record() record.Record {
	rec := record.Record{Format: record.Format, Variant: t.info.Variant, Config: t.cfg,
		Actions: append([]engine.SeatAction(nil), t.actions...)}
	if t.game.Over() {
		r := t.game.Result()
		rec.Result = &r
	}
	return rec
}
