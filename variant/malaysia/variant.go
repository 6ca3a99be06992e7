package malaysia

import (
	"jantaku/engine"
	"jantaku/tile"
)

// What the game implements beyond engine.Game.
var (
	_ engine.Summary = (*Game)(nil)
	_ engine.Walled  = (*Game)(nil)
	_ engine.Scorer  = Variant{}
)

// Variant is Malaysian 3-player mahjong.
type Variant struct{}

// ID implements engine.Variant.
func (Variant) ID() string { return "malaysia" }

// Name implements engine.Variant.
func (Variant) Name() string { return "Malaysian 3-player (マレーシア式三麻)" }

// Players implements engine.Variant: the engine plays three seats; more
// people at the table sit out in turn (option people).
func (Variant) Players() (int, int) { return 3, 3 }

// Options implements engine.Variant.
func (Variant) Options() []engine.Option { return Options() }

// Tiles implements engine.Variant.
func (Variant) Tiles(engine.Options) *tile.Set { return tile.Malaysia() }

// New implements engine.Variant.
func (Variant) New(cfg engine.Config) (engine.Game, error) {
	r, err := NewRules(cfg.Options)
	if err != nil {
		return nil, err
	}
	return newGame(cfg, r), nil
}
