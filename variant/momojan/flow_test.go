package momojan

import (
	"testing"

	"jantaku/engine"
)

func TestDeal(t *testing.T) {
	g := dealt(t, "123l456o7z", "1z2z6z4p5p6p7p", "9l9o9s9p", "5z")
	if len(g.players[0].hand) != 8 || len(g.players[1].hand) != 7 {
		t.Fatalf("hands %d and %d cards, want 8 (dealer, after the draw) and 7", len(g.players[0].hand), len(g.players[1].hand))
	}
	if len(g.dead) != 4 || g.revealed != 1 || g.dead[0] != card("9l") {
		t.Errorf("dead wall %v, %d shown; want 4 cards with the top (9l) shown", g.dead, g.revealed)
	}
	if len(g.wall) != 54-14-4-1 {
		t.Errorf("wall %d, want %d", len(g.wall), 54-14-4-1)
	}
	if g.players[1].score != 29 || g.fee != 1 {
		t.Errorf("non-dealer %d, fee %d: want 29 and 1 (場代 at 0 honba)", g.players[1].score, g.fee)
	}
	checkConserved(t, g)
}

// 開: a finished set shown after a draw earns the right to draw 3, which
// may be waived; kai repeats one set at a time.
func TestKaiAndDrawRight(t *testing.T) {
	g := dealt(t, "123l456o7z", "1z2z6z4p5p6p7p", "9l9o9s9p", "5z1o2o3o")
	kai := engine.Action{Type: engine.Kai, Tiles: tiles("123l")}
	if !legalHas(g, 0, kai) || !legalHas(g, 0, engine.Action{Type: engine.Kai, Tiles: tiles("456o")}) {
		t.Fatalf("kai not offered: %v", g.Legal(0))
	}
	act(t, g, 0, kai)
	if g.phase != phaseRight || !legalHas(g, 0, engine.Action{Type: engine.Draw}) || !legalHas(g, 0, engine.Action{Type: engine.Waive}) {
		t.Fatalf("no draw right after kai: %v", g.Legal(0))
	}
	act(t, g, 0, engine.Action{Type: engine.Draw})
	if len(g.players[0].hand) != 8 || !legalHas(g, 0, engine.Action{Type: engine.Kai, Tiles: tiles("123o")}) {
		t.Fatalf("after the 3 draws: hand %v, legal %v", g.players[0].hand, g.Legal(0))
	}
	act(t, g, 0, engine.Action{Type: engine.Kai, Tiles: tiles("123o")})
	act(t, g, 0, engine.Action{Type: engine.Waive})
	if g.phase != phaseTurn || len(g.players[0].hand) != 5 || len(g.players[0].melds) != 2 {
		t.Fatalf("after a waived right: phase %v, hand %v, melds %d", g.phase, g.players[0].hand, len(g.players[0].melds))
	}
	act(t, g, 0, engine.Action{Type: engine.Discard, Tile: card("7z")})
	if g.phase != phaseCall || g.turn != 1 {
		t.Fatalf("after the discard: phase %v turn %d", g.phase, g.turn)
	}
	checkConserved(t, g)
}

func TestDrawRightWaivedWithShortWall(t *testing.T) {
	g := dealt(t, "123l456o7z", "1z2z6z4p5p6p7p", "9l9o9s9p", "5z")
	g.wall = g.wall[:2]
	g.players[1].hand = append(g.players[1].hand, g.wall[len(g.wall)-1:]...) // keep every card somewhere
	g.wall = g.wall[:1]
	g.invalidate()
	act(t, g, 0, engine.Action{Type: engine.Kai, Tiles: tiles("123l")})
	if g.phase != phaseTurn {
		t.Errorf("with %d cards in the wall the right is not waived: phase %v", len(g.wall), g.phase)
	}
	if legalHas(g, 0, engine.Action{Type: engine.Draw}) {
		t.Error("draw offered with a short wall")
	}
}

// チー and ポン on the opponent's discard, peach included; both earn the
// right to draw 3.
func TestChiPonWithPeach(t *testing.T) {
	g := dealt(t, "3p56789l1z", "2l4l3l3o6z6z7z", "9o9s9p8o", "2z5o5s5p")
	act(t, g, 0, engine.Action{Type: engine.Discard, Tile: card("3p")})
	chi := engine.Action{Type: engine.Chi, Tile: card("3p"), Tiles: tiles("2l4l")}
	pon := engine.Action{Type: engine.Pon, Tile: card("3p"), Tiles: tiles("3l3o")}
	for _, a := range []engine.Action{chi, pon, {Type: engine.Pass}} {
		if !legalHas(g, 1, a) {
			t.Errorf("%v not offered: %v", a, g.Legal(1))
		}
	}
	act(t, g, 1, pon)
	if g.phase != phaseRight || !g.players[0].discards[0].Taken {
		t.Fatalf("pon: phase %v, discard taken %v", g.phase, g.players[0].discards[0].Taken)
	}
	act(t, g, 1, engine.Action{Type: engine.Draw})
	if n := len(g.players[1].hand); n != 8 {
		t.Errorf("after pon and 3 draws: %d cards, want 8", n)
	}
	checkConserved(t, g)
}

// カン: draw from the bottom of the dead wall, a new indicator (the second
// from the top), the right to draw 3; one kan a hand for both players.
func TestAnkan(t *testing.T) {
	g := dealt(t, "5555z1l2l3l", "6666z1o2o3o", "9l8o7s6p", "1z")
	kan := engine.Action{Type: engine.Ankan, Tiles: tiles("5555z")}
	if !legalHas(g, 0, kan) {
		t.Fatalf("ankan not offered: %v", g.Legal(0))
	}
	evs := act(t, g, 0, kan)
	if last := g.players[0].hand[len(g.players[0].hand)-1]; last != card("6p") {
		t.Errorf("rinshan %v, want 6p (the bottom of the dead wall)", last)
	}
	if ind := eventsOf(evs, engine.EvIndicator); len(ind) != 1 || ind[0].Tile != card("8o") || g.revealed != 2 {
		t.Errorf("new indicator events %v, revealed %d; want 8o", ind, g.revealed)
	}
	if g.phase != phaseRight {
		t.Errorf("no draw right after the kan: %v", g.phase)
	}
	act(t, g, 0, engine.Action{Type: engine.Waive})
	act(t, g, 0, engine.Action{Type: engine.Discard, Tile: card("1z")})
	act(t, g, 1, engine.Action{Type: engine.Pass})
	if legalTypes(g, 1)[engine.Ankan] != 0 {
		t.Errorf("a second kan offered in the hand: %v", g.Legal(1))
	}
	checkConserved(t, g)
}

// リーチ: allowed with open sets; afterwards only tsumo, tsumogiri or ron.
func TestRiichi(t *testing.T) {
	g := dealt(t, "34l7l7s555z", "1o2o3o4o5o6o8s", "9l8o9s6p", "9o2p5z")
	p := &g.players[0]
	p.melds = meldsOf("kai:666z kai:777z") // as if shown in earlier turns
	p.hand = tiles("34l7l7s555z9o")
	g.invalidate()
	if !legalHas(g, 0, engine.Action{Type: engine.Riichi, Tile: card("9o")}) {
		t.Fatalf("riichi on 9o not offered: %v", g.Legal(0))
	}
	if legalHas(g, 0, engine.Action{Type: engine.Riichi, Tile: card("7l")}) {
		t.Error("riichi offered on a discard that leaves no ready hand")
	}
	act(t, g, 0, engine.Action{Type: engine.Riichi, Tile: card("9o")})
	act(t, g, 1, engine.Action{Type: engine.Pass})
	act(t, g, 1, engine.Action{Type: engine.Discard, Tile: card("8s")})
	if types := legalTypes(g, 0); types[engine.Chi]+types[engine.Pon] != 0 {
		t.Errorf("a riichi player may call: %v", g.Legal(0))
	}
	act(t, g, 0, engine.Action{Type: engine.Pass}) // draws 5z: a fourth dog
	types := legalTypes(g, 0)
	if types[engine.Kai]+types[engine.Ankan]+types[engine.Riichi] != 0 || types[engine.Discard] != 1 {
		t.Errorf("after riichi: %v, want only tsumo or tsumogiri", g.Legal(0))
	}
	if !legalHas(g, 0, engine.Action{Type: engine.Discard, Tile: card("5z")}) {
		t.Errorf("tsumogiri not offered: %v", g.Legal(0))
	}
}

// 誤ツモ: the hand is shown, its owner gives up winning it, may still kai,
// and counts as noten at the draw.
func TestMistakenTsumo(t *testing.T) {
	g := dealtWith(t, withMistaken(), "123l456o7z", "1z2z6z4p5p6p7p", "9l9o9s9p", "5z")
	mistaken := engine.Action{Type: engine.Tsumo, Flag: FlagMistaken}
	if !legalHas(g, 0, mistaken) || legalHas(g, 0, engine.Action{Type: engine.Tsumo}) {
		t.Fatalf("legal %v", g.Legal(0))
	}
	evs := act(t, g, 0, mistaken)
	if !g.players[0].abandoned || len(evs) != 1 || len(evs[0].Tiles) != 8 || evs[0].Secret {
		t.Fatalf("not abandoned with the hand shown: %v", evs)
	}
	if types := legalTypes(g, 0); types[engine.Tsumo] != 0 || types[engine.Kai] != 2 || types[engine.Riichi] != 0 {
		t.Errorf("after a mistaken tsumo: %v", g.Legal(0))
	}
	if v := g.View(1); v.Players[0].Extra["abandoned"] != true {
		t.Errorf("the opponent does not see the shown hand: %+v", v.Players[0])
	}
	// Ready with two kai, yet noten at the draw.
	p := &g.players[0]
	p.melds = meldsOf("kai:123l kai:456o")
	p.hand = tiles("34p7l7s")
	if ev, tenpai := g.evaluation(0); ev != 0 || tenpai {
		t.Errorf("abandoned hand evaluates %d (tenpai %v), want 0", ev, tenpai)
	}
	p.abandoned = false
	if ev, tenpai := g.evaluation(0); ev != 4 || !tenpai {
		t.Errorf("the same hand not abandoned evaluates %d (tenpai %v), want 4", ev, tenpai)
	}
}

func TestMistakenRonThenCall(t *testing.T) {
	g := dealtWith(t, withMistaken(), "3p56789l1z", "2l4l3l3o6z6z7z", "9o9s9p8o", "2z5o5s5p")
	act(t, g, 0, engine.Action{Type: engine.Discard, Tile: card("3p")})
	act(t, g, 1, engine.Action{Type: engine.Ron, Tile: card("3p"), Flag: FlagMistaken})
	if !g.players[1].abandoned || g.turn != 1 || g.phase != phaseCall {
		t.Fatalf("after a mistaken ron: abandoned %v turn %d phase %v", g.players[1].abandoned, g.turn, g.phase)
	}
	act(t, g, 1, engine.Action{Type: engine.Chi, Tile: card("3p"), Tiles: tiles("2l4l")})
}

func TestMistakenWinsOption(t *testing.T) {
	g := dealt(t, "123l456o7z", "1z2z6z4p5p6p7p", "9l9o9s9p", "5z")
	if legalTypes(g, 0)[engine.Tsumo] != 0 {
		t.Errorf("mistaken tsumo offered by default: %v", g.Legal(0))
	}
	g = dealtWith(t, withMistaken(), "123l456o7z", "1z2z6z4p5p6p7p", "9l9o9s9p", "5z")
	if !legalHas(g, 0, engine.Action{Type: engine.Tsumo, Flag: FlagMistaken}) {
		t.Errorf("mistaken tsumo not offered with the option: %v", g.Legal(0))
	}
}

// A win by tsumo of the おしまい hand ends the game at once, whatever the
// points. (The hand is set up directly; the cards are not all accounted.)
func TestOshimaiTsumo(t *testing.T) {
	g := dealt(t, "123l456o9l1z", "2z2z2z3p4p5p6p", "9o8o7s8p", "9s")
	p := &g.players[0]
	p.melds = meldsOf("chi:234p kai:555z kai:666z kai:777z kai:11z1p") // 家来 and a sun triplet closed by a 1
	p.hand = tiles("123l456o9l9s")
	g.drawn = card("9s")
	p.score, g.players[1].score = 1, 58
	g.invalidate()
	if !legalHas(g, 0, engine.Action{Type: engine.Tsumo}) {
		t.Fatalf("tsumo not offered: %v", g.Legal(0))
	}
	act(t, g, 0, engine.Action{Type: engine.Tsumo})
	if r := g.Result(); !g.Over() || r.Ending != "oshimai" || r.Ranks[0] != 1 {
		t.Errorf("result %+v, want an おしまい win for seat 0", r)
	}
}

func TestViewHidesHands(t *testing.T) {
	g := freshGame(t)
	for _, s := range []engine.Seat{engine.Spectator, 0, 1} {
		v := g.View(s)
		for i, p := range v.Players {
			if (engine.Seat(i) == s) != (p.Hand != nil) {
				t.Errorf("seat %d sees seat %d's hand: %v", s, i, p.Hand)
			}
		}
		if s != 0 && v.Last != nil && v.Last.Tile != 0 {
			t.Errorf("seat %d sees the dealer's draw %v", s, v.Last.Tile)
		}
	}
	if len(g.View(1).Legal) != 0 || len(g.View(0).Legal) == 0 {
		t.Error("legal actions shown to the wrong seat")
	}
}
