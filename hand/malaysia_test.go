package hand

import (
	"testing"

	"jantaku/tile"
)

// TestMalaysianSets checks 「飛について」: a joker stands for any tile of a
// set, never a set on its own, and every reading of it is offered.
func TestMalaysianSets(t *testing.T) {
	tests := []struct {
		name, hand string
		shape      Shape
		want       string
	}{
		{"joker finishes an edge", "12p0z", Shape{1, false}, "12p0z:s1p"},
		{"one real tile and two jokers: every sequence and the triplet", "5p00z", Shape{1, false},
			"5p00z:t5p | 5p00z:s3p | 5p00z:s4p | 5p00z:s5p"},
		{"no set of jokers alone", "000z", Shape{1, false}, ""},
		{"no pair of jokers alone", "00z", Shape{0, true}, ""},
		{"honours take a joker only as a triplet", "11z0z", Shape{1, false}, "110z:t1z"},
		{"joker as the pair or inside the sequence", "3455p0z", Shape{1, true},
			"34p0z:s2p 55p:p5p | 345p:s3p 5p0z:p5p | 34p0z:s3p 55p:p5p"},
		{"a joker may stand in for a tile the hand holds", "1233p0z", Shape{1, true},
			"123p:s1p 3p0z:p3p | 12p0z:s1p 33p:p3p"},
		{"a joker finishes a sequence or a triplet", "66678p0z", Shape{2, false},
			"666p:t6p 78p0z:s6p | 666p:t6p 78p0z:s7p | 66p0z:t6p 678p:s6p"},
		{"pair of a real tile and a joker", "9p0z", Shape{0, true}, "9p0z:p9p"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs := Decompose(counts(tt.hand), Malaysian{}, tt.shape)
			if got := describe(rs); got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
			for _, r := range rs {
				for _, g := range r.Groups {
					if !(Malaysian{}).Valid(g) {
						t.Errorf("Groups offered %v, which Valid refuses", g)
					}
				}
			}
		})
	}
}

func TestMalaysianValid(t *testing.T) {
	j, p := tile.Joker, func(n int) tile.Kind { return tile.K(tile.Pin, n) }
	tests := []struct {
		name string
		g    Group
		want bool
	}{
		{"three jokers", Of(Triplet, p(5), j, j, j), false},
		{"joker pair", Of(Pair, j, j, j), false},
		{"joker pair standing for 5p", Of(Pair, p(5), j, j), false},
		{"joker in a sequence", Of(Sequence, p(3), p(3), j, p(5)), true},
		{"sequence with a gap", Of(Sequence, p(3), p(3), p(6), j), false},
		{"honour sequence", Of(Sequence, tile.East, tile.East, tile.South, j), false},
		{"triplet of two kinds", Of(Triplet, p(5), p(5), p(6), j), false},
		{"quad", Of(Quad, p(5), p(5), p(5), p(5), j), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := (Malaysian{}).Valid(tt.g); got != tt.want {
				t.Errorf("Valid(%v) = %v, want %v", tt.g, got, tt.want)
			}
		})
	}
}

// TestMalaysianSevenPairs checks 「七対子(同じ牌4枚使いの七対子は認めていない)」
// with jokers.
func TestMalaysianSevenPairs(t *testing.T) {
	tests := []struct {
		hand string
		want bool
	}{
		{"1122p3344z5566z77z", true},
		{"1122p3344z5566z7z0z", true},  // a joker pairs a single
		{"1p3p5p7p9p1z2z0000z", false}, // seven singles, four jokers
		{"1234p5z0000z11z22z", false},  // a fifth single with no joker
		{"1111p3344z5566z77z", false},  // four of a kind is not two pairs
		{"111p3344z5566z77z0z", false}, // nor three and a joker
		{"1122p3344z5566z00z", false},  // two jokers are not a pair
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			c := counts(tt.hand)
			r, ok := WildPairs(&c, 7, tile.Joker)
			if ok != tt.want {
				t.Fatalf("got %v, want %v", ok, tt.want)
			}
			if ok && (r.Form != SevenPairs || len(r.Groups) != 7) {
				t.Errorf("reading %v", r)
			}
		})
	}
}

// TestMalaysianOrphans checks 「国士無双(入っていない牌は飛で代用)」: the four
// terminals the set lacks are jokers.
func TestMalaysianOrphans(t *testing.T) {
	tests := []struct {
		hand string
		pair tile.Kind
		ok   bool
	}{
		{"19p12345677z0000z", tile.Red, true},
		{"119p1234567z0000z", tile.K(tile.Pin, 1), true},
		{"19p1234567z0000z", 0, false},   // thirteen tiles
		{"19p12345677z000z1z", 0, false}, // three jokers and two pairs
		{"1p12345677z0000z1p", 0, false}, // no 9p: the jokers are spoken for
		{"19p1234567z0000z5p", 0, false}, // a 5p is no orphan
		{"19p123456777z000z", 0, false},  // three 中
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			c := counts(tt.hand)
			pair, ok := MalaysianOrphans(&c)
			if ok != tt.ok || pair != tt.pair {
				t.Errorf("got %v %v, want %v %v", pair, ok, tt.pair, tt.ok)
			}
		})
	}
}
