package momojan

import (
	"fmt"
	"testing"

	"jantaku/hand"
	"jantaku/tile"
)

func kindsOf(s string) []tile.Kind {
	var ks []tile.Kind
	for _, t := range tile.MustParse(s) {
		ks = append(ks, t.Kind())
	}
	return ks
}

// The set-validity examples of 順子, 刻子, 雀頭 and 槓子 in the text.
func TestGroups(t *testing.T) {
	tests := []struct {
		cards string
		want  hand.GroupKind // 0: not a group
	}{
		{"1l2p3l", hand.Sequence},    // [れもん1、もも2、れもん3]はOK
		{"3p4p5p", hand.Sequence},    // [もも3、もも4、もも5]はOK
		{"1l2o3o", 0},                // [れもん1、みかん2、みかん3]はNG
		{"7s8s9s", hand.Sequence},    // one fruit
		{"8l9l1l", 0},                // 9 does not join 1
		{"1l1o1s", hand.Triplet},     // [れもん1、みかん1、いちご1]はOK
		{"5p5l5s", hand.Triplet},     // peach counts as a suit
		{"555z", hand.Triplet},       // animals
		{"567z", 0},                  // no picture sequence
		{"111z", hand.Triplet},       // sun
		{"11z1l", hand.MixedTriplet}, // one card may be any 1
		{"22z1p", hand.MixedTriplet}, // the moon too
		{"1z1l1o", 0},                // only one card
		{"12z1l", 0},                 // sun and moon do not mix
		{"11z2l", 0},                 // only a 1
		{"5l5s", hand.Pair},          // a triplet less one card
		{"66z", hand.Pair},           // animals
		{"11z", hand.Pair},           // sun
		{"1z1l", 0},                  // 太陽、月は数牌の1と組み合わせてもアタマにはならない
		{"1l1o1s1p", hand.Quad},      // [れもん1、みかん1、いちご1、もも1]はOK
		{"7777z", hand.Quad},         // animals
		{"111z1l", 0},                // [太陽、太陽、太陽、れもん1]はNG
		{"5l5o5s", hand.Triplet},     // no peach needed
		{"1p2p3l", hand.Sequence},    // peach for two of lemon's cards
	}
	for _, tt := range tests {
		t.Run(tt.cards, func(t *testing.T) {
			g, ok := groupOf(kindsOf(tt.cards))
			got := hand.GroupKind(0)
			if ok {
				got = g.Kind
			}
			if got != tt.want {
				t.Errorf("%s: %v, want %v", tt.cards, got, tt.want)
			}
		})
	}
}

func TestDecompose(t *testing.T) {
	tests := []struct {
		cards string
		n     int // readings
	}{
		{"123l456o7l7s", 1},
		{"1z1z1l7l7s", 1},             // sun triplet closed by a 1
		{"1z1l7l7s", 0},               // 4 cards
		{"1l1o1s2l2o2s3p3l", 1},       // 123l 12o3p with 1s2s left is no reading
		{"1l1o1s2l2o2s3l3o3s5l5s", 2}, // three triplets, or three sequences
		{"1z1l", 0},
	}
	for _, tt := range tests {
		t.Run(tt.cards, func(t *testing.T) {
			rs := decompose(hand.CountsOf(tile.MustParse(tt.cards)))
			if len(rs) != tt.n {
				t.Errorf("%d readings, want %d: %v", len(rs), tt.n, rs)
			}
		})
	}
}

func ExampleVariant_Tiles() {
	set := Variant{}.Tiles(nil)
	fmt.Println(set.Size(), set.Copies(tile.Sun), set.Copies(tile.Dog), set.Copies(tile.K(Peach, 5)))
	// Output: 54 3 4 1
}
