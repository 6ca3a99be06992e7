package malaysia

import (
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// TestView: a seat sees its own hand only; everyone sees sets, rivers,
// flowers set aside and what each 飛 in a set stands for.
func TestView(t *testing.T) {
	g := newTest(t, nil, 3)
	rig(t, g, 0, [seats]string{"5p1234p678p111z2z3z4z", "3p7p00z1234z5566z", "5p0z11223344z56z"}, [seats]string{"1f", "", ""}, "1p2p3p4p")
	discard(t, g, 0, "5p")
	act(t, g, 1, engine.Action{Type: engine.Chi, Tile: tile.MustParse("5p")[0], Tiles: tile.MustParse("3p0z"), Flag: "4p"})
	passCalls(t, g)
	for s := engine.Spectator; s < seats; s++ {
		v := g.View(s)
		for o, p := range v.Players {
			if (engine.Seat(o) == s) != (p.Hand != nil) {
				t.Fatalf("seat %d sees seat %d's hand: %v", s, o, p.Hand)
			}
			if p.HandSize != len(g.seat[o].hand) {
				t.Fatalf("hand size %d", p.HandSize)
			}
		}
		if len(v.Players[0].Flowers) != 1 || len(v.Players[0].Discards) != 1 || !v.Players[0].Discards[0].Taken {
			t.Fatalf("public facts: %+v", v.Players[0])
		}
		as := v.Players[1].Extra["meld_as"].([][]string)
		if len(as) != 1 || as[0][1] != "4p" {
			t.Fatalf("meld_as %v", as)
		}
		if (s == 1) != (len(v.Legal) > 0) {
			t.Fatalf("seat %d legal %v", s, v.Legal)
		}
	}
}

// TestFlowerBlocksWin: a flower kept in the hand is part of no set, even
// beside a 飛.
func TestFlowerBlocksWin(t *testing.T) {
	r, _ := NewRules(mustOptions(t))
	w := Win{Hand: tile.MustParse("223344p456p678p1f0z"), Seat: tile.South, Tsumo: true}
	if _, ok := Evaluate(&w, &r); ok {
		t.Fatal("a flower in the hand won")
	}
}

// TestClone: a clone plays on without touching the original.
func TestClone(t *testing.T) {
	g := newTest(t, nil, 5)
	before := allViews(g)
	c := g.Clone()
	r := engine.NewRand(9)
	for i := 0; i < 300 && !c.Over(); i++ {
		s := c.ToAct()[0]
		legal := c.Legal(s)
		if _, err := c.Apply(s, legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if allViews(g) != before {
		t.Fatal("playing a clone changed the original")
	}
}

// TestWall: the wall a hand is dealt and drawn from, for the server's
// shuffle commitments: the dealer's 14 first, fixed for the whole hand.
func TestWall(t *testing.T) {
	g := newTest(t, nil, 5)
	g.hand = 3
	evs := g.startHand(nil)
	if g.phase != phaseTurn {
		t.Fatal("a deal of four 飛 ended this hand at once; pick another hand")
	}
	h, wall := g.Wall()
	if h != 3 || len(wall) != 84 {
		t.Fatalf("hand %d, %d tiles", h, len(wall))
	}
	for _, e := range evs {
		if e.Type == engine.EvDeal && e.Seat == g.dealer && tile.Format(e.Tiles) != tile.Format(wall[:14]) {
			t.Fatalf("dealer dealt %v, wall starts %v", e.Tiles, wall[:14])
		}
	}
	discard(t, g, g.dealer, g.seat[g.dealer].hand[0].String())
	if _, again := g.Wall(); tile.Format(again) != tile.Format(wall) {
		t.Fatal("the wall changed within the hand")
	}
}
