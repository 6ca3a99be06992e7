package riichi

// Yaku is one entry of the yaku table.
type Yaku struct {
	ID      YakuID
	Name    string // Japanese, as the golden data spells it
	English string
	// Closed and Open are the han with a concealed and an open hand; Open
	// 0 means the yaku needs a concealed hand.
	Closed, Open int
	// Yakuman is the yakuman count of a yakuman, 0 for a han yaku.
	Yakuman int
	// Double makes the yakuman count two under Rules.DoubleYakuman.
	Double bool
	// Dora marks a dora count: it adds han but is no yaku by itself.
	Dora bool
	// Whole marks a yaku that depends only on the tiles and the situation,
	// not on how the hand is read: it is counted once per hand.
	Whole bool
	// Rule points to the rule in docs/rules/riichi.md.
	Rule string
	// count says how many times the hand has the yaku (0: not at all),
	// from the facts of one reading.
	count func(facts) int
}

// table is the yaku table, in YakuID order and in the order a hand's yaku
// are listed. Columns: id, Japanese, English, han closed, han open,
// yakuman, double, dora, whole, rule, function.
var table = [...]Yaku{
	{YakuRiichi, "立直", "Riichi", 1, 0, 0, false, false, true, "#situational-yaku", riichi},
	{YakuDoubleRiichi, "ダブル立直", "Double riichi", 2, 0, 0, false, false, true, "#situational-yaku", doubleRiichi},
	{YakuIppatsu, "一発", "Ippatsu", 1, 0, 0, false, false, true, "#situational-yaku", ippatsu},
	{YakuHaitei, "海底摸月", "Haitei raoyue", 1, 1, 0, false, false, true, "#situational-yaku", haitei},
	{YakuHoutei, "河底撈魚", "Houtei raoyui", 1, 1, 0, false, false, true, "#situational-yaku", houtei},
	{YakuRinshan, "嶺上開花", "Rinshan kaihou", 1, 1, 0, false, false, true, "#situational-yaku", rinshan},
	{YakuChankan, "槍槓", "Chankan", 1, 1, 0, false, false, true, "#situational-yaku", chankan},
	{YakuMenzenTsumo, "門前清自摸和", "Menzen tsumo", 1, 0, 0, false, false, true, "#situational-yaku", menzenTsumo},
	{YakuRoundEast, "場風 東", "Round wind east", 1, 1, 0, false, false, false, "#yakuhai", roundWind(0)},
	{YakuRoundSouth, "場風 南", "Round wind south", 1, 1, 0, false, false, false, "#yakuhai", roundWind(1)},
	{YakuRoundWest, "場風 西", "Round wind west", 1, 1, 0, false, false, false, "#yakuhai", roundWind(2)},
	{YakuRoundNorth, "場風 北", "Round wind north", 1, 1, 0, false, false, false, "#yakuhai", roundWind(3)},
	{YakuSeatEast, "自風 東", "Seat wind east", 1, 1, 0, false, false, false, "#yakuhai", seatWind(0)},
	{YakuSeatSouth, "自風 南", "Seat wind south", 1, 1, 0, false, false, false, "#yakuhai", seatWind(1)},
	{YakuSeatWest, "自風 西", "Seat wind west", 1, 1, 0, false, false, false, "#yakuhai", seatWind(2)},
	{YakuSeatNorth, "自風 北", "Seat wind north", 1, 1, 0, false, false, false, "#yakuhai", seatWind(3)},
	{YakuWhite, "翻牌 白", "White dragon", 1, 1, 0, false, false, false, "#yakuhai", dragon(0)},
	{YakuGreen, "翻牌 發", "Green dragon", 1, 1, 0, false, false, false, "#yakuhai", dragon(1)},
	{YakuRed, "翻牌 中", "Red dragon", 1, 1, 0, false, false, false, "#yakuhai", dragon(2)},
	{YakuPinfu, "平和", "Pinfu", 1, 0, 0, false, false, false, "#hand-yaku", pinfu},
	{YakuTanyao, "断幺九", "All simples", 1, 1, 0, false, false, true, "#hand-yaku", tanyao},
	{YakuIipeikou, "一盃口", "Pure double sequence", 1, 0, 0, false, false, false, "#hand-yaku", iipeikou},
	{YakuSanshoku, "三色同順", "Mixed triple sequence", 2, 1, 0, false, false, false, "#hand-yaku", sanshoku},
	{YakuIttsu, "一気通貫", "Pure straight", 2, 1, 0, false, false, false, "#hand-yaku", ittsu},
	{YakuChanta, "混全帯幺九", "Half outside hand", 2, 1, 0, false, false, false, "#hand-yaku", chanta},
	{YakuChiitoitsu, "七対子", "Seven pairs", 2, 0, 0, false, false, false, "#hand-yaku", chiitoitsu},
	{YakuToitoi, "対々和", "All triplets", 2, 2, 0, false, false, false, "#hand-yaku", toitoi},
	{YakuSanankou, "三暗刻", "Three concealed triplets", 2, 2, 0, false, false, false, "#hand-yaku", sanankou},
	{YakuSankantsu, "三槓子", "Three quads", 2, 2, 0, false, false, false, "#hand-yaku", sankantsu},
	{YakuSanshokuDoukou, "三色同刻", "Triple triplets", 2, 2, 0, false, false, false, "#hand-yaku", sanshokuDoukou},
	{YakuHonroutou, "混老頭", "All terminals and honours", 2, 2, 0, false, false, true, "#hand-yaku", honroutou},
	{YakuShousangen, "小三元", "Little three dragons", 2, 2, 0, false, false, false, "#hand-yaku", shousangen},
	{YakuHonitsu, "混一色", "Half flush", 3, 2, 0, false, false, true, "#hand-yaku", honitsu},
	{YakuJunchan, "純全帯幺九", "Fully outside hand", 3, 2, 0, false, false, false, "#hand-yaku", junchan},
	{YakuRyanpeikou, "二盃口", "Twice pure double sequence", 3, 0, 0, false, false, false, "#hand-yaku", ryanpeikou},
	{YakuChinitsu, "清一色", "Full flush", 6, 5, 0, false, false, true, "#hand-yaku", chinitsu},
	{YakuRenhouMangan, "人和", "Blessing of man", 5, 0, 0, false, false, true, "#situational-yaku", renhouMangan},
	{YakuTenhou, "天和", "Blessing of heaven", 0, 0, 1, false, false, true, "#yakuman", tenhou},
	{YakuChiihou, "地和", "Blessing of earth", 0, 0, 1, false, false, true, "#yakuman", chiihou},
	{YakuRenhouYakuman, "人和", "Blessing of man", 0, 0, 1, false, false, true, "#yakuman", renhouYakuman},
	{YakuKokushi, "国士無双", "Thirteen orphans", 0, 0, 1, false, false, false, "#yakuman", kokushi},
	{YakuKokushi13, "国士無双十三面", "Thirteen orphans, 13-sided wait", 0, 0, 1, true, false, false, "#yakuman", kokushi13},
	{YakuSuuankou, "四暗刻", "Four concealed triplets", 0, 0, 1, false, false, false, "#yakuman", suuankou},
	{YakuSuuankouTanki, "四暗刻単騎", "Four concealed triplets, pair wait", 0, 0, 1, true, false, false, "#yakuman", suuankouTanki},
	{YakuDaisangen, "大三元", "Big three dragons", 0, 0, 1, false, false, false, "#yakuman", daisangen},
	{YakuShousuushii, "小四喜", "Little four winds", 0, 0, 1, false, false, false, "#yakuman", shousuushii},
	{YakuDaisuushii, "大四喜", "Big four winds", 0, 0, 1, true, false, false, "#yakuman", daisuushii},
	{YakuTsuuiisou, "字一色", "All honours", 0, 0, 1, false, false, true, "#yakuman", tsuuiisou},
	{YakuRyuuiisou, "緑一色", "All green", 0, 0, 1, false, false, true, "#yakuman", ryuuiisou},
	{YakuChinroutou, "清老頭", "All terminals", 0, 0, 1, false, false, true, "#yakuman", chinroutou},
	{YakuSuukantsu, "四槓子", "Four quads", 0, 0, 1, false, false, false, "#yakuman", suukantsu},
	{YakuChuuren, "九蓮宝燈", "Nine gates", 0, 0, 1, false, false, true, "#yakuman", chuuren},
	{YakuJunseiChuuren, "純正九蓮宝燈", "Nine gates, 9-sided wait", 0, 0, 1, true, false, true, "#yakuman", junseiChuuren},
	{YakuDora, "ドラ", "Dora", 1, 1, 0, false, true, true, "#dora", dora},
	{YakuAkaDora, "赤ドラ", "Red fives", 1, 1, 0, false, true, true, "#dora", akaDora},
	{YakuUraDora, "裏ドラ", "Ura dora", 1, 1, 0, false, true, true, "#dora", uraDora},
	{YakuOpenRiichi, "オープン立直", "Open riichi", 1, 0, 0, false, false, true, "#open-riichi", openRiichi},
	{YakuOpenRiichiDealtIn, "オープン立直放銃", "Dealt into open riichi", 0, 0, 1, false, false, true, "#open-riichi", openRiichiDealtIn},
}

// conflicts lists pairs of yaku of which a hand scores only the first:
// the greater yaku contains the lesser.
var conflicts = [...][2]YakuID{
	{YakuDoubleRiichi, YakuRiichi},
	{YakuRyanpeikou, YakuIipeikou},
	{YakuJunchan, YakuChanta},
	{YakuChinitsu, YakuHonitsu},
	{YakuKokushi13, YakuKokushi},
	{YakuSuuankouTanki, YakuSuuankou},
	{YakuJunseiChuuren, YakuChuuren},
	{YakuDaisuushii, YakuShousuushii},
}

// lists index the table by use, fixed when the package starts: for each
// fast gate, the yaku behind it, whole-hand or by reading; the yaku that
// need a concealed hand; and the yakuman. Each is a mask, bit ID.
var lists = indexTable()

type tableLists struct {
	whole, reading [numGates]uint64
	closedOnly     uint64
	yakumanMask    uint64
	// winners has the first yaku of each conflict; beats[id] the yaku id
	// wins over.
	winners uint64
	beats   [numYaku]uint64
}

func indexTable() tableLists {
	var l tableLists
	for _, y := range table {
		bit := uint64(1) << y.ID
		if y.Whole {
			l.whole[gateOf[y.ID]] |= bit
		} else {
			l.reading[gateOf[y.ID]] |= bit
		}
		if y.Yakuman == 0 && y.Open == 0 {
			l.closedOnly |= bit
		}
		if y.Yakuman > 0 {
			l.yakumanMask |= bit
		}
	}
	for _, c := range conflicts {
		l.winners |= 1 << c[0]
		l.beats[c[0]] |= 1 << c[1]
	}
	return l
}

// Table returns the yaku table, in listing order.
func Table() []Yaku { return table[:] }

// YakuByID returns the table entry of id.
func YakuByID(id YakuID) (Yaku, bool) {
	if id == 0 || id >= numYaku {
		return Yaku{}, false
	}
	return table[id-1], true
}
