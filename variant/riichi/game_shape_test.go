package riichi

import (
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// readyAfterDiscard is the exact question mayReach filters for.
func readyAfterDiscard(c *kindCounts, sets int) bool {
	for i, n := range c {
		if n == 0 {
			continue
		}
		c[i]--
		ok := tenpai(c, sets)
		c[i]++
		if ok {
			return true
		}
	}
	return false
}

// TestMayReach checks on many hands near ready (complete hands with one
// or two tiles swapped) and random hands that the quick filters never
// turn away a hand that can declare riichi (mayReach) or is ready
// (mayWait).
func TestMayReach(t *testing.T) {
	r := engine.NewRand(7)
	all := tile.Riichi([3]int{}).All()
	checked, ready := 0, 0
	for n := 0; n < 3000; n++ {
		r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
		var c kindCounts
		sets := 4 - r.IntN(2) // a closed kan aside, or not
		for _, x := range all[:3*sets+2] {
			c[kindIndex(x.Kind())]++
		}
		if n%2 == 0 { // build a complete hand, then spoil it a little
			c = kindCounts{}
			for s := 0; s < sets; s++ {
				k := r.IntN(27)
				if k%9 <= 6 && r.IntN(2) == 0 {
					c[k]++
					c[k+1]++
					c[k+2]++
				} else {
					c[k] += 3
				}
			}
			c[r.IntN(gameKinds)] += 2
			for swaps := r.IntN(3); swaps > 0; swaps-- {
				for {
					i := r.IntN(gameKinds)
					if c[i] > 0 {
						c[i]--
						break
					}
				}
				c[r.IntN(gameKinds)]++
			}
			bad := false
			for _, x := range c {
				bad = bad || x > 4
			}
			if bad {
				continue
			}
		}
		checked++
		want := readyAfterDiscard(&c, sets)
		if want {
			ready++
		}
		if want && !mayReach(&c, sets) {
			t.Fatalf("mayReach refuses a hand that can riichi: %v", c)
		}
		for i := range c { // and each hand one tile short
			if c[i] == 0 {
				continue
			}
			c[i]--
			if waitMask(&c, sets) != 0 && !mayWait(&c, sets) {
				t.Fatalf("mayWait refuses a ready hand: %v", c)
			}
			// A riichi is looked for only when the hand before the draw
			// (this one, drawing i) was at most 1 from ready.
			if want && shantenOf(&c, sets) > 1 {
				t.Fatalf("a hand of shanten %d becomes ready-after-discard by one draw: %v", shantenOf(&c, sets), c)
			}
			c[i]++
		}
	}
	if ready < 150 {
		t.Fatalf("only %d of %d hands were ready; the test hands are too far", ready, checked)
	}
}

// BenchmarkWaitsNow measures the waits of random 13-tile hands, the
// question asked of every seat after each change of its hand.
func BenchmarkWaitsNow(b *testing.B) {
	r := engine.NewRand(3)
	all := tile.Riichi([3]int{}).All()
	hands := make([]kindCounts, 256)
	for h := range hands {
		r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
		for _, x := range all[:13] {
			hands[h][kindIndex(x.Kind())]++
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := player{cnt: hands[i%len(hands)], sets: 4}
		_ = p.waitsNow()
	}
}

// TestLessTile: tiles sort by kind index, a plain tile before its red copy.
func TestLessTile(t *testing.T) {
	var all []tile.Tile
	for i := 0; i < gameKinds; i++ {
		all = append(all, plainTile(i), redTile(i))
	}
	for i, a := range all {
		for j, b := range all {
			if got := lessTile(a, b); got != (i < j) {
				t.Fatalf("lessTile(%v, %v) = %v", a, b, got)
			}
		}
	}
}
