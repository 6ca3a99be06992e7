package riichi

import "jantaku/tile"

// The fu of a regular hand (符).
const (
	baseFu       = 20 // 副底
	menzenRonFu  = 10 // 門前加符
	tsumoFu      = 2  // ツモ符
	waitFu       = 2  // kanchan, penchan, tanki
	pairFu       = 2  // a pair of dragons, the seat or the round wind
	sevenPairsFu = 25
	openPinfuFu  = 30 // an open hand with no fu at all is rounded to 30
)

// countFu sets a.fu and a.pinfuShape for a regular reading with the win
// placed.
func (a *analysis) countFu() {
	if a.form == sevenPairs {
		a.fu, a.pinfuShape = sevenPairsFu, false
		return
	}
	parts := a.setsFu + a.pairValue()
	if a.wait == kanchan || a.wait == penchan || a.wait == tanki {
		parts += waitFu
	}
	a.pinfuShape = a.menzen && parts == 0
	fu := baseFu + parts
	switch {
	case a.pinfuShape && a.ctx.Tsumo:
		// 平和ツモ: 20 fu, no tsumo fu.
	case a.ctx.Tsumo:
		fu += tsumoFu
	case a.menzen:
		fu += menzenRonFu
	}
	fu = (fu + 9) / 10 * 10
	if fu == baseFu && !a.menzen {
		fu = openPinfuFu
	}
	a.fu = fu
}

// setFu is the fu of one set: 2 for an open triplet of simples, doubled
// for terminals and honours, doubled when concealed, four times for a quad.
func setFu(s set) int {
	if s.kind == sequence {
		return 0
	}
	fu := 2
	if outsideKind(s.first) {
		fu *= 2
	}
	if s.concealed {
		fu *= 2
	}
	if s.kind == quad {
		fu *= 4
	}
	return fu
}

// pairValue is the fu of the pair: dragons and the seat and round winds;
// a pair of both winds counts Rules.DoubleWindFu.
func (a *analysis) pairValue() int {
	p := a.rd.pair
	switch {
	case p >= tile.White:
		return pairFu
	case p == a.seat && p == a.round:
		return int(a.rules.DoubleWindFu)
	case p == a.seat || p == a.round:
		return pairFu
	}
	return 0
}
