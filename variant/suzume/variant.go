// Package suzume plays すずめ雀 (Suzume-jong), the 44-tile bamboo game for
// two to five players: five-tile hands won with two sets of three, points
// for sets, red tiles, dora and a few hand shapes, and a five-point minimum.
//
// The rule text is 『すずめ雀』遊び方説明書 第3版 (しのうじょう, 株式会社
// すごろくや); docs/rules/suzume.md lists every rule with how this package
// reads it and the test that shows it.
package suzume

import (
	"strconv"

	"jantaku/engine"
	"jantaku/tile"
)

// Variant is すずめ雀 for the registry.
type Variant struct{}

// What the edges ask of a variant and its games beyond the contract.
var (
	_ engine.Scorer  = Variant{}
	_ engine.Summary = (*Game)(nil)
	_ engine.Walled  = (*Game)(nil)
)

// ID implements engine.Variant.
func (Variant) ID() string { return "suzume" }

// Name implements engine.Variant.
func (Variant) Name() string { return "Suzume-jong (すずめ雀)" }

// Players implements engine.Variant: the box says 2 to 5.
func (Variant) Players() (int, int) { return minPlayers, maxPlayers }

// Tiles implements engine.Variant: the 44 tiles, whatever the options.
func (Variant) Tiles(engine.Options) *tile.Set { return tile.Suzume() }

const (
	minPlayers = 2
	maxPlayers = 5
)

// The option keys.
const (
	OptMinPoints    = "min_points"
	OptStartPoints  = "start_points"
	OptLaps         = "laps"
	OptMistakenWins = "mistaken_wins"
)

// Options implements engine.Variant.
func (Variant) Options() []engine.Option {
	d := DefaultRules()
	return []engine.Option{
		{Key: OptMinPoints, Default: strconv.Itoa(d.MinPoints), Kind: engine.OptInt, Min: 0, Max: 100,
			Doc: "points a hand needs to win, the dealer's +2 not counted (最低5点); 0 plays without the minimum, as the text allows while learning"},
		{Key: OptStartPoints, Default: strconv.Itoa(d.StartPoints), Kind: engine.OptInt, Min: 1, Max: 100000,
			Doc: "each player's points at the start (初期得点)"},
		{Key: OptLaps, Default: strconv.Itoa(d.Laps), Kind: engine.OptInt, Min: 1, Max: 100,
			Doc: "times the deal goes round the table before the game ends (親が4周)"},
		{Key: OptMistakenWins, Default: strconv.FormatBool(d.MistakenWins), Kind: engine.OptBool,
			Doc: "offer a mistaken tsumo or ron (flag \"mistaken\") whenever a true win is not possible; declaring one costs 2 to every other player and the hand goes on (間違ってあがってしまった)"},
	}
}

// New implements engine.Variant. cfg.Options must be resolved.
func (Variant) New(cfg engine.Config) (engine.Game, error) {
	if cfg.Players < minPlayers || cfg.Players > maxPlayers {
		return nil, &OptionError{Key: "players", Value: strconv.Itoa(cfg.Players), Want: "2 to 5"}
	}
	r, err := RulesFrom(cfg.Options)
	if err != nil {
		return nil, err
	}
	return newGame(cfg, r), nil
}
