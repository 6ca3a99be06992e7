package shanten_test

import (
	"fmt"

	"jantaku/hand/shanten"
)

func ExampleRegular() {
	// 123m 456m 789m 1111p: it looks like a wait on 1p, but all four
	// 1p are in the hand already, so it is one exchange from tenpai.
	var c shanten.Counts
	for i := 0; i < 9; i++ {
		c[i] = 1 // 1m-9m
	}
	c[9] = 4 // 1p
	fmt.Println(shanten.Regular(&c, 0))

	c[9] = 3 // 111p and a free tile: tanki, tenpai
	c[33] = 1
	fmt.Println(shanten.Regular(&c, 0))
	// Output:
	// 1
	// 0
}

func ExampleOf() {
	// 11m 22p 33s 44s 55z 66z 7z: six pairs, tenpai for seven pairs.
	var c shanten.Counts
	for _, i := range []int{0, 10, 20, 21, 31, 32} {
		c[i] = 2
	}
	c[33] = 1
	fmt.Println(shanten.Regular(&c, 0), shanten.SevenPairs(&c), shanten.Of(&c, 0))
	// Output: 3 0 0
}
