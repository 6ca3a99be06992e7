//go:build !race

package riichi

// raceEnabled is false without the race detector.
const raceEnabled = false
