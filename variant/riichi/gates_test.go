package riichi

import (
	"testing"

	"jantaku/tile"
)

// gateHands are the golden hands and hands made of the rare shapes the
// gates guard.
func gateHands(t *testing.T) ([]Hand, []WinContext) {
	var hands []Hand
	var ctxs []WinContext
	for _, c := range loadHule(t) {
		h, ctx := huleInput(t, &c)
		hands, ctxs = append(hands, h), append(ctxs, ctx)
	}
	for _, s := range []string{"111222333444z55m", "55566677711122z", "222333444555m66s", "555666777z234m22p",
		"19m19p19s12345677z", "11122233344455z", "111999m111p99s999p", "22334466888s666z", "11123456789999m",
		"123m456p789s11z67s8s", "123m11122233344z"} {
		ts := tile.MustParse(s)
		hands = append(hands, Hand{Concealed: ts, Win: ts[len(ts)-1]})
		ctxs = append(ctxs, WinContext{Tsumo: true, Winner: 0, RoundWind: tile.North, Tenhou: s == "123m456p789s11z67s8s"})
	}
	kans, err := ParseMajiangHand("z55,m1111,p2222,s3333,z4444", 1)
	if err != nil {
		t.Fatal(err)
	}
	hands = append(hands, Hand{Concealed: kans.Concealed, Melds: kans.Melds, Win: kans.Concealed[1]})
	ctxs = append(ctxs, WinContext{Tsumo: true, Winner: 1})
	return hands, ctxs
}

// TestGates: no fast gate hides a yaku its functions would find, over
// every reading of the gate hands; and each gated yaku shows up at least
// once, so the test cannot pass by checking nothing.
func TestGates(t *testing.T) {
	r := DefaultRules()
	hands, ctxs := gateHands(t)
	found := map[YakuID]bool{}
	check := func(a *analysis, list []int, open bool, h *Hand) {
		for _, j := range list {
			if table[j].count(a) == 0 {
				continue
			}
			found[table[j].ID] = true
			if !open {
				t.Errorf("%s: the gate hides %s", tile.Format(h.Concealed), table[j].Name)
			}
		}
	}
	for i := range hands {
		h := &hands[i]
		var a analysis
		if err := a.prepare(&r, h, &ctxs[i]); err != nil {
			t.Fatalf("%s: %v", tile.Format(h.Concealed), err)
		}
		check(&a, lists.wholeYakuman, a.mayBeWholeYakuman(), h)
		var d decomposer
		conc := a.conc
		base := a.meldReading()
		d.split(&conc, base, 4-base.n)
		forms := d.n
		if isOrphans(&a.conc) {
			forms++
		}
		for f := 0; f < forms; f++ {
			if f < d.n {
				a.form, a.rd, a.wait = regular, d.out[f], tanki
				a.readFeatures()
			} else {
				a.special(orphans)
			}
			check(&a, lists.readingYakuman, a.mayBeYakuman(), h)
			for _, y := range table {
				if n := y.count(&a); n > 1 && !y.Dora {
					t.Errorf("%s: %s counts %d times; only dora count more than once", tile.Format(h.Concealed), y.Name, n)
				}
			}
			check(&a, lists.honours, a.honourSets != 0, h)
		}
	}
	for _, list := range [][]int{lists.wholeYakuman, lists.readingYakuman, lists.honours} {
		for _, j := range list {
			y := table[j]
			if !found[y.ID] && y.ID != YakuRenhouYakuman && y.ID != YakuChiihou {
				t.Errorf("no gate hand shows %s", y.Name)
			}
		}
	}
}
