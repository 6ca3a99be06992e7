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
	// A robbed kan, a win before the first draw, on the dealer's discard.
	first := tile.MustParse("123m456p789s11z67s8s")
	hands = append(hands, Hand{Concealed: first, Win: first[len(first)-1]})
	ctxs = append(ctxs, WinContext{Winner: 1, From: 0, Chankan: true, Renhou: true})
	hands = append(hands, Hand{Concealed: first, Win: first[len(first)-1]})
	ctxs = append(ctxs, WinContext{Winner: 1, Tsumo: true, Chiihou: true})
	// An open riichi dealt into by a seat not in riichi.
	hands = append(hands, Hand{Concealed: first, Win: first[len(first)-1]})
	ctxs = append(ctxs, WinContext{Winner: 1, From: 0, Riichi: true, OpenRiichi: true, OpenDealtIn: true})
	for _, s := range []string{"z55,m1111,p2222,s3333,z4444", "s789z55,m1111,p2222,s3333"} {
		kans, err := ParseMajiangHand(s, 1)
		if err != nil {
			t.Fatal(err)
		}
		hands = append(hands, Hand{Concealed: kans.Concealed, Melds: kans.Melds, Win: kans.Concealed[len(kans.Concealed)-1]})
		ctxs = append(ctxs, WinContext{Tsumo: true, Winner: 1})
	}
	return hands, ctxs
}

// TestGates: no fast gate hides a yaku its function would find, over
// every reading of the gate hands; and each gated yaku shows up at least
// once, so the test cannot pass by checking nothing.
func TestGates(t *testing.T) {
	r := DefaultRules()
	r.Renhou = RenhouMangan
	hands, ctxs := gateHands(t)
	found := map[YakuID]bool{}
	check := func(a *analysis, whole bool, open gateSet, h *Hand) {
		for _, y := range table {
			g := gateOf[y.ID]
			if y.Whole != whole || g == always || y.count(a.facts) == 0 {
				continue
			}
			found[y.ID] = true
			if open&(1<<g) == 0 {
				t.Errorf("%s: gate %d hides %s", tile.Format(h.Concealed), g, y.Name)
			}
		}
	}
	for i := range hands {
		h := &hands[i]
		var a analysis
		if err := a.prepare(&r, h, &ctxs[i]); err != nil {
			t.Fatalf("%s: %v", tile.Format(h.Concealed), err)
		}
		check(&a, true, a.wholeGates(), h)
		var d decomposer
		conc := a.conc
		base := reading{n: int(a.called)}
		copy(base.sets[:], a.meldSets[:a.called])
		d.split(&conc, base, 4-base.n)
		forms := d.n
		for _, special := range []bool{isOrphans(&a.conc), isSevenPairs(&a.conc)} {
			forms += b2i(special)
		}
		for f := 0; f < forms; f++ {
			switch {
			case f < d.n:
				a.form, a.rd, a.pair, a.wait = regular, d.out[f], d.out[f].pair, tanki
				a.readFeatures()
			case isOrphans(&a.conc):
				a.special(orphans)
			default:
				a.special(sevenPairs)
			}
			check(&a, false, a.readingGates(), h)
			for _, y := range table {
				if n := y.count(a.facts); n > 1 && !y.Dora {
					t.Errorf("%s: %s counts %d times; only dora count more than once", tile.Format(h.Concealed), y.Name, n)
				}
			}
		}
	}
	for _, y := range table {
		if gateOf[y.ID] != always && !found[y.ID] && y.ID != YakuRenhouYakuman {
			t.Errorf("no gate hand shows %s", y.Name)
		}
	}
}
