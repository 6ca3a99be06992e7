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
	gateTsumo        // a win on a drawn tile
	gateSimples      // no terminal or honour
	gateRiichi       // in riichi
	gateOpenRiichi   // an open riichi, or a deal into one
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
	gateRuns       // three runs starting at different numbers of a suit, or runs in all suits
	gateWindSets   // a triplet or quad of the seat or round wind
	gateDragonSets // a triplet or quad of dragons
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
	YakuMenzenTsumo: gateTsumo, YakuTanyao: gateSimples,
	YakuRiichi: gateRiichi, YakuDoubleRiichi: gateRiichi, YakuIppatsu: gateRiichi,
	YakuOpenRiichi: gateOpenRiichi, YakuOpenRiichiDealtIn: gateOpenRiichi,
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
	YakuRoundEast: gateWindSets, YakuRoundSouth: gateWindSets, YakuRoundWest: gateWindSets,
	YakuRoundNorth: gateWindSets, YakuSeatEast: gateWindSets, YakuSeatSouth: gateWindSets,
	YakuSeatWest: gateWindSets, YakuSeatNorth: gateWindSets,
	YakuWhite: gateDragonSets, YakuGreen: gateDragonSets, YakuRed: gateDragonSets,
	YakuShousangen: gateDragonSets,
	YakuToitoi:     gateTriplets, YakuSanankou: gateTriplets, YakuSankantsu: gateTriplets,
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
	open |= gateSet(b2i(c.Tsumo)) << gateTsumo
	open |= gateSet(b2i(a.terminals+a.honours == 0)) << gateSimples
	open |= gateSet(b2i(c.Riichi || c.DoubleRiichi)) << gateRiichi
	open |= gateSet(b2i(c.OpenRiichi || c.OpenDealtIn)) << gateOpenRiichi
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
	open |= gateSet(b2i(a.mayBeStraightOrTriple())) << gateRuns
	winds := uint8(1)<<a.seat.Number() | uint8(1)<<a.round.Number()
	open |= gateSet(b2i(a.honourSets&winds != 0)) << gateWindSets
	open |= gateSet(b2i(a.honourSets&dragonNumbers != 0)) << gateDragonSets
	open |= gateSet(b2i(a.form == regular && int(a.rd.n)-int(a.runs) >= 3)) << gateTriplets
	open |= gateSet(b2i(a.allOutside && a.form == regular)) << gateOutside
	open |= gateSet(b2i(a.form == sevenPairs)) << gateSevenPairs
	open |= gateSet(b2i(a.mayBeYakuman())) << gateYakuman
	return open
}

// dragonNumbers has bit n for the honour numbers of the dragons (5-7z).
const dragonNumbers = 1<<5 | 1<<6 | 1<<7

// mayBeStraightOrTriple: 一気通貫 needs runs at three numbers of a suit,
// 三色同順 a run in every suit.
func (a *analysis) mayBeStraightOrTriple() bool {
	r := &a.runStarts
	return r[0] != 0 && r[1] != 0 && r[2] != 0 ||
		bits.OnesCount16(r[0]) >= 3 || bits.OnesCount16(r[1]) >= 3 || bits.OnesCount16(r[2]) >= 3
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
