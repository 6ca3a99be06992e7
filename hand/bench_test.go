package hand

import (
	"testing"

	"jantaku/tile"
)

type benchCase struct {
	name, hand string
	g          Grammar
	shape      Shape
	set        *tile.Set
}

// Typical hands: riichi wins (simple, many readings, seven-pairs-like,
// pure straight, triplets), MOMOJAN hands of 10 to 14 cards, Malaysian
// hands with one and two jokers.
var (
	riichiSet   = tile.Riichi([3]int{1, 1, 1})
	momojanSet  = tile.Momojan()
	malaysiaSet = tile.Malaysia()

	decomposeCases = []benchCase{
		{"riichi/simple", "123m456p789s11122z", Standard{}, Shape{4, true}, riichiSet},
		{"riichi/triplets", "111222333m44455s", Standard{}, Shape{4, true}, riichiSet},
		{"riichi/pairs", "22334455667788p", Standard{}, Shape{4, true}, riichiSet},
		{"riichi/straight", "123456789m11p345s", Standard{}, Shape{4, true}, riichiSet},
		{"riichi/many", "11122233344455m", Standard{}, Shape{4, true}, riichiSet},
		{"momojan/11", "1l2p3l345p11z1s8o8s", Momojan{}, Shape{3, true}, momojanSet},
		{"momojan/14", "123l456o789s555z22z", Momojan{}, Shape{4, true}, momojanSet},
		{"momojan/14peach", "1234p567s5l3o666z77z", Momojan{}, Shape{4, true}, momojanSet},
		{"malaysia/1joker", "123p456p789p11z22z0z", Malaysian{}, Shape{4, true}, malaysiaSet},
		{"malaysia/2jokers", "234p456p78p111z5z00z", Malaysian{}, Shape{4, true}, malaysiaSet},
	}
	waitCases = []benchCase{
		{"riichi/2sided", "23m456p789s111z22z", Standard{}, Shape{4, true}, riichiSet},
		{"riichi/9gates", "1112345678999m", Standard{}, Shape{4, true}, riichiSet},
		{"riichi/noten", "147m258p369s1357z", Standard{}, Shape{4, true}, riichiSet},
		{"momojan/10", "34l555z666z77z", Momojan{}, Shape{3, true}, momojanSet},
		{"momojan/13", "34p567s123l555z66z", Momojan{}, Shape{4, true}, momojanSet},
		{"malaysia/1joker", "123p456p789p11z5p0z", Malaysian{}, Shape{4, true}, malaysiaSet},
		{"malaysia/nojoker", "123p456p789p11z55p", Malaysian{}, Shape{4, true}, malaysiaSet},
	}
)

func BenchmarkDecompose(b *testing.B) {
	for _, bc := range decomposeCases {
		c := counts(bc.hand)
		if len(Decompose(c, bc.g, bc.shape)) == 0 {
			b.Fatalf("%s: %s has no reading", bc.name, bc.hand)
		}
		b.Run("new/"+bc.name, func(b *testing.B) {
			for b.Loop() {
				Decompose(c, bc.g, bc.shape)
			}
		})
		b.Run("reuse/"+bc.name, func(b *testing.B) {
			var d Decomposer
			for b.Loop() {
				d.Decompose(c, bc.g, bc.shape)
			}
		})
	}
}

func BenchmarkWaits(b *testing.B) {
	for _, bc := range waitCases {
		c := counts(bc.hand)
		if c.Total()+1 != bc.shape.Tiles() {
			b.Fatalf("%s: %d tiles", bc.name, c.Total())
		}
		b.Run("new/"+bc.name, func(b *testing.B) {
			for b.Loop() {
				Waits(c, bc.g, bc.shape, bc.set)
			}
		})
		b.Run("reuse/"+bc.name, func(b *testing.B) {
			var w Waiter
			for b.Loop() {
				w.Waits(c, bc.g, bc.shape, bc.set)
			}
		})
	}
}

var calibrateSink int

// BenchmarkCalibrate is a fixed loop of 100 additions, about 30 ns on an
// idle 3 GHz core; next to the figures above it shows how loaded the
// machine was.
func BenchmarkCalibrate(b *testing.B) {
	x := 0
	for i := 0; b.Loop(); i++ {
		for j := 0; j < 100; j++ {
			x += j ^ i
		}
	}
	calibrateSink = x
}
