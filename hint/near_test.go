package hint

import (
	"testing"

	"jantaku/hand"
	"jantaku/tile"
)

func TestNearShanten(t *testing.T) {
	for _, tc := range []struct {
		name  string
		set   *tile.Set
		g     hand.Grammar
		held  string
		extra bool
		want  int
	}{
		{"suzume ready", tile.Suzume(), hand.Standard{}, "22456s", false, 0},
		{"suzume one away", tile.Suzume(), hand.Standard{}, "13579s", false, 1},
		{"suzume two away", tile.Suzume(), hand.Standard{}, "159s67z", false, far},
		{"suzume finished", tile.Suzume(), hand.Standard{}, "222456s", true, -1},
		{"suzume ready after a discard", tile.Suzume(), hand.Standard{}, "224567s", true, 0},
		{"trump ready", tile.Trump(), hand.Standard{}, "1234567c", false, 0},
		{"trump one away after a discard", tile.Trump(), hand.Standard{}, "1357c5z6z7z0z", true, far},
		{"malaysia one away", tile.Malaysia(), hand.Malaysian{}, "123p456p789p11z5z7z", false, 1},
		{"malaysia two away", tile.Malaysia(), hand.Malaysian{}, "123p456p789p1z3z5z7z", false, far},
		{"malaysia joker makes ready", tile.Malaysia(), hand.Malaysian{}, "123p456p789p1z0z5z7z", false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := nearShanten(tile.MustParse(tc.held), tc.g, tc.set, tc.extra); got != tc.want {
				t.Errorf("got %d, want %d", got, tc.want)
			}
		})
	}
}

func BenchmarkNearShantenMalaysia(b *testing.B) {
	held := tile.MustParse("1p3p5p7p9p1z2z3z4z5z6z7z0z1p")
	for b.Loop() {
		nearShanten(held, hand.Malaysian{}, tile.Malaysia(), true)
	}
}

func BenchmarkNearShantenTrump(b *testing.B) {
	held := tile.MustParse("1357c5z6z7z0z")
	for b.Loop() {
		nearShanten(held, hand.Standard{}, tile.Trump(), true)
	}
}
