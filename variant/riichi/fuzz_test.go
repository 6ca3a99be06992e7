package riichi

import (
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// riichiKinds are the 34 kinds, for building hands from fuzz bytes.
var riichiKinds = func() []tile.Kind {
	var ks []tile.Kind
	for k := tile.Kind(0); k < numKinds; k++ {
		if validKind(k) {
			ks = append(ks, k)
		}
	}
	return ks
}()

// FuzzEvaluate: any hand and context, valid or not, never panics; a win
// is worth something and its deltas move only the sticks into play.
func FuzzEvaluate(f *testing.F) {
	f.Add([]byte("\x00\x01\x02\x09\x0a\x0b\x12\x13\x14\x1b\x1b\x1b\x1c\x1c"), uint16(1), uint8(0))
	f.Add([]byte("\x00\x08\x09\x11\x12\x1a\x1b\x1c\x1d\x1e\x1f\x20\x21\x21"), uint16(1), uint8(0))
	f.Fuzz(func(t *testing.T, b []byte, flags uint16, melds uint8) {
		r := DefaultRules()
		var h Hand
		for i, x := range b {
			if i >= 14 {
				break
			}
			h.Concealed = append(h.Concealed, tile.New(riichiKinds[int(x)%len(riichiKinds)], x >= 200))
		}
		for i := 0; i < int(melds%5) && len(h.Concealed) >= 3; i++ {
			ts := h.Concealed[len(h.Concealed)-3:]
			h.Concealed = h.Concealed[:len(h.Concealed)-3]
			h.Melds = append(h.Melds, engine.Meld{Kind: []engine.MeldKind{engine.MeldChi, engine.MeldPon, engine.MeldKakan}[i%3], Tiles: ts})
		}
		if len(h.Concealed) > 0 {
			h.Win = h.Concealed[len(h.Concealed)-1]
		}
		bit := func(i uint) bool { return flags&(1<<i) != 0 }
		ctx := WinContext{Tsumo: bit(0), Winner: int(flags>>12) % 5, From: int(flags>>10) % 4, Riichi: bit(1), Ippatsu: bit(2),
			Haitei: bit(3), Rinshan: bit(4), Tenhou: bit(5), Chiihou: bit(6), DoubleRiichi: bit(7), HasPao: bit(8), Pao: int(flags>>9) % 4,
			Dora: h.Concealed, Ura: h.Concealed, Honba: int(melds), Sticks: int(flags % 3)}
		s, err := Evaluate(&r, h, ctx)
		if err != nil {
			return
		}
		if s.Points <= 0 || len(s.Yaku) == 0 {
			t.Fatalf("win worth %d with %d yaku", s.Points, len(s.Yaku))
		}
		sum := 0
		for _, d := range Deltas(&r, s, ctx) {
			sum += d
		}
		if sum != ctx.Sticks*r.RiichiStick {
			t.Fatalf("deltas sum to %d", sum)
		}
	})
}
