package riichi

import "jantaku/tile"

// The functions of the yaku table. Each reads the analysis of one reading
// of the hand with the winning tile placed, and says how many times the
// yaku counts. Whether a concealed-only yaku may count, and which of two
// conflicting yaku stays, the table decides.

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func riichi(a *analysis) int       { return b2i(a.ctx.Riichi || a.ctx.DoubleRiichi) }
func doubleRiichi(a *analysis) int { return b2i(a.ctx.DoubleRiichi) }

// openRiichi is the han an open riichi adds to 立直 (2 han in all).
func openRiichi(a *analysis) int {
	return b2i(a.ctx.OpenRiichi && (a.ctx.Riichi || a.ctx.DoubleRiichi))
}

// openRiichiDealtIn: a seat not in riichi dealt into an open riichi.
func openRiichiDealtIn(a *analysis) int {
	return b2i(a.ctx.OpenDealtIn && !a.ctx.Tsumo && (a.ctx.Riichi || a.ctx.DoubleRiichi))
}
func ippatsu(a *analysis) int {
	return b2i(a.r.Ippatsu && a.ctx.Ippatsu && (a.ctx.Riichi || a.ctx.DoubleRiichi))
}
func haitei(a *analysis) int      { return b2i(a.ctx.Haitei && a.ctx.Tsumo) }
func houtei(a *analysis) int      { return b2i(a.ctx.Houtei && !a.ctx.Tsumo) }
func rinshan(a *analysis) int     { return b2i(a.ctx.Rinshan && a.ctx.Tsumo) }
func chankan(a *analysis) int     { return b2i(a.ctx.Chankan && !a.ctx.Tsumo) }
func menzenTsumo(a *analysis) int { return b2i(a.ctx.Tsumo) }

// seatWind, roundWind and dragon make the yakuhai functions: a triplet or
// quad of the kind.
func seatWind(i int) func(*analysis) int {
	k := tile.East + tile.Kind(i)
	return func(a *analysis) int { return b2i(a.seat == k && a.hasTriplet(k)) }
}

func roundWind(i int) func(*analysis) int {
	k := tile.East + tile.Kind(i)
	return func(a *analysis) int { return b2i(a.round == k && a.hasTriplet(k)) }
}

func dragon(i int) func(*analysis) int {
	k := tile.White + tile.Kind(i)
	return func(a *analysis) int { return b2i(a.hasTriplet(k)) }
}

func pinfu(a *analysis) int { return b2i(a.pinfuShape) }

func tanyao(a *analysis) int {
	return b2i(a.outside == 0 && (a.menzen || a.r.OpenTanyao))
}

func iipeikou(a *analysis) int   { return b2i(a.peikou == 1) }
func ryanpeikou(a *analysis) int { return b2i(a.peikou == 2) }

// sanshoku: runs of the same numbers in all three suits.
func sanshoku(a *analysis) int { return b2i(allSuits(&a.runSuits)) }

// allSuits reports whether some number has all three suit bits.
func allSuits(bySuit *[10]uint8) bool {
	for _, m := range bySuit {
		if m == 7 {
			return true
		}
	}
	return false
}

// ittsu: 123, 456 and 789 of one suit.
func ittsu(a *analysis) int {
	return b2i(a.runSuits[1]&a.runSuits[4]&a.runSuits[7] != 0)
}

// chanta and junchan: every set and the pair hold a terminal or honour,
// with at least one run (without one it is 混老頭).
func chanta(a *analysis) int  { return b2i(a.outsideHand() && a.honours > 0) }
func junchan(a *analysis) int { return b2i(a.outsideHand() && a.honours == 0) }

func chiitoitsu(a *analysis) int { return b2i(a.form == sevenPairs) }
func toitoi(a *analysis) int     { return b2i(a.form == regular && a.runs == 0) }
func sanankou(a *analysis) int   { return b2i(a.ankou == 3) }
func sankantsu(a *analysis) int  { return b2i(a.kans == 3) }

// sanshokuDoukou: triplets of one number in all three suits.
func sanshokuDoukou(a *analysis) int { return b2i(allSuits(&a.tripletSuits)) }

func honroutou(a *analysis) int { return b2i(a.simples == 0 && a.form != orphans) }

func shousangen(a *analysis) int {
	return b2i(a.form == regular && a.pair() >= tile.White && a.triplets(tile.White, tile.Red) == 2)
}

func honitsu(a *analysis) int  { return b2i(a.suits == 1 && a.honours > 0) }
func chinitsu(a *analysis) int { return b2i(a.suits == 1 && a.honours == 0) }

func renhouMangan(a *analysis) int {
	return b2i(a.r.renhouMangan && a.ctx.Renhou && !a.ctx.Tsumo)
}

func renhouYakuman(a *analysis) int {
	return b2i(a.r.renhouYakuman && a.ctx.Renhou && !a.ctx.Tsumo)
}

func tenhou(a *analysis) int  { return b2i(a.ctx.Tenhou && a.ctx.Tsumo && a.isDealer()) }
func chiihou(a *analysis) int { return b2i(a.ctx.Chiihou && a.ctx.Tsumo && !a.isDealer()) }

func kokushi(a *analysis) int   { return b2i(a.form == orphans) }
func kokushi13(a *analysis) int { return b2i(a.form == orphans && a.conc[a.win] == 2) }

func suuankou(a *analysis) int      { return b2i(a.ankou == 4) }
func suuankouTanki(a *analysis) int { return b2i(a.ankou == 4 && a.wait == tanki) }

func daisangen(a *analysis) int { return b2i(a.triplets(tile.White, tile.Red) == 3) }

func shousuushii(a *analysis) int {
	p := a.pair()
	return b2i(p >= tile.East && p <= tile.North && a.triplets(tile.East, tile.North) == 3)
}

func daisuushii(a *analysis) int { return b2i(a.triplets(tile.East, tile.North) == 4) }
func tsuuiisou(a *analysis) int  { return b2i(a.simples == 0 && a.terminals == 0) }
func ryuuiisou(a *analysis) int  { return b2i(a.green) }
func chinroutou(a *analysis) int { return b2i(a.simples == 0 && a.honours == 0) }
func suukantsu(a *analysis) int  { return b2i(a.kans == 4) }

// chuuren: 1112345678999 of one suit plus one more, all concealed.
func chuuren(a *analysis) int {
	first, ok := a.chuurenSuit()
	if !ok {
		return 0
	}
	for n := 0; n < 9; n++ {
		if a.conc[first+tile.Kind(n)] < chuurenShape[n] {
			return 0
		}
	}
	return 1
}

// junseiChuuren: the hand without the winning tile is exactly 1112345678999.
func junseiChuuren(a *analysis) int {
	if chuuren(a) == 0 {
		return 0
	}
	first, _ := a.chuurenSuit()
	for n := 0; n < 9; n++ {
		k := first + tile.Kind(n)
		if int(a.conc[k])-b2i(k == a.win) != int(chuurenShape[n]) {
			return 0
		}
	}
	return 1
}

var chuurenShape = [9]uint8{3, 1, 1, 1, 1, 1, 1, 1, 3}

func dora(a *analysis) int    { return a.dora }
func akaDora(a *analysis) int { return a.red }
func uraDora(a *analysis) int { return a.ura }
