package hand_test

import (
	"fmt"
	"strings"

	"jantaku/hand"
	"jantaku/tile"
)

// A peach-only sequence stands for any fruit, so it is offered once per
// fruit; the sun pair with a lemon 1 is a mixed triplet.
func ExampleMomojan() {
	c := hand.CountsOf(tile.MustParse("345p11z1l8s8o"))
	shape, _ := hand.PairAndSets(c.Total())
	for _, r := range hand.Decompose(c, hand.Momojan{}, shape) {
		var gs []string
		for _, g := range r.Groups {
			gs = append(gs, fmt.Sprintf("%v as %v", g.Kind, g.As))
		}
		fmt.Println(strings.Join(gs, ", "))
	}
	// Output:
	// sequence as 3s, pair as 8p, mixed triplet as 1z
	// sequence as 3l, pair as 8p, mixed triplet as 1z
	// sequence as 3o, pair as 8p, mixed triplet as 1z
}

// Waits lists each winning kind with how it finishes the hand.
func ExampleWaits() {
	c := hand.CountsOf(tile.MustParse("1112345678999m"))
	set := tile.Riichi([3]int{1, 1, 1})
	for _, w := range hand.Waits(c, hand.Standard{}, hand.Shape{Sets: 4, Pair: true}, set) {
		fmt.Print(w.Kind, ":")
		for _, r := range w.Readings {
			fmt.Print(" ", r.Shape)
		}
		fmt.Println()
	}
	// Output:
	// 1m: triplet side
	// 2m: pair
	// 3m: edge side
	// 4m: side side
	// 5m: pair
	// 6m: side side
	// 7m: side edge
	// 8m: pair
	// 9m: side triplet
}

// A Malaysian joker stands in for any tile of a set, and each group says
// what it stands for.
func ExampleMalaysian() {
	c := hand.CountsOf(tile.MustParse("66678p0z"))
	for _, r := range hand.Decompose(c, hand.Malaysian{}, hand.Shape{Sets: 2}) {
		var gs []string
		for _, g := range r.Groups {
			gs = append(gs, fmt.Sprintf("%v as %v", g.Kind, g.As))
		}
		fmt.Println(strings.Join(gs, ", "))
	}
	// Output:
	// triplet as 6p, sequence as 6p
	// triplet as 6p, sequence as 7p
	// triplet as 6p, sequence as 6p
}
