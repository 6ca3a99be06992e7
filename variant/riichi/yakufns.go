package riichi

import "jantaku/tile"

// The functions of the yaku table. Each reads the facts of one reading
// of the hand with the winning tile placed, and says how many times the
// yaku counts. Whether a concealed-only yaku may count, and which of two
// conflicting yaku stays, the table decides.

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func riichi(f facts) int       { return b2i(f.ctx.Riichi || f.ctx.DoubleRiichi) }
func doubleRiichi(f facts) int { return b2i(f.ctx.DoubleRiichi) }

// openRiichi is the han an open riichi adds to 立直 (2 han in all).
func openRiichi(f facts) int {
	return b2i(f.ctx.OpenRiichi && (f.ctx.Riichi || f.ctx.DoubleRiichi))
}

// openRiichiDealtIn: a seat not in riichi dealt into an open riichi.
func openRiichiDealtIn(f facts) int {
	return b2i(f.ctx.OpenDealtIn && !f.ctx.Tsumo && (f.ctx.Riichi || f.ctx.DoubleRiichi))
}
func ippatsu(f facts) int {
	return b2i(f.r.Ippatsu && f.ctx.Ippatsu && (f.ctx.Riichi || f.ctx.DoubleRiichi))
}
func haitei(f facts) int      { return b2i(f.ctx.Haitei && f.ctx.Tsumo) }
func houtei(f facts) int      { return b2i(f.ctx.Houtei && !f.ctx.Tsumo) }
func rinshan(f facts) int     { return b2i(f.ctx.Rinshan && f.ctx.Tsumo) }
func chankan(f facts) int     { return b2i(f.ctx.Chankan && !f.ctx.Tsumo) }
func menzenTsumo(f facts) int { return b2i(f.ctx.Tsumo) }

// seatWind, roundWind and dragon make the yakuhai functions: a triplet or
// quad of the kind.
func seatWind(i int) func(facts) int {
	k := tile.East + tile.Kind(i)
	return func(f facts) int { return b2i(f.seat == k && f.hasTriplet(k)) }
}

func roundWind(i int) func(facts) int {
	k := tile.East + tile.Kind(i)
	return func(f facts) int { return b2i(f.round == k && f.hasTriplet(k)) }
}

func dragon(i int) func(facts) int {
	k := tile.White + tile.Kind(i)
	return func(f facts) int { return b2i(f.hasTriplet(k)) }
}

func pinfu(f facts) int { return b2i(f.pinfuShape) }

func tanyao(f facts) int {
	return b2i(f.terminals+f.honours == 0 && (f.menzen || f.r.OpenTanyao))
}

func iipeikou(f facts) int   { return b2i(f.peikou == 1) }
func ryanpeikou(f facts) int { return b2i(f.peikou == 2) }

// sanshoku: runs of the same numbers in all three suits.
func sanshoku(f facts) int { return b2i(inAllSuits(f.runStarts)) }

// inAllSuits reports whether some number has its bit in all three suits.
func inAllSuits(bySuit [3]uint16) bool { return bySuit[0]&bySuit[1]&bySuit[2] != 0 }

// ittsu: 123, 456 and 789 of one suit.
func ittsu(f facts) int {
	const straight = 1<<1 | 1<<4 | 1<<7
	for _, m := range f.runStarts {
		if m&straight == straight {
			return 1
		}
	}
	return 0
}

// chanta and junchan: every set and the pair hold a terminal or honour,
// with at least one run (without one it is 混老頭).
func chanta(f facts) int  { return b2i(f.outsideHand() && f.honours > 0) }
func junchan(f facts) int { return b2i(f.outsideHand() && f.honours == 0) }

func chiitoitsu(f facts) int { return b2i(f.form == sevenPairs) }
func toitoi(f facts) int     { return b2i(f.form == regular && f.runs == 0) }
func sanankou(f facts) int   { return b2i(f.ankou == 3) }
func sankantsu(f facts) int  { return b2i(f.kans == 3) }

// sanshokuDoukou: triplets of one number in all three suits.
func sanshokuDoukou(f facts) int { return b2i(inAllSuits(f.tripletNumbers)) }

func honroutou(f facts) int { return b2i(f.simples == 0 && f.form != orphans) }

func shousangen(f facts) int {
	return b2i(f.form == regular && f.pair >= tile.White && f.triplets(tile.White, tile.Red) == 2)
}

func honitsu(f facts) int  { return b2i(f.suits == 1 && f.honours > 0) }
func chinitsu(f facts) int { return b2i(f.suits == 1 && f.honours == 0) }

func renhouMangan(f facts) int {
	return b2i(f.r.renhouMangan && f.ctx.Renhou && !f.ctx.Tsumo)
}

func renhouYakuman(f facts) int {
	return b2i(f.r.renhouYakuman && f.ctx.Renhou && !f.ctx.Tsumo)
}

func tenhou(f facts) int  { return b2i(f.ctx.Tenhou && f.ctx.Tsumo && f.isDealer()) }
func chiihou(f facts) int { return b2i(f.ctx.Chiihou && f.ctx.Tsumo && !f.isDealer()) }

func kokushi(f facts) int   { return b2i(f.form == orphans) }
func kokushi13(f facts) int { return b2i(f.form == orphans && f.winCount == 2) }

func suuankou(f facts) int      { return b2i(f.ankou == 4) }
func suuankouTanki(f facts) int { return b2i(f.ankou == 4 && f.wait == tanki) }

func daisangen(f facts) int { return b2i(f.triplets(tile.White, tile.Red) == 3) }

func shousuushii(f facts) int {
	p := f.pair
	return b2i(p >= tile.East && p <= tile.North && f.triplets(tile.East, tile.North) == 3)
}

func daisuushii(f facts) int { return b2i(f.triplets(tile.East, tile.North) == 4) }
func tsuuiisou(f facts) int  { return b2i(f.simples == 0 && f.terminals == 0) }
func ryuuiisou(f facts) int  { return b2i(f.green) }
func chinroutou(f facts) int { return b2i(f.simples == 0 && f.honours == 0) }
func suukantsu(f facts) int  { return b2i(f.kans == 4) }

// chuuren: 1112345678999 of one suit plus one more, all concealed.
func chuuren(f facts) int {
	if !f.oneSuitConcealed() {
		return 0
	}
	for n, want := range chuurenShape {
		if f.suitCounts[n] < want {
			return 0
		}
	}
	return 1
}

// junseiChuuren: the hand without the winning tile is exactly 1112345678999.
func junseiChuuren(f facts) int {
	if !f.oneSuitConcealed() {
		return 0
	}
	for n, want := range chuurenShape {
		if int(f.suitCounts[n])-b2i(n+1 == f.win.Number()) != int(want) {
			return 0
		}
	}
	return 1
}

var chuurenShape = [9]uint8{3, 1, 1, 1, 1, 1, 1, 1, 3}

func dora(f facts) int    { return int(f.dora) }
func akaDora(f facts) int { return int(f.red) }
func uraDora(f facts) int { return int(f.ura) }
