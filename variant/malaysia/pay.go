package malaysia

import "jantaku/tile"

// PayerYaku is the payer's confirmed yaku (現在確定している役, 役牌と華牌):
// one point for each flower and 飛 the payer has set aside, and the value
// tiles among the payer's sets on the table (a triplet or kan, closed kans
// included, of a dragon, 東, 北 or the payer's seat wind; a dealer's 東 counts
// twice, as 場風 and 自風). Concealed tiles are not confirmed. Limit hands of
// the payer's flowers count one point a flower here.
func PayerYaku(melds []Meld, flowers []tile.Tile, seat tile.Kind) int {
	n := len(flowers)
	for i := range melds {
		g := melds[i].group()
		if !g.setShaped() {
			continue
		}
		n += b2i(isDragon(g.as)) + b2i(isRoundWind(g.as)) + b2i(g.as == seat)
	}
	return n
}

// Reduction returns how much a payer with payerYaku points of confirmed
// yaku takes off a payment: all of them from Reduce (5) on, else nothing.
func (r *Rules) Reduction(payerYaku int) int {
	if payerYaku >= r.Reduce {
		return payerYaku
	}
	return 0
}

// Payment returns what one payer pays for a win of value v: a limit hand
// pays LimitRon or LimitTsumo and cannot be reduced; any other hand pays its
// points less the payer's reduction, never below 0.
func (r *Rules) Payment(v Value, tsumo bool, payerYaku int) int {
	switch {
	case v.Limit && tsumo:
		return r.LimitTsumo
	case v.Limit:
		return r.LimitRon
	}
	return max(0, v.Points-r.Reduction(payerYaku))
}
