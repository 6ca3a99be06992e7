package engine

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
)

// The generators behind a game's walls, as Config.Shuffle names them. A
// record names its generator, so every record replays as it was dealt.
const (
	// ShuffleSeeded is SplitMix64 from Config.Seed: sims, tests, replays of
	// chosen seeds, and every record made before keys existed. Anyone who
	// knows the seed knows every wall.
	ShuffleSeeded = ""
	// ShuffleChaCha8 deals each hand from ChaCha8 (math/rand/v2) seeded by
	// HMAC-SHA256(Config.Key, "jantaku/hand" | hand | stream): 256 secret
	// bits behind every wall, and one hand's wall says nothing of another's.
	ShuffleChaCha8 = "chacha8"
)

// KeyBytes is the length of a ShuffleChaCha8 key.
const KeyBytes = 32

// Shuffler makes each hand's generator for a game.
type Shuffler struct {
	seed uint64
	key  []byte // nil: seeded
}

// Seeded returns the shuffler of ShuffleSeeded with seed.
func Seeded(seed uint64) Shuffler { return Shuffler{seed: seed} }

// Shuffler returns the game's shuffler. NewGame has checked the key.
func (c Config) Shuffler() Shuffler {
	if c.Shuffle == ShuffleChaCha8 {
		k, _ := hex.DecodeString(c.Key)
		return Shuffler{key: k}
	}
	return Seeded(c.Seed)
}

// checkShuffle checks that the config names a known generator with what it
// needs.
func (c Config) checkShuffle() error {
	switch c.Shuffle {
	case ShuffleSeeded:
		if c.Key != "" {
			return fmt.Errorf("a key is for shuffle %q only", ShuffleChaCha8)
		}
	case ShuffleChaCha8:
		if k, err := hex.DecodeString(c.Key); err != nil || len(k) != KeyBytes {
			return fmt.Errorf("shuffle %s needs a key of %d hex digits", ShuffleChaCha8, 2*KeyBytes)
		}
	default:
		return fmt.Errorf("unknown shuffle %q (known: %q, %q)", c.Shuffle, ShuffleSeeded, ShuffleChaCha8)
	}
	return nil
}

// Hand returns the generator of hand number hand; stream tells apart the
// draws of one hand (0 for the wall, a variant's constant for its dice).
// Seeded, it is NewRand(HandSeed(seed, hand) ^ stream), as it always was.
func (s Shuffler) Hand(hand int, stream uint64) *Rand {
	if s.key == nil {
		return NewRand(HandSeed(s.seed, hand) ^ stream)
	}
	m := hmac.New(sha256.New, s.key)
	var b [len("jantaku/hand") + 16]byte
	n := copy(b[:], "jantaku/hand")
	binary.BigEndian.PutUint64(b[n:], uint64(hand))
	binary.BigEndian.PutUint64(b[n+8:], stream)
	m.Write(b[:])
	var seed [32]byte
	copy(seed[:], m.Sum(nil))
	return &Rand{cc: rand.NewChaCha8(seed)}
}
