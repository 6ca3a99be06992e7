package riichi

// YakuID is a yaku's stable number. Never renumber one.
type YakuID uint8

// The yaku, in the order a hand's yaku are listed.
const (
	YakuRiichi YakuID = iota + 1
	YakuDoubleRiichi
	YakuIppatsu
	YakuHaitei
	YakuHoutei
	YakuRinshan
	YakuChankan
	YakuMenzenTsumo
	YakuRoundEast
	YakuRoundSouth
	YakuRoundWest
	YakuRoundNorth
	YakuSeatEast
	YakuSeatSouth
	YakuSeatWest
	YakuSeatNorth
	YakuWhite
	YakuGreen
	YakuRed
	YakuPinfu
	YakuTanyao
	YakuIipeikou
	YakuSanshoku
	YakuIttsu
	YakuChanta
	YakuChiitoitsu
	YakuToitoi
	YakuSanankou
	YakuSankantsu
	YakuSanshokuDoukou
	YakuHonroutou
	YakuShousangen
	YakuHonitsu
	YakuJunchan
	YakuRyanpeikou
	YakuChinitsu
	YakuRenhouMangan
	YakuTenhou
	YakuChiihou
	YakuRenhouYakuman
	YakuKokushi
	YakuKokushi13
	YakuSuuankou
	YakuSuuankouTanki
	YakuDaisangen
	YakuShousuushii
	YakuDaisuushii
	YakuTsuuiisou
	YakuRyuuiisou
	YakuChinroutou
	YakuSuukantsu
	YakuChuuren
	YakuJunseiChuuren
	YakuDora
	YakuAkaDora
	YakuUraDora
	YakuOpenRiichi
	YakuOpenRiichiDealtIn
	numYaku
)

// yakuKeys are the yaku's stable text ids, in YakuID order: records,
// result screens and statistics name a yaku by these. Never rename one.
var yakuKeys = [...]string{
	"riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
	"chankan", "menzen_tsumo", "round_east", "round_south", "round_west", "round_north",
	"seat_east", "seat_south", "seat_west", "seat_north", "white", "green",
	"red", "pinfu", "tanyao", "iipeikou", "sanshoku", "ittsu",
	"chanta", "chiitoitsu", "toitoi", "sanankou", "sankantsu", "sanshoku_doukou",
	"honroutou", "shousangen", "honitsu", "junchan", "ryanpeikou", "chinitsu",
	"renhou_mangan", "tenhou", "chiihou", "renhou_yakuman", "kokushi", "kokushi_13",
	"suuankou", "suuankou_tanki", "daisangen", "shousuushii", "daisuushii", "tsuuiisou",
	"ryuuiisou", "chinroutou", "suukantsu", "chuuren", "junsei_chuuren", "dora",
	"aka_dora", "ura_dora", "open_riichi", "open_riichi_dealt_in",
}

// Key returns the yaku's stable text id, e.g. "riichi" or "double_riichi".
func (id YakuID) Key() string {
	if id >= 1 && int(id) <= len(yakuKeys) {
		return yakuKeys[id-1]
	}
	return ""
}
