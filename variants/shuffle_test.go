package variants_test

import (
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/variants"
)

// TestKeyDealsTheWalls checks that in every variant a ShuffleChaCha8 game
// deals from its key: the same seed with another key deals another wall.
// (maiko once dealt from the seed alone, so its walls were only as secret
// as 64 bits.)
func TestKeyDealsTheWalls(t *testing.T) {
	reg := variants.Registry()
	for _, id := range reg.IDs() {
		v, _ := reg.Get(id)
		var walls []string
		for _, key := range []string{strings.Repeat("ab", engine.KeyBytes), strings.Repeat("cd", engine.KeyBytes)} {
			g, _, err := engine.NewGame(v, engine.Config{Seed: 7, Shuffle: engine.ShuffleChaCha8, Key: key})
			if err != nil {
				t.Fatal(id, err)
			}
			w, ok := g.(engine.Walled)
			if !ok {
				t.Fatalf("%s deals no wall", id)
			}
			_, tiles := w.Wall()
			walls = append(walls, jsonOf(t, tiles))
		}
		if walls[0] == walls[1] {
			t.Errorf("%s: another key deals the same wall", id)
		}
	}
}
