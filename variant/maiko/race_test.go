//go:build race

package maiko

// raceEnabled shortens the simulation under the race detector.
const raceEnabled = true
