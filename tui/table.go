// Package tui is the terminal game of `jantaku play`: one person against
// bots at any variant, drawn with bubbletea and lipgloss.
//
// A Table holds the engine game, the bots and the record. The screen (Model)
// talks to it only through Game, which hands out the person's View and
// events masked for the person's seat: the screen never sees hidden state.
package tui

import (
	"fmt"

	"jantaku/bot"
	"jantaku/engine"
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
	// StepBot lets one bot that must decide act, and reports whether one did.
	StepBot() ([]engine.Event, bool, error)
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

// Table is one game of a person against bots.
type Table struct {
	game    engine.Game
	info    Info
	cfg     engine.Config
	bots    []bot.Bot // by seat; nil at the person's seat
	actions []engine.SeatAction
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
	t := &Table{game: g, cfg: cfg, bots: make([]bot.Bot, g.Seats())}
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

// StepBot implements Game: the first bot in turn order that must decide
// chooses from its own View and legal actions.
func (t *Table) StepBot() ([]engine.Event, bool, error) {
	if t.game.Over() {
		return nil, false, nil
	}
	for _, s := range t.game.ToAct() {
		b := t.bots[s]
		legal := t.game.Legal(s)
		if b == nil || len(legal) == 0 {
			continue
		}
		evs, err := t.apply(s, b.Choose(t.game.View(s), legal))
		return evs, true, err
	}
	return nil, false, nil
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
