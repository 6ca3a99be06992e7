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
