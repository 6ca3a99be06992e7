package bot

import (
	"testing"

	"jantaku/hand"
	"jantaku/tile"
)

func TestDistance(t *testing.T) {
	tests := []struct {
		name, hand string
		sets       int
		pair       bool
		wild       tile.Kind
		want       int
	}{
		{"suzume complete", "123s777z", 2, false, 0, -1},
		{"suzume ready", "123s77z", 2, false, 0, 0},
		{"suzume one away", "13s79s7z", 2, false, 0, 1},
		{"riichi complete", "123m456p789s234s55z", 4, true, 0, -1},
		{"riichi ready on a pair wait", "123m456p789s234s5z", 4, true, 0, 0},
		{"riichi with no block", "159m159p159s1234z", 4, true, 0, 8},
		{"joker completes a set", "12c0z55z", 1, true, tile.Joker, -1},
		{"two jokers make a set from nothing", "00z55z", 1, true, tile.Joker, 0},
		{"trump ready", "123c456c9c", 2, true, tile.Joker, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := hand.CountsOf(tile.MustParse(tc.hand))
			d := Distancer{Grammar: hand.Standard{}, Wild: tc.wild}
			if got := d.Distance(&c, tc.sets, tc.pair); got != tc.want {
				t.Errorf("distance %d, want %d", got, tc.want)
			}
		})
	}
}

// TestDistanceMatchesRiichiTables compares the generic search with the
// exact riichi tables on hands drawn from a riichi wall: they must agree on
// regular hands (the generic search knows no seven pairs or orphans here).
func TestDistanceMatchesRiichiTables(t *testing.T) {
	set := tile.Riichi([3]int{})
	all := set.All()
	d := Distancer{Grammar: hand.Standard{}}
	r := newRandForTest(5)
	for i := range 300 {
		r.shuffle(all)
		c := hand.CountsOf(all[:13+i%2])
		s := riichi34(&c)
		want := regularOnly(&s)
		if got := d.Distance(&c, 4, true); got != want {
			t.Fatalf("%s: generic %d, tables %d", tile.Format(all[:13+i%2]), got, want)
		}
	}
}

func TestPairsDistance(t *testing.T) {
	for _, tc := range []struct {
		hand string
		n    int
		want int
	}{
		{"1122334455667z", 7, 0},
		{"11223344556677z", 7, -1},
		{"1c1c2c2c3c5c0z0z", 4, -1},
		{"1c1c2c3c5c6c0z", 4, 1},
		{"1c1c2c2c3c5c0z", 4, 0},
	} {
		c := hand.CountsOf(tile.MustParse(tc.hand))
		if got := PairsDistance(&c, tc.n, tile.Joker); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.hand, got, tc.want)
		}
	}
}
