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
	gateSituation    // a situational flag is set
	gateDora         // some dora, red five or ura dora
	gateFlush        // at most one suit, or no simples
	gateWholeYakuman // see mayBeWholeYakuman
	// Reading gates, tested for each reading.
	gateHonourSets // a triplet or quad of honours
	gateTriplets   // three triplets or quads
	gateOutside    // every set and the pair hold a terminal or honour
	gateSevenPairs // the seven-pairs form
	gateYakuman    // see mayBeYakuman
	numGates
)

// gateOf puts yaku behind gates; the others are always counted.
var gateOf = [numYaku]gate{
	YakuRiichi: gateSituation, YakuDoubleRiichi: gateSituation, YakuIppatsu: gateSituation,
	YakuHaitei: gateSituation, YakuHoutei: gateSituation, YakuRinshan: gateSituation,
	YakuChankan: gateSituation, YakuRenhouMangan: gateSituation,
	YakuOpenRiichi: gateSituation, YakuOpenRiichiDealtIn: gateSituation,
	YakuDora: gateDora, YakuAkaDora: gateDora, YakuUraDora: gateDora,
	YakuHonitsu: gateFlush, YakuChinitsu: gateFlush, YakuHonroutou: gateFlush,
	YakuTenhou: gateWholeYakuman, YakuChiihou: gateWholeYakuman, YakuRenhouYakuman: gateWholeYakuman,
	YakuTsuuiisou: gateWholeYakuman, YakuRyuuiisou: gateWholeYakuman, YakuChinroutou: gateWholeYakuman,
	YakuChuuren: gateWholeYakuman, YakuJunseiChuuren: gateWholeYakuman,
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
func (a *analysis) wholeGates() uint16 {
	c := &a.ctx
	open := uint16(1) << always
	if c.Riichi || c.DoubleRiichi || c.Ippatsu || c.Haitei || c.Houtei || c.Rinshan || c.Chankan || c.Renhou {
		open |= 1 << gateSituation
	}
	if a.dora+a.red+a.ura > 0 {
		open |= 1 << gateDora
	}
	if a.suits <= 1 || a.simples == 0 {
		open |= 1 << gateFlush
	}
	if a.mayBeWholeYakuman() {
		open |= 1 << gateWholeYakuman
	}
	return open
}

// readingGates returns a bit for each reading gate that is open.
func (a *analysis) readingGates() uint16 {
	open := uint16(1) << always
	if a.honourSets != 0 {
		open |= 1 << gateHonourSets
	}
	if a.form == regular && int(a.rd.n)-int(a.runs) >= 3 {
		open |= 1 << gateTriplets
	}
	if a.allOutside && a.form == regular {
		open |= 1 << gateOutside
	}
	if a.form == sevenPairs {
		open |= 1 << gateSevenPairs
	}
	if a.mayBeYakuman() {
		open |= 1 << gateYakuman
	}
	return open
}

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
