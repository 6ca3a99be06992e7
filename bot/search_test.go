package bot

import (
	"math"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// TestSearchFastPath: the riichi search's group-by-group distances give
// the same values as measuring every changed hand whole.
func TestSearchFastPath(t *testing.T) {
	r := engine.NewRand(7)
	set := tile.Riichi([3]int{1, 1, 1})
	checked := 0
	for range 300 {
		all := set.All()
		for j := len(all) - 1; j > 0; j-- {
			k := r.IntN(j + 1)
			all[j], all[k] = all[k], all[j]
		}
		v := engine.View{Variant: "riichi", Seat: 0, Round: "East 1, 0 honba", WallLeft: 40, Dora: all[20:21]}
		for s := range 4 {
			p := engine.PlayerView{Wind: []string{"East", "South", "West", "North"}[s], HandSize: 13, Score: 25000}
			if s == 0 {
				p.Hand, p.HandSize = all[:13], 13
			}
			v.Players = append(v.Players, p)
		}
		x := NewExpert("riichi", 1)
		x.m.read(v, x.a.Set)
		x.prepare(&x.m)
		c := x.own(&x.m)
		d := x.rules.dist(&c, 0)
		if d > 2 {
			continue
		}
		var got [2]float64
		for i, fast := range []bool{true, false} {
			x.setupSearch(&x.m, 0, true)
			x.e.fast = fast
			x.e.c = c
			got[i] = x.e.Value(x.e.value(d), x.turns, 0, 0)
		}
		if got[0] != got[1] {
			t.Fatalf("%s: fast %v, whole %v", tile.Format(all[:13]), got[0], got[1])
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("only %d hands near enough to search", checked)
	}
}

func TestConcavePoints(t *testing.T) {
	for _, g := range []float64{0, 1} {
		if v := concavePoints(8000, g); v != 8000 {
			t.Errorf("concavePoints(8000, %v) = %v, want 8000", g, v)
		}
	}
	if v := concavePoints(riichiTypicalWin, 0.75); math.Abs(v-riichiTypicalWin) > 1e-9 {
		t.Errorf("a typical win moved to %v", v)
	}
	if v := concavePoints(1000, 0.75); v <= 1000 || v >= riichiTypicalWin {
		t.Errorf("a cheap win priced %v, want above 1000", v)
	}
	if v := concavePoints(12000, 0.75); v >= 12000 || v <= riichiTypicalWin {
		t.Errorf("a haneman priced %v, want below 12000", v)
	}
}
