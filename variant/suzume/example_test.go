package suzume_test

import (
	"fmt"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/suzume"
)

// A non-dealer wins 123 + 中中中 on a tsumo at a table of four: a sequence
// (1) and a triplet (2), three red 中 (3) and chanta (2) make 8 points, so
// each of the three others pays 8/3 rounded up.
func ExampleVariant_Score() {
	set := tile.Suzume()
	h, _ := set.Parse("123s777z")
	dora, _ := set.Parse("5r")
	ans, err := suzume.Variant{}.Score(engine.ScoreQuery{Players: 4, Hand: h, Win: h[5], Tsumo: true, Dora: dora})
	fmt.Println(ans.Win, ans.Points, ans.Yaku, ans.Payments, err)
	// Output:
	// true 8 [{sequence 連番 sequence 1 false} {triplet 同じ triplet 2 false} {red 赤牌 red tile 3 false} {chanta チャンタ terminal or honour in each set 2 false}] map[each:3] <nil>
}
