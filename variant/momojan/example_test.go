package momojan_test

import (
	"fmt"

	"jantaku/engine"
	"jantaku/variant/momojan"
)

// A new game: the dealer (seat 0) has drawn its eighth card; the non-dealer
// holds 7 that seat 0 cannot see and has paid the 場代 of 1; 35 cards are
// left in the wall. Only the dealer has anything to decide.
func Example() {
	g, _, _ := engine.NewGame(momojan.Variant{}, engine.Config{Players: 2, Seed: 1})
	v := g.View(0)
	fmt.Println(v.Round)
	fmt.Println(v.WallLeft, len(v.Players[0].Hand), v.Players[1].HandSize, len(v.Players[1].Hand), v.Players[0].Score, v.Players[1].Score, v.Extra["fee"])
	fmt.Println(g.ToAct(), len(g.Legal(1)))
	// Output:
	// deal 1 of 4 (seat 0), 0 honba
	// 35 8 7 0 30 29 1
	// [0] 0
}
