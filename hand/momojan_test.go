package hand

import (
	"testing"

	"jantaku/tile"
)

// describe writes readings with each group's meaning: tiles, then after a
// colon its shape (p pair, s sequence, t triplet, x mixed triplet) and As.
func describe(rs []Reading) string {
	return formatReadings(rs, func(g Group) string {
		shape := map[GroupKind]string{Pair: "p", Sequence: "s", Triplet: "t", MixedTriplet: "x", Single: "1"}[g.Kind]
		return ":" + shape + g.As.String()
	})
}

func counts(s string) Counts { return CountsOf(tile.MustParse(s)) }

// TestMomojanSets checks every example of 「メンツの成立要件」.
func TestMomojanSets(t *testing.T) {
	tests := []struct {
		name, hand string
		shape      Shape
		want       string
	}{
		{"[れもん1、もも2、れもん3] OK", "1l2p3l", Shape{1, false}, "2p13l:s1l"},
		{"[もも3、もも4、もも5] OK for every fruit", "345p", Shape{1, false},
			"345p:s3s | 345p:s3l | 345p:s3o"},
		{"[れもん1、みかん2、みかん3] NG", "1l23o", Shape{1, false}, ""},
		{"[れもん1、みかん1、いちご1] OK", "1l1o1s", Shape{1, false}, "1s1l1o:t1p"},
		{"three of one number, peach among them", "7p7l7o", Shape{1, false}, "7p7l7o:t7p"},
		{"number pair of two suits", "8o8s", Shape{0, true}, "8s8o:p8p"},
		{"animal triplet", "555z", Shape{1, false}, "555z:t5z"},
		{"animals do not mix", "567z", Shape{1, false}, ""},
		{"sun triplet", "111z", Shape{1, false}, "111z:t1z"},
		{"sun, sun and lemon 1 is a triplet without the sun yaku", "11z1l", Shape{1, false}, "11z1l:x1z"},
		{"moon, moon and peach 1", "1p22z", Shape{1, false}, "1p22z:x2z"},
		{"sun and moon with a 1 do not mix", "12z1l", Shape{1, false}, ""},
		{"sun and lemon 1 are no pair", "1z1l", Shape{0, true}, ""},
		{"sun pair", "11z", Shape{0, true}, "11z:p1z"},
		{"9 does not join 1", "89l1p", Shape{1, false}, ""},
		{"a whole 11-card hand", "1l2p3l345p11z1s8o8s", Shape{3, true},
			"23p1s:s1s 45p3l:s3l 8s8o:p8p 11z1l:x1z | 23p1l:s1l 45p3l:s3l 1s11z:x1z 8s8o:p8p | " +
				"2p13l:s1l 345p:s3s 1s11z:x1z 8s8o:p8p | 2p13l:s1l 345p:s3l 1s11z:x1z 8s8o:p8p | " +
				"2p13l:s1l 345p:s3o 1s11z:x1z 8s8o:p8p"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs := Decompose(counts(tt.hand), Momojan{}, tt.shape)
			if got := describe(rs); got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
			for _, r := range rs {
				for _, g := range r.Groups {
					if !(Momojan{}).Valid(g) {
						t.Errorf("Groups offered %v, which Valid refuses", g)
					}
				}
			}
		})
	}
}

// TestMomojanValid checks melds against the text: 「数牌1を1枚加えても槓子に
// はならない」 and the NG examples.
func TestMomojanValid(t *testing.T) {
	sun, l1 := tile.Sun, tile.K(tile.Lemon, 1)
	tests := []struct {
		name string
		g    Group
		want bool
	}{
		{"[太陽、太陽、太陽、れもん1] is no quad", Of(Quad, sun, sun, sun, sun, l1), false},
		{"sun triplet", Of(Triplet, sun, sun, sun, sun), true},
		{"sun, sun, lemon 1", Of(MixedTriplet, sun, sun, sun, l1), true},
		{"sun, lemon 1, orange 1", Of(MixedTriplet, sun, sun, l1, tile.K(tile.Orange, 1)), false},
		{"sun, sun, lemon 2", Of(MixedTriplet, sun, sun, sun, tile.K(tile.Lemon, 2)), false},
		{"mixed triplet read as a pure one", Of(Triplet, sun, sun, sun, l1), false},
		{"sun and lemon 1 pair", Of(Pair, sun, sun, l1), false},
		{"lemon 1 mikan 2 mikan 3", Of(Sequence, tile.K(tile.Orange, 1), l1, tile.K(tile.Orange, 2), tile.K(tile.Orange, 3)), false},
		{"peach sequence as strawberry", Of(Sequence, tile.K(tile.Sou, 3), tile.K(tile.Pin, 3), tile.K(tile.Pin, 4), tile.K(tile.Pin, 5)), true},
		{"peach sequence as peach", Of(Sequence, tile.K(tile.Pin, 3), tile.K(tile.Pin, 3), tile.K(tile.Pin, 4), tile.K(tile.Pin, 5)), false},
		{"two lemon 4s are no pair", Of(Pair, tile.K(tile.Pin, 4), tile.K(tile.Lemon, 4), tile.K(tile.Lemon, 4)), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := (Momojan{}).Valid(tt.g); got != tt.want {
				t.Errorf("Valid(%v) = %v, want %v", tt.g, got, tt.want)
			}
		})
	}
}

func TestPairAndSets(t *testing.T) {
	for n, want := range map[int]Shape{2: {0, true}, 11: {3, true}, 14: {4, true}, 23: {7, true}} {
		if got, ok := PairAndSets(n); !ok || got != want {
			t.Errorf("PairAndSets(%d) = %v %v, want %v", n, got, ok, want)
		}
	}
	for _, n := range []int{-1, 0, 1, 3, 10, 12} {
		if _, ok := PairAndSets(n); ok {
			t.Errorf("PairAndSets(%d) accepted", n)
		}
	}
}
