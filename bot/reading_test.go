package bot

import (
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// TestReadingNoFuriten: a kind in a seat's own river is safe from it only
// where furiten is a rule. The Malaysian game has none (フリテンは無い), so
// there a seat with three sets out may still win on what it discarded.
func TestReadingNoFuriten(t *testing.T) {
	v := readingView("malaysia", 50, "123p456p789p11z22z3z", []string{"555z", "666z", "777z"}, "4z5p")
	for _, tc := range []struct {
		level string
		safe  bool
	}{{"expert", false}, {"expert:furiten=1", true}} {
		x := preparedExpert(t, tc.level, v)
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
	for _, tc := range []struct {
		level string
		melds []string
		read  bool
	}{
		{"expert", []string{"666z", "999m"}, true},
		{"expert", []string{"666z"}, false},
		{"expert:openthreat=0", []string{"666z", "999m"}, false},
	} {
		v := readingView("riichi", 25000, "123p456p789p1155z3s", tc.melds, strings.Repeat("1z", 10))
		x := preparedExpert(t, tc.level, v)
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

// readingView is a table of the variant early in a hand: seat 0 has just
// drawn hand, seat 1 has pons of melds out and river discarded, the
// others have nothing out.
func readingView(variant string, score int, hand string, melds []string, river string) engine.View {
	v := engine.View{Variant: variant, Seat: 0, Round: "East, hand 1", Dealer: 2, Turn: 0, WallLeft: 40}
	winds := []string{"south", "west", "north", "east"}
	if variant == "malaysia" {
		winds = []string{"south", "west", "east"}
	}
	for s, w := range winds {
		p := engine.PlayerView{Wind: w, HandSize: 13, Score: score}
		switch s {
		case 0:
			p.Hand = tile.MustParse(hand)
			p.HandSize, p.Drawn = len(p.Hand), true
		case 1:
			for _, m := range melds {
				p.Melds = append(p.Melds, engine.Meld{Kind: engine.MeldPon, Tiles: tile.MustParse(m), From: 2, Called: 2})
			}
			p.HandSize = 13 - 3*len(melds)
			for _, t := range tile.MustParse(river) {
				p.Discards = append(p.Discards, engine.Discarded{Tile: t})
			}
		}
		v.Players = append(v.Players, p)
	}
	return v
}

// preparedExpert is the expert of level that has read v for a decision.
func preparedExpert(t *testing.T, level string, v engine.View) *Expert {
	t.Helper()
	x, err := newExpertLevel(level, v.Variant, 1)
	if err != nil {
		t.Fatal(err)
	}
	x.m.read(v, x.a.Set)
	x.prepare(&x.m)
	return x
}
