package malaysia_test

import (
	"fmt"

	"jantaku/engine"
	"jantaku/variant/malaysia"
)

// ExampleVariant_New starts a session with the default options: the dealer
// holds 14 tiles, the others 13, after the flowers of the deal are set
// aside and replaced (84 - 40 dealt - 8 replacements leave 36 in the wall).
func ExampleVariant_New() {
	v := malaysia.Variant{}
	g, cfg, err := engine.NewGame(v, engine.Config{Seed: 3})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(cfg.Players, cfg.Options["hands"], cfg.Options["start"])
	view := g.View(engine.Spectator)
	for _, p := range view.Players {
		fmt.Println(p.Wind, p.Score, p.HandSize, len(p.Flowers))
	}
	fmt.Println(view.WallLeft, g.ToAct())
	// Output:
	// 3 8 50
	// east 50 14 4
	// south 50 13 3
	// west 50 13 1
	// 36 [0]
}
