package riichi

import (
	"math/bits"
)

// Fast gates: quick tests that a hand cannot have any of a group of rare
// yaku, so their functions are not called at all. Each is a necessary
// condition, checked against the yaku functions by TestGates.

// needsHonourSet marks the yaku that need a triplet or quad of honours:
// the yakuhai and 小三元.
var needsHonourSet = func() (m [numYaku]bool) {
	for id := YakuRoundEast; id <= YakuRed; id++ {
		m[id] = true
	}
	m[YakuShousangen] = true
	return m
}()

// mayBeYakuman: each yakuman of a reading needs thirteen orphans, four
// concealed triplets, four quads, or three sets of honours.
func (a *analysis) mayBeYakuman() bool {
	return a.form == orphans || a.ankou == 4 || a.kans == 4 || bits.OnesCount8(a.honourSets) >= 3
}

// mayBeWholeYakuman: each whole-hand yakuman needs a first-turn win, no
// simples (字一色, 清老頭), only green tiles, or one suit with no honour
// and no meld (九蓮宝燈).
func (a *analysis) mayBeWholeYakuman() bool {
	c := &a.ctx
	return c.Tenhou || c.Chiihou || c.Renhou || a.simples == 0 || a.green ||
		a.called == 0 && a.suits == 1 && a.honours == 0
}
