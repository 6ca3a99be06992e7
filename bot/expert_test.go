package bot_test

import (
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// midHand is a riichi view of seat 0 in mid-game: the wall half drawn,
// 1m the dora indicator (2m dora).
func midHand(hand string, rivers map[int]string, riichi ...int) engine.View {
	v := view("riichi", hand, rivers, riichi...)
	v.WallLeft = 40
	v.Dora = tile.MustParse("1m")
	for s := range v.Players {
		v.Players[s].Score = 25000
	}
	return v
}

// leftDiscards makes it seat 3's discard, the one seat 0 may chi.
func leftDiscards(v engine.View) engine.View {
	v.Turn = 3
	return v
}

func TestExpertDecisions(t *testing.T) {
	one := func(s string) tile.Tile { return tile.MustParse(s)[0] }
	const loose = "13m57m24p89p35s7s1z2z3z"  // far from ready
	const weak = "13m46m79p23s67s1z2z3z5z8p" // two from ready, no value
	const ready = "234m456p678s23p55z9m"     // ready on 1-4p after the 9m
	tests := []struct {
		name  string
		v     engine.View
		legal []engine.Action
		want  engine.Action
	}{
		{"folds a far hand with the genbutsu against a riichi",
			midHand(loose, map[int]string{1: "5m6p"}, 1), discards(loose),
			engine.Action{Type: engine.Discard, Tile: one("5m")}},
		{"folds a cheap hand two from ready against a riichi",
			midHand(weak, map[int]string{1: "4s7p9s"}, 1), discards(weak),
			engine.Action{Type: engine.Discard, Tile: one("7p")}},
		{"pushes a ready hand against a riichi",
			midHand(ready, map[int]string{1: "1z"}, 1), discards(ready),
			engine.Action{Type: engine.Discard, Tile: one("9m")}},
		{"declares riichi with a ready hand without a yaku",
			midHand(ready, nil), append(discards(ready), engine.Action{Type: engine.Riichi, Tile: one("9m")}),
			engine.Action{Type: engine.Riichi, Tile: one("9m")}},
		{"keeps the dora over an equal tile",
			midHand("2m9m456p678s23p789s5z", nil), discards("2m9m456p678s23p789s5z"),
			engine.Action{Type: engine.Discard, Tile: one("5z")}},
		{"pons a dragon pair that speeds the hand",
			midHand("13m46p79s258m66z4z", nil),
			[]engine.Action{{Type: engine.Pass}, {Type: engine.Pon, Tile: one("6z"), Tiles: tile.MustParse("66z")}},
			engine.Action{Type: engine.Pon, Tile: one("6z"), Tiles: tile.MustParse("66z")}},
		{"does not open a hand without a yaku",
			midHand("11m46p79s258m99s1z", nil),
			[]engine.Action{{Type: engine.Pass}, {Type: engine.Pon, Tile: one("9s"), Tiles: tile.MustParse("99s")}},
			engine.Action{Type: engine.Pass}},
		{"keeps a good closed hand one from ready rather than chi into no yaku",
			leftDiscards(midHand("33m4m677m345p0p123s", nil)),
			[]engine.Action{{Type: engine.Pass}, {Type: engine.Chi, Tile: one("4p"), Tiles: tile.MustParse("3p0p")}},
			engine.Action{Type: engine.Pass}},
		{"takes a ron",
			midHand("123m456p789s23p55z", nil),
			[]engine.Action{{Type: engine.Pass}, {Type: engine.Ron, Tile: one("4p")}},
			engine.Action{Type: engine.Ron, Tile: one("4p")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := choose(t, "expert", tc.v, tc.legal); !got.Equal(tc.want) {
				t.Errorf("chose %v, want %v", got, tc.want)
			}
		})
	}
}
