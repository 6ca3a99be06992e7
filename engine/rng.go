package engine

import (
	"math/bits"
	"math/rand/v2"
)

// Rand is the seeded generator behind every shuffle: SplitMix64 (Steele,
// Lea and Flood, 2014), chosen because it is tiny, fast and fully specified,
// so a record's seed replays the same walls in any build, forever.
//
// Each step adds 0x9E3779B97F4A7C15 to the state and mixes it:
//
//	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
//	z = (z ^ z>>27) * 0x94D049BB133111EB
//	z = z ^ z>>31
//
// Bounded numbers use Lemire's multiply-and-reject method, and Shuffle is
// Fisher-Yates from the last position down. Do not change any of this:
// records depend on it.
//
// A Rand made by Shuffler.Hand for a keyed game draws from ChaCha8
// instead, with the same IntN and Shuffle on top.
type Rand struct {
	state uint64
	cc    *rand.ChaCha8 // set: draw from it instead
}

// NewRand returns a generator seeded with seed.
func NewRand(seed uint64) *Rand { return &Rand{state: seed} }

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	if r.cc != nil {
		return r.cc.Uint64()
	}
	r.state += 0x9E3779B97F4A7C15
	z := r.state
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// IntN returns a uniform number in [0, n); n must be positive.
func (r *Rand) IntN(n int) int {
	bound := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound
		for lo < threshold {
			hi, lo = bits.Mul64(r.Uint64(), bound)
		}
	}
	return int(hi)
}

// Shuffle permutes n items with Fisher-Yates, calling swap(i, j).
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// HandSeed derives the seed of hand number hand of a game seeded with seed, so
// each hand's wall is fixed by (seed, hand) alone.
func HandSeed(seed uint64, hand int) uint64 {
	r := Rand{state: seed ^ uint64(hand)*0xD1B54A32D192ED03}
	return r.Uint64()
}
