package bot

import (
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// TestReadingNoFuriten: a kind in a seat's own river is safe from it only
// where furiten is a rule. The Malaysian game has none (フリテンは無い), so
// there a seat with three sets out may still win on what it discarded.
func TestReadingNoFuriten(t *testing.T) {
	pon := func(s string) engine.Meld {
		return engine.Meld{Kind: engine.MeldPon, Tiles: tile.MustParse(s), From: 2, Called: 2}
	}
	v := engine.View{Variant: "malaysia", Seat: 0, Round: "East, hand 1", Dealer: 2, Turn: 0, WallLeft: 40}
	for s, w := range []string{"south", "west", "east"} {
		p := engine.PlayerView{Wind: w, HandSize: 13, Score: 50}
		switch s {
		case 0:
			p.Hand = tile.MustParse("123p456p789p11z22z3z")
			p.HandSize, p.Drawn = len(p.Hand), true
		case 1:
			p.Melds = []engine.Meld{pon("555z"), pon("666z"), pon("777z")}
			p.HandSize = 4
			p.Discards = []engine.Discarded{{Tile: tile.MustParse("4z")[0]}, {Tile: tile.MustParse("5p")[0]}}
		}
		v.Players = append(v.Players, p)
	}
	for _, tc := range []struct {
		level string
		safe  bool
	}{{"expert", false}, {"expert:furiten=1", true}} {
		x, err := newExpertLevel(tc.level, "malaysia", 1)
		if err != nil {
			t.Fatal(err)
		}
		x.m.read(v, x.a.Set)
		x.prepare(&x.m)
		if len(x.opps) == 0 || x.opps[0].seat != 1 || x.opps[0].tenpai == 0 {
			t.Fatalf("%s: seat 1, three sets out, is not read as a threat: %+v", tc.level, x.opps)
		}
		for _, k := range []string{"4z", "5p"} {
			i := x.sp.of(tile.MustParse(k)[0].Kind())
			if got := x.opps[0].safe[i]; got != tc.safe {
				t.Errorf("%s: %s in seat 1's river read safe %v, want %v", tc.level, k, got, tc.safe)
			}
		}
	}
}
