package momojan

import (
	"fmt"

	"jantaku/engine"
	"jantaku/tile"
)

var (
	_ engine.Variant = Variant{}
	_ engine.Scorer  = Variant{}
	_ engine.Game    = (*Game)(nil)
	_ engine.Summary = (*Game)(nil)
	_ engine.Walled  = (*Game)(nil)
)

// Variant is MOMOJAN for the registry.
type Variant struct{}

// ID implements engine.Variant.
func (Variant) ID() string { return "momojan" }

// Name implements engine.Variant.
func (Variant) Name() string { return "MOMOJAN (桃雀)" }

// Players implements engine.Variant: MOMOJAN is for two.
func (Variant) Players() (int, int) { return 2, 2 }

// Options implements engine.Variant.
func (Variant) Options() []engine.Option { return options() }

// Tiles implements engine.Variant.
func (Variant) Tiles(engine.Options) *tile.Set { return cardSet }

// New implements engine.Variant.
func (Variant) New(cfg engine.Config) (engine.Game, error) {
	if cfg.Players != 2 {
		return nil, fmt.Errorf("momojan is for 2 players, not %d", cfg.Players)
	}
	g := newGame(NewRules(cfg.Options), cfg.Shuffler())
	g.startHand(g.shuffled())
	g.open, g.out = g.out, nil
	return g, nil
}
