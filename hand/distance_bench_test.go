package hand_test

import (
	"testing"

	"jantaku/hand"
)

// BenchmarkDistance measures the generic distance on the random hands of
// the distance tests, by grammar: the exact distance and the searches' test
// of being within one of it.
func BenchmarkDistance(b *testing.B) {
	for _, tc := range distanceCases {
		var hands []hand.Counts
		for _, c := range randomHands(tc.set, tc.d.Grammar, 1200, 11) {
			if tc.name != "momojan" || c.Total() <= 8 {
				hands = append(hands, c)
			}
		}
		b.Run(tc.name, func(b *testing.B) {
			d := tc.d
			for i := range b.N {
				c := hands[i%len(hands)]
				sets := (c.Total() + 1 - 2*b2i(tc.pair)) / 3
				if x := d.Distance(&c, sets, tc.pair); x >= 0 {
					d.Within(&c, sets, tc.pair, x-1)
				}
			}
		})
	}
}
