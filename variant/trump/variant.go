// Package trump plays トランプ麻雀 P式, mahjong with a 54-card deck for two
// or three players: 7-card hands won as two sets and a pair (or four
// pairs, or a yakuman shape), pon and kan but no chi, jokers set aside as
// 抜きドラ, and an additive race to a target score in which nobody pays the
// winner. The rules as read are in docs/rules/trump.md.
package trump

import (
	"jantaku/engine"
	"jantaku/tile"
)

// Variant is トランプ麻雀 P式.
type Variant struct{}

// ID implements engine.Variant.
func (Variant) ID() string { return "trump" }

// Name implements engine.Variant.
func (Variant) Name() string { return "Playing-card mahjong P式 (トランプ麻雀)" }

// Players implements engine.Variant: two or three.
func (Variant) Players() (int, int) { return 2, 3 }

// Options implements engine.Variant.
func (Variant) Options() []engine.Option { return append([]engine.Option(nil), options...) }

// Tiles implements engine.Variant: the 54 cards.
func (Variant) Tiles(engine.Options) *tile.Set { return tile.Trump() }

// New implements engine.Variant.
func (Variant) New(cfg engine.Config) (engine.Game, error) {
	return NewGame(cfg)
}

var (
	_ engine.Scorer  = Variant{}
	_ engine.Summary = (*Game)(nil)
	_ engine.Walled  = (*Game)(nil)
)
