package riichi

import "fmt"

// Evaluate values a winning hand under r. It returns an error wrapping
// ErrBadHand, ErrNoShape or ErrNoYaku when the hand does not win. Of all the
// ways to read the hand it keeps the one worth most.
func Evaluate(r *Rules, h Hand, ctx WinContext) (Score, error) {
	return Score{}, fmt.Errorf("%w: not implemented yet", ErrNoShape)
}

// Deltas returns the points each seat gains (negative: pays) for the win,
// honba and sticks included: the golden data's fenpei, by seat.
func Deltas(r *Rules, s Score, ctx WinContext) [Seats]int {
	var d [Seats]int
	return d
}
