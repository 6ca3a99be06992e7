package bot

import (
	"jantaku/engine"
	"jantaku/hand/shanten"
	"jantaku/tile"
)

type randForTest struct{ r *engine.Rand }

func newRandForTest(seed uint64) randForTest { return randForTest{engine.NewRand(seed)} }

func (r randForTest) shuffle(ts []tile.Tile) {
	r.r.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
}

func regularOnly(c *shanten.Counts) int { return shanten.Regular(c, 0) }
