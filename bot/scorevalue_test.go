package bot

import (
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// TestMomojanPriceWithDeposit: MOMOJAN's deposits on the table (供託 of
// table fees, the View's Sticks) are no riichi sticks; the expert's
// pricing must not pass them to the scorer, which refuses them, or every
// win of a hand with a deposit reads as worth nothing.
func TestMomojanPriceWithDeposit(t *testing.T) {
	for _, sticks := range []int{0, 2} {
		v := engine.View{Variant: "momojan", Seat: 0, Round: "East 1, 0 honba", Sticks: sticks, WallLeft: 20,
			Players: []engine.PlayerView{
				{Hand: tile.MustParse("123l456o7s7p"), Score: 30, Melds: []engine.Meld{{Kind: engine.MeldKai, Tiles: tile.MustParse("555z")}}},
				{Score: 30},
			}}
		s := newPricer(AdapterFor("momojan"), v)
		if p := s.price(&s.c, s.sp.of(tile.K(tile.Pin, 7)), true, true); p <= 0 {
			t.Errorf("deposit %d: a riichi tsumo with a dog set priced %v", sticks, p)
		}
	}
}

// TestTrumpPriceHasSuits: trump's scorer refuses a card without its suit,
// so the expert's pricing gives each card of a priced hand a suit (the
// held ones first) and a win is worth its points, not nothing.
func TestTrumpPriceHasSuits(t *testing.T) {
	v := engine.View{Variant: "trump", Seat: 0, Round: "hand 1", WallLeft: 20, Dora: tile.MustParse("9cS"),
		Players: []engine.PlayerView{
			{Hand: tile.MustParse("234cS567cH88cD"), Melds: nil},
			{Discards: []engine.Discarded{{Tile: tile.MustParse("8cS")[0]}}}, {},
		}}
	s := newPricer(AdapterFor("trump"), v)
	eight := s.sp.of(tile.K(tile.Card, 8))
	// 面前ツモ and タンヤオ by tsumo; タンヤオ alone by ron, and リーチ with it.
	for _, tc := range []struct {
		tsumo, riichi bool
		want          float64
	}{{true, false, 2}, {false, false, 1}, {false, true, 2}} {
		if p := s.price(&s.c, eight, tc.tsumo, tc.riichi); p != tc.want {
			t.Errorf("tsumo %v riichi %v: priced %v, want %v", tc.tsumo, tc.riichi, p, tc.want)
		}
	}
}

// TestMalaysiaPrice: the Malaysian scorer takes resolved options and the
// seat winds its views write ("south"), and reads a chi holding a 飛 in
// the order of the tiles it stands for, which the View gives apart.
func TestMalaysiaPrice(t *testing.T) {
	chi := engine.Meld{Kind: engine.MeldChi, Tiles: tile.MustParse("0z3p1p"), From: 2, Called: 2}
	v := engine.View{Variant: "malaysia", Seat: 0, Round: "East, hand 1", WallLeft: 20,
		Players: []engine.PlayerView{
			{Hand: tile.MustParse("456p789p555z66z"), Wind: "south", Melds: []engine.Meld{chi},
				Flowers: tile.MustParse("1f"), Extra: map[string]any{"meld_as": [][]string{{"2p", "3p", "1p"}}}},
			{Wind: "west"}, {Wind: "east"},
		}}
	s := newPricer(AdapterFor("malaysia"), v)
	// 混一色 1, 一気通貫 2 (the chi's 飛 as 2p), 三元牌 1 and the flower:
	// 5 points, from each of two payers by tsumo.
	nine := s.sp.of(tile.K(tile.Pin, 9))
	if p := s.price(&s.c, nine, true, false); p != 10 {
		t.Errorf("tsumo priced %v, want 10", p)
	}
	if p := s.price(&s.c, nine, false, false); p != 5 {
		t.Errorf("ron priced %v, want 5", p)
	}
	// West has set aside five flowers: confirmed yaku of 5 cut its
	// payment by 5, to nothing; a ron is as likely from either.
	v.Players[1].Flowers = tile.MustParse("2f3f4f5f6f")
	s.read(v)
	if p := s.price(&s.c, nine, true, false); p != 5 {
		t.Errorf("tsumo with a payer's reduction priced %v, want 5", p)
	}
	if p := s.price(&s.c, nine, false, false); p != 2.5 {
		t.Errorf("ron with a payer's reduction priced %v, want 2.5", p)
	}
	// Both payers cut it to nothing: still a win, which ends the hand.
	v.Players[2].Flowers = tile.MustParse("7f8f1a2a3a")
	s.read(v)
	for _, tsumo := range []bool{true, false} {
		if p := s.price(&s.c, nine, tsumo, false); p <= 0 || p > 0.01 {
			t.Errorf("a win that pays nothing (tsumo %v) priced %v, want a little above 0", tsumo, p)
		}
	}
}

// TestMalaysiaRonAsTsumo: the pricing values a Malaysian ron from the
// same win's tsumo where the value counts no concealed triplet; the
// prices must be those the scorer gives the ron itself.
func TestMalaysiaRonAsTsumo(t *testing.T) {
	a := AdapterFor("malaysia")
	sp := newSpace(a.Set)
	r := engine.NewRand(11)
	kinds := []tile.Kind{tile.K(tile.Honor, 1), tile.K(tile.Honor, 4), tile.White, tile.Green, tile.Red, tile.K(tile.Honor, 2)}
	for i := 1; i <= 9; i++ {
		kinds = append(kinds, tile.K(tile.Pin, i))
	}
	checked, differ := 0, 0
	for range 300 {
		// Four sets and a pair of dots and honours, one tile maybe a 飛.
		var c hand.Counts
		for range 4 {
			if k := tile.K(tile.Pin, 1+r.IntN(7)); r.IntN(2) == 0 {
				c[k]++
				c[k+1]++
				c[k+2]++
			} else {
				c[kinds[r.IntN(len(kinds))]] += 3
			}
		}
		c[kinds[r.IntN(len(kinds))]] += 2
		if slices.ContainsFunc(c[:], func(n uint8) bool { return n > 4 }) {
			continue
		}
		if r.IntN(3) == 0 {
			for k, n := range c {
				if n > 0 {
					c[k]--
					c[tile.Joker]++
					break
				}
			}
		}
		var h []tile.Tile
		for k, n := range c {
			for range n {
				h = append(h, tile.Of(tile.Kind(k)))
			}
		}
		v := malayPriceView(h)
		held := newPricer(a, v)
		for win := range held.sp.n() {
			if held.c[win] == 0 || held.sp.kinds[win] == tile.Joker {
				continue
			}
			direct := newPricer(a, v)
			want := direct.price(&direct.c, win, false, false)
			via := newPricer(a, v)
			tsumo := via.price(&via.c, win, true, false)
			if tsumo == 0 {
				continue
			}
			checked++
			got := via.price(&via.c, win, false, false)
			if got != want {
				t.Errorf("%s on %v: ron priced %v after the tsumo, %v alone", tile.Format(h), sp.kinds[win], got, want)
			}
			if want != tsumo/2 {
				differ++ // a ron paid otherwise than half a tsumo (a concealed triplet lost)
			}
		}
	}
	if checked < 100 || differ == 0 {
		t.Fatalf("%d winning hands checked, %d rons worth less than the tsumo", checked, differ)
	}
}

func malayPriceView(h []tile.Tile) engine.View {
	return engine.View{Variant: "malaysia", Seat: 0, Round: "East, hand 1", WallLeft: 20,
		Players: []engine.PlayerView{
			{Hand: h, Wind: "south", Flowers: tile.MustParse("1f2f3f")},
			{Wind: "west", Flowers: tile.MustParse("4f")}, {Wind: "east"},
		}}
}

// pricer is the expert's pricing of a view's own hand, set up as the
// search sets it up for one decision.
type pricer struct {
	*scoreValuer
	sp *space
	m  Model
	c  kc // the own hand's counts
}

func newPricer(a *Adapter, v engine.View) *pricer {
	sp := newSpace(a.Set)
	p := &pricer{scoreValuer: newScoreValuer(a, sp, newEvaluator(a)), sp: sp}
	p.read(v)
	return p
}

// read sets the pricing to view v.
func (p *pricer) read(v engine.View) {
	p.m.read(v, p.a.Set)
	var place placement
	place.read(v)
	p.reset(&p.m, &place)
	p.c = p.sp.counts(&p.m.Own)
}
