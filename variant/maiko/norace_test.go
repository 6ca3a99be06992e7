//go:build !race

package maiko

// raceEnabled is false without the race detector.
const raceEnabled = false
