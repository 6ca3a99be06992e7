package suzume

import (
	"testing"

	"jantaku/engine"
)

// TestViewSecrets: a seat sees its own hand only; the spectator sees none;
// another seat's draw is masked.
func TestViewSecrets(t *testing.T) {
	g := newTest(t, 3, nil)
	do(t, g, 0, g.Legal(0)[len(g.Legal(0))-1]) // seat 0 discards; seat 1 draws
	for _, s := range g.ToAct() {
		if s != 1 {
			do(t, g, s, engine.Action{Type: engine.Pass})
		}
	}
	for seat := engine.Spectator; seat < 3; seat++ {
		v := g.View(seat)
		for s, p := range v.Players {
			if (p.Hand != nil) != (engine.Seat(s) == seat) {
				t.Errorf("view of %d shows seat %d's hand: %v", seat, s, p.Hand)
			}
			if len(p.Discards) != len(g.rivers[s]) {
				t.Errorf("view of %d: seat %d's discards are public", seat, s)
			}
		}
		if (len(v.Legal) > 0) != (seat == 1) {
			t.Errorf("view of %d has legal actions %v", seat, v.Legal)
		}
		if v.Last == nil || v.Last.Type != engine.EvDraw || (v.Last.Tile != 0) != (seat == 1) {
			t.Errorf("view of %d: last event %+v", seat, v.Last)
		}
		if v.Players[1].Drawn != (seat == 1) {
			t.Errorf("view of %d: drawn flag %v", seat, v.Players[1].Drawn)
		}
	}
}

// TestDeterminismAndClone: the same seed and actions give the same game,
// and a clone goes its own way.
func TestDeterminismAndClone(t *testing.T) {
	a, b := newTest(t, 4, nil), newTest(t, 4, nil)
	r := engine.NewRand(3)
	for i := 0; i < 300 && !a.Over(); i++ {
		if i == 150 {
			c := a.Clone()
			before := views(a)
			for j := 0; j < 20 && !c.Over(); j++ {
				s := c.ToAct()[0]
				l := c.Legal(s)
				if _, err := c.Apply(s, l[r.IntN(len(l))]); err != nil {
					t.Fatal(err)
				}
			}
			if views(a) != before {
				t.Fatal("playing a clone changed the original")
			}
		}
		s := a.ToAct()[0]
		l := a.Legal(s)
		x := l[r.IntN(len(l))]
		do(t, a, s, x)
		do(t, b, s, x)
		if views(a) != views(b) {
			t.Fatalf("games with one seed and one list of actions differ at action %d", i)
		}
	}
}

// TestPassIsPrivate: while a ron window is open, the others do not learn
// that a seat let the tile go (which would show it could have won).
func TestPassIsPrivate(t *testing.T) {
	g := newTest(t, 4, nil)
	rig(t, g, []string{"1s2s9s9s6z", "34s777z", "5r5s666z", "67s888s"}, "8r", "5s")
	do(t, g, 0, act(engine.Discard, "5s"))
	before := g.View(0).Last
	do(t, g, 1, engine.Action{Type: engine.Pass})
	if after := g.View(0).Last; after.Type != before.Type || after.Seat != before.Seat {
		t.Errorf("the last event changed from %+v to %+v", before, after)
	}
}
