package riichi

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"jantaku/engine"
)

// TestViewSecrecy: a seat sees its own hand only, a spectator none; the
// last event's secret tiles are hidden from the others; the wall count,
// scores and indicators are public.
func TestViewSecrecy(t *testing.T) {
	g := scripted(t, nil, furitenHands, "5z6m2p")
	for seat := engine.Spectator; seat < Seats; seat++ {
		v := g.View(seat)
		for s, p := range v.Players {
			if shown := p.Hand != nil; shown != (engine.Seat(s) == seat) {
				t.Errorf("view of %d: hand of seat %d shown = %v", seat, s, shown)
			}
			if p.HandSize != g.p[s].hand.n || p.Score != 25000 {
				t.Errorf("view of %d: seat %d size %d score %d", seat, s, p.HandSize, p.Score)
			}
		}
		if v.WallLeft != 69 || len(v.Dora) != 1 {
			t.Errorf("view of %d: wall %d, indicators %v", seat, v.WallLeft, v.Dora)
		}
		if v.Last == nil || v.Last.Type != engine.EvDraw {
			t.Fatalf("view of %d: last event %v, want the dealer's draw", seat, v.Last)
		}
		if (v.Last.Tile != 0) != (seat == 0) {
			t.Errorf("view of %d: the dealer's drawn tile is %v", seat, v.Last.Tile)
		}
		if (len(v.Legal) > 0) != (seat == 0) {
			t.Errorf("view of %d: legal %v", seat, v.Legal)
		}
	}
	act(t, g, 0, discard("5z"))
	v := g.View(engine.Spectator)
	if d := v.Players[0].Discards; len(d) != 1 || !d[0].Tsumogiri {
		t.Errorf("river %v, want the drawn 5z thrown as drawn", d)
	}
}

// TestDeterministic: the same seed and actions give the same game, and a
// clone plays on independently.
func TestDeterministic(t *testing.T) {
	a, b := playRandomResult(t, 42), playRandomResult(t, 42)
	if a != b {
		t.Fatalf("two games of seed 42 differ:\n%s\n%s", a, b)
	}
	gi, _, _ := engine.NewGame(Variant{}, engine.Config{Seed: 5})
	c := gi.Clone()
	act(t, gi.(*Game), 0, gi.Legal(0)[0])
	if c.View(0).Players[0].HandSize != 14 {
		t.Error("a clone changed with its original")
	}
}

func playRandomResult(t *testing.T, seed uint64) string {
	gi, _, err := engine.NewGame(Variant{}, engine.Config{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRand(seed)
	for !gi.Over() {
		seats := gi.ToAct()
		s := seats[r.IntN(len(seats))]
		legal := gi.Legal(s)
		if _, err := gi.Apply(s, legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	b, _ := json.Marshal(gi.Result())
	return string(b)
}

// TestWall: the wall as dealt is the hand's seeded shuffle of the set, in
// the order tiles are taken (engine.Walled).
func TestWall(t *testing.T) {
	gi, _, err := engine.NewGame(Variant{}, engine.Config{Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	g := gi.(*Game)
	hand, wall := g.Wall()
	want := g.set.All()
	r := engine.NewRand(engine.HandSeed(11, 0))
	r.Shuffle(len(want), func(i, j int) { want[i], want[j] = want[j], want[i] })
	if hand != 0 || !slices.Equal(wall, want) {
		t.Fatalf("Wall() = %d, %v\nwant 0, %v", hand, wall, want)
	}
	if wall[Seats*handTiles] != g.p[0].drawn {
		t.Errorf("the dealer's first draw %v is not the first live tile %v", g.p[0].drawn, wall[Seats*handTiles])
	}
}

// BenchmarkView measures a seat's view in the middle of a hand, which
// bots ask for at every decision.
func BenchmarkView(b *testing.B) {
	g, _, err := engine.NewGame(Variant{}, engine.Config{Seed: 9})
	if err != nil {
		b.Fatal(err)
	}
	r := engine.NewRand(9)
	for n := 0; n < 40; n++ {
		seats := g.ToAct()
		s := seats[r.IntN(len(seats))]
		legal := g.Legal(s)
		if _, err := g.Apply(s, legal[r.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	seat := g.ToAct()[0]
	b.ReportAllocs()
	for b.Loop() {
		_ = g.View(seat)
	}
}

// TestCloneInWindow: a clone made while a call window is open keeps its
// offers while the original plays on, though the original reuses its
// window and offer buffers.
func TestCloneInWindow(t *testing.T) {
	gi, _, err := engine.NewGame(Variant{}, engine.Config{Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	g := gi.(*Game)
	r := engine.NewRand(8)
	step := func(g *Game) {
		seats := g.ToAct()
		s := seats[r.IntN(len(seats))]
		legal := g.Legal(s)
		act(t, g, int(s), legal[r.IntN(len(legal))])
	}
	for g.phase != phCall {
		step(g)
	}
	c := g.Clone().(*Game)
	var want [Seats][]engine.Action
	for s := range want {
		want[s] = slices.Clone(c.Legal(engine.Seat(s)))
	}
	for windows := 0; windows < 5 && !g.Over(); {
		step(g)
		if g.phase == phCall {
			windows++
		}
	}
	for s := range want {
		if got := c.Legal(engine.Seat(s)); !reflect.DeepEqual(got, want[s]) {
			t.Errorf("seat %d: the clone's offers became %v, were %v", s, got, want[s])
		}
	}
}
