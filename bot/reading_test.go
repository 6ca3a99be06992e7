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

// TestReadingOpenHands: in riichi only a declared seat is read as ready
// (Adapter.ReadRiichiOnly), but a seat with two sets out is read too, at
// its chance (Adapter.ReadOpenAt); one with a single set is not, nor any
// with openthreat=0.
func TestReadingOpenHands(t *testing.T) {
	pon := func(s string) engine.Meld {
		return engine.Meld{Kind: engine.MeldPon, Tiles: tile.MustParse(s), From: 2, Called: 2}
	}
	for _, tc := range []struct {
		level string
		melds []string
		read  bool
	}{
		{"expert", []string{"666z", "999m"}, true},
		{"expert", []string{"666z"}, false},
		{"expert:openthreat=0", []string{"666z", "999m"}, false},
	} {
		v := engine.View{Variant: "riichi", Seat: 0, Round: "East, hand 1", Dealer: 2, Turn: 0, WallLeft: 40}
		for s, w := range []string{"south", "west", "north", "east"} {
			p := engine.PlayerView{Wind: w, HandSize: 13, Score: 25000}
			switch s {
			case 0:
				p.Hand = tile.MustParse("123p456p789p1155z3s")
				p.HandSize, p.Drawn = len(p.Hand), true
			case 1:
				for _, m := range tc.melds {
					p.Melds = append(p.Melds, pon(m))
				}
				p.HandSize = 13 - 3*len(p.Melds)
				p.Discards = make([]engine.Discarded, 10)
				for i := range p.Discards {
					p.Discards[i].Tile = tile.MustParse("1z")[0]
				}
			}
			v.Players = append(v.Players, p)
		}
		x, err := newExpertLevel(tc.level, "riichi", 1)
		if err != nil {
			t.Fatal(err)
		}
		x.m.read(v, x.a.Set)
		x.prepare(&x.m)
		ready := x.opps[0].tenpai
		danger := 0.0
		for _, p := range x.dealP {
			danger += p
		}
		switch {
		case tc.read && (ready < 0.3 || danger == 0):
			t.Errorf("%s, %d sets out at the tenth discard: read ready at %.3f, danger %.3f; want about 0.35", tc.level, len(tc.melds), ready, danger)
		case !tc.read && (ready != 0 || danger != 0):
			t.Errorf("%s, %d sets out: read ready at %.3f, danger %.3f; want none", tc.level, len(tc.melds), ready, danger)
		}
	}
}
