package riichi

// YakuID is a yaku's stable number. Never renumber one.
type YakuID uint8
