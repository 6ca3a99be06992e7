package riichi

import "math/bits"

// Fast gates: quick tests that a hand cannot have any yaku of a group, so
// their functions are not called at all. Each is a necessary condition,
// checked against the yaku functions by TestGates.

// gate names a fast test.
type gate uint8

const (
	always gate = iota
	// Whole-hand gates, tested once per hand.
	gateRiichi       // in riichi
	gateLastTile     // the last tile of the wall or the last discard
	gateKanWin       // a win on a kan's replacement tile or a robbed kan
	gateFirstTurn    // a win in the first go-around (天和, 地和, 人和)
	gateDora         // some dora
	gateRed          // some red five
	gateUra          // some ura dora
	gateFlush        // at most one suit, or no simples
	gateWholeYakuman // see mayBeWholeYakuman
	// Reading gates, tested for each reading.
	gatePeikou     // two identical concealed runs
	gateRuns       // three runs
	gateHonourSets // a triplet or quad of honours
	gateTriplets   // three triplets or quads
	gateOutside    // every set and the pair hold a terminal or honour
	gateSevenPairs // the seven-pairs form
	gateYakuman    // see mayBeYakuman
	numGates
)

// gateSet holds a bit for each open gate.
type gateSet uint32

// gateOf puts yaku behind gates; the others are always counted.
var gateOf = [numYaku]gate{
	YakuRiichi: gateRiichi, YakuDoubleRiichi: gateRiichi, YakuIppatsu: gateRiichi,
	YakuOpenRiichi: gateRiichi, YakuOpenRiichiDealtIn: gateRiichi,
	YakuHaitei: gateLastTile, YakuHoutei: gateLastTile,
	YakuRinshan: gateKanWin, YakuChankan: gateKanWin,
	YakuRenhouMangan: gateFirstTurn, YakuTenhou: gateFirstTurn, YakuChiihou: gateFirstTurn,
	YakuRenhouYakuman: gateFirstTurn,
	YakuDora:          gateDora, YakuAkaDora: gateRed, YakuUraDora: gateUra,
	YakuHonitsu: gateFlush, YakuChinitsu: gateFlush, YakuHonroutou: gateFlush,
	YakuTsuuiisou: gateWholeYakuman, YakuRyuuiisou: gateWholeYakuman, YakuChinroutou: gateWholeYakuman,
	YakuChuuren: gateWholeYakuman, YakuJunseiChuuren: gateWholeYakuman,
	YakuIipeikou: gatePeikou, YakuRyanpeikou: gatePeikou,
	YakuSanshoku: gateRuns, YakuIttsu: gateRuns,
	YakuRoundEast: gateHonourSets, YakuRoundSouth: gateHonourSets, YakuRoundWest: gateHonourSets,
	YakuRoundNorth: gateHonourSets, YakuSeatEast: gateHonourSets, YakuSeatSouth: gateHonourSets,
	YakuSeatWest: gateHonourSets, YakuSeatNorth: gateHonourSets, YakuWhite: gateHonourSets,
	YakuGreen: gateHonourSets, YakuRed: gateHonourSets, YakuShousangen: gateHonourSets,
	YakuToitoi: gateTriplets, YakuSanankou: gateTriplets, YakuSankantsu: gateTriplets,
	YakuSanshokuDoukou: gateTriplets,
	YakuChanta:         gateOutside, YakuJunchan: gateOutside,
	YakuChiitoitsu: gateSevenPairs,
	YakuKokushi:    gateYakuman, YakuKokushi13: gateYakuman, YakuSuuankou: gateYakuman,
	YakuSuuankouTanki: gateYakuman, YakuDaisangen: gateYakuman, YakuShousuushii: gateYakuman,
	YakuDaisuushii: gateYakuman, YakuSuukantsu: gateYakuman,
}

// wholeGates returns a bit for each whole-hand gate that is open.
func (a *analysis) wholeGates() gateSet {
	c := &a.ctx
	open := gateSet(1) << always
	open |= gateSet(b2i(c.Riichi || c.DoubleRiichi)) << gateRiichi
	open |= gateSet(b2i(c.Haitei || c.Houtei)) << gateLastTile
	open |= gateSet(b2i(c.Rinshan || c.Chankan)) << gateKanWin
	open |= gateSet(b2i(c.Tenhou || c.Chiihou || c.Renhou)) << gateFirstTurn
	open |= gateSet(b2i(a.dora > 0)) << gateDora
	open |= gateSet(b2i(a.red > 0)) << gateRed
	open |= gateSet(b2i(a.ura > 0)) << gateUra
	open |= gateSet(b2i(a.suits <= 1 || a.simples == 0)) << gateFlush
	open |= gateSet(b2i(a.mayBeWholeYakuman())) << gateWholeYakuman
	return open
}

// readingGates returns a bit for each reading gate that is open.
func (a *analysis) readingGates() gateSet {
	open := gateSet(1) << always
	open |= gateSet(b2i(a.peikou > 0)) << gatePeikou
	open |= gateSet(b2i(a.runs >= 3)) << gateRuns
	open |= gateSet(b2i(a.honourSets != 0)) << gateHonourSets
	open |= gateSet(b2i(a.form == regular && int(a.rd.n)-int(a.runs) >= 3)) << gateTriplets
	open |= gateSet(b2i(a.allOutside && a.form == regular)) << gateOutside
	open |= gateSet(b2i(a.form == sevenPairs)) << gateSevenPairs
	open |= gateSet(b2i(a.mayBeYakuman())) << gateYakuman
	return open
}

// mayBeYakuman: each yakuman of a reading needs thirteen orphans, four
// concealed triplets, four quads, or three sets of honours.
func (a *analysis) mayBeYakuman() bool {
	return a.form == orphans || a.ankou == 4 || a.kans == 4 || bits.OnesCount8(a.honourSets) >= 3
}

// mayBeWholeYakuman: each whole-hand yakuman but the first-turn wins
// needs no simples (字一色, 清老頭), only green tiles, or one suit with
// no honour and no meld (九蓮宝燈).
func (a *analysis) mayBeWholeYakuman() bool {
	return a.simples == 0 || a.green || a.oneSuitConcealed()
}
