package maiko

import (
	"jantaku/engine"
	"jantaku/tile"
)

// Variant is maiko for the registry: three players (and the dummy), the
// rules of Options, and `jantaku score` through Scorer.
type Variant struct{}

var (
	_ engine.Variant = Variant{}
	_ engine.Scorer  = Variant{}
)

// ID implements engine.Variant.
func (Variant) ID() string { return "maiko" }

// Name implements engine.Variant.
func (Variant) Name() string { return "Maiko mahjong (舞子麻雀)" }

// Players implements engine.Variant: three players; the dummy is not one.
func (Variant) Players() (int, int) { return Players, Players }

// Options implements engine.Variant.
func (Variant) Options() []engine.Option { return Options() }

// Tiles implements engine.Variant: the riichi set.
func (Variant) Tiles(opts engine.Options) *tile.Set {
	r, err := RulesFrom(opts)
	if err != nil {
		return tile.Riichi([3]int{1, 1, 1})
	}
	return r.Riichi.Tiles()
}

// New implements engine.Variant: every hand's wall is shuffled as riichi
// shuffles it, from engine.HandSeed(cfg.Seed, hand).
func (Variant) New(cfg engine.Config) (engine.Game, error) {
	opts, err := engine.ResolveOptions(Options(), cfg.Options)
	if err != nil {
		return nil, err
	}
	cfg.Options = opts
	return newGame(cfg)
}

// Score implements engine.Scorer through Scorer.
func (Variant) Score(q engine.ScoreQuery) (engine.ScoreAnswer, error) { return Scorer{}.Score(q) }
