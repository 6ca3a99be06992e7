package malaysia

import (
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// TestDeal reads 【配牌と流局】 and 【第1打を始める前に放華を行う】: 14 tiles to
// the dealer, 13 to the others, no dead wall; flowers of the deal set aside
// from the dealer round and replaced from the wall; a flower among the
// replacements waits in the hand.
func TestDeal(t *testing.T) {
	waited := false
	for seed := uint64(1); seed <= 300; seed++ {
		g := newTest(t, nil, seed)
		if g.phase != phaseTurn || g.turn != g.dealer {
			continue // a deal of four 飛 was won at once (TestFourJokerDeal)
		}
		if n := len(g.AllTiles()); n != 84 {
			t.Fatalf("seed %d: %d tiles", seed, n)
		}
		drawn := 0
		for s := engine.Seat(0); s < seats; s++ {
			p := &g.seat[s]
			want := 13 + b2i(s == g.dealer)
			if len(p.hand) != want || len(p.flowers) != p.opening {
				t.Fatalf("seed %d seat %d: %d tiles, %d flowers (%d in the opening)", seed, s, len(p.hand), len(p.flowers), p.opening)
			}
			for _, f := range p.flowers {
				if !isFlower(f) {
					t.Fatalf("seed %d: %s set aside in the opening", seed, f)
				}
			}
			if slices.ContainsFunc(p.hand, isFlower) {
				waited = true
				if p.opening == 0 {
					t.Fatalf("seed %d seat %d: a flower in a hand that set none aside", seed, s)
				}
				if !has(g, s, engine.Flower, "") && s == g.turn {
					t.Fatalf("seed %d: the dealer may not set aside its waiting flower", seed)
				}
			}
			drawn += len(p.hand) + len(p.flowers)
		}
		if drawn+len(g.wall) != 84 || drawn != 40+countFlowers(g) {
			t.Fatalf("seed %d: %d drawn, wall %d", seed, drawn, len(g.wall))
		}
	}
	if !waited {
		t.Error("no deal put a replacement flower in a hand; the test saw nothing")
	}
}

func countFlowers(g *Game) int {
	n := 0
	for s := range g.seat {
		n += len(g.seat[s].flowers)
	}
	return n
}

// TestOpeningOrder: 放華 goes from the dealer round, so the dealer's
// replacements come off the wall first.
func TestOpeningOrder(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		g := newTest(t, nil, seed)
		var order []engine.Seat
		for _, e := range g.startHand(nil) {
			if e.Type == EvOpeningFlowers {
				order = append(order, e.Seat)
			}
		}
		d := g.dealer
		rank := func(s engine.Seat) int { return (int(s) - int(d) + seats) % seats }
		if !slices.IsSortedFunc(order, func(a, b engine.Seat) int { return rank(a) - rank(b) }) {
			t.Fatalf("seed %d: opening flowers in order %v, dealer %d", seed, order, d)
		}
	}
}

// TestFourJokerDeal: 配牌に飛が4枚含まれていれば即座に天和.
func TestFourJokerDeal(t *testing.T) {
	g := newTest(t, nil, 1)
	for h := 0; h < 20000; h++ {
		g.hand = h
		before := scores(g)
		evs := g.startHand(nil)
		for _, e := range evs {
			if e.Type != engine.EvWin {
				continue
			}
			d := e.Data.(WinData)
			if !d.Tsumo || !d.Limit || d.Yaku[0].ID != "tenhou" {
				t.Fatalf("hand %d: %+v", h, d)
			}
			after := scores(g)
			for s := engine.Seat(0); s < seats; s++ {
				want := -10
				if s == e.Seat {
					want = 20
				}
				if after[s]-before[s] != want {
					t.Fatalf("hand %d: seat %d got %d, want %d", h, s, after[s]-before[s], want)
				}
			}
			return
		}
	}
	t.Fatal("no deal of four 飛 in 20000 hands")
}

// TestFlowerSetAside: a flower set aside is a point and draws a
// replacement; a win on it adds 嶺上開花 (【華牌の扱い】).
func TestFlowerSetAside(t *testing.T) {
	g := newTest(t, nil, 1)
	rig(t, g, 0, [seats]string{"123p456p789p111z2z1f", "1234p5678p11z1z", "1234p5678p66z1z"}, [seats]string{}, "2z9p9p9p")
	act(t, g, 0, engine.Action{Type: engine.Flower, Tile: tile.MustParse("1f")[0]})
	if !slices.Equal(g.seat[0].flowers, tile.MustParse("1f")) || !g.rinshan || len(g.wall) != 3 {
		t.Fatalf("flowers %v rinshan %v wall %d", g.seat[0].flowers, g.rinshan, len(g.wall))
	}
	d := win(t, act(t, g, 0, engine.Action{Type: engine.Tsumo}))
	// 面前 混一色 華牌 場風 自風 一気通貫 嶺上開花
	if d.Points != 8 || !slices.ContainsFunc(d.Yaku, func(y engine.YakuValue) bool { return y.ID == "rinshan" }) {
		t.Fatalf("%+v", d)
	}
	if !slices.Equal(d.Deltas, []int{16, -8, -8}) {
		t.Fatalf("deltas %v", d.Deltas)
	}
}

// TestMinimum: 和了は5点縛り, flowers included.
func TestMinimum(t *testing.T) {
	g := newTest(t, nil, 1)
	// 面前 清一色: 4 points; a flower makes 5.
	hand := "234p456p678p999p11p"
	notFirst := func() {
		g.seat[0].first = false // not 天和
		g.legal = g.turnActions()
	}
	rig(t, g, 0, [seats]string{hand, "1234p5678p11z1z", "1234p5678p66z1z"}, [seats]string{}, "9p")
	notFirst()
	if has(g, 0, engine.Tsumo, "") {
		t.Fatal("a 4-point hand may win")
	}
	rig(t, g, 0, [seats]string{hand, "1234p5678p11z1z", "1234p5678p66z1z"}, [seats]string{"1a"}, "9p")
	notFirst()
	if !has(g, 0, engine.Tsumo, "") {
		t.Fatal("a 5-point hand with a flower may not win")
	}
}

// TestDiscardedFlower: 華牌を抜かずに捨てるときは追加で山から自摸切り.
func TestDiscardedFlower(t *testing.T) {
	g := newTest(t, nil, 1)
	rig(t, g, 0, [seats]string{"123p456p789p111z2z1f", "1234p5678p111z23z", "1234p5678p666z45z"}, [seats]string{}, "5f7z3p")
	discard(t, g, 0, "1f")
	got := g.seat[0].discards
	want := []engine.Discarded{{Tile: tile.MustParse("1f")[0]}, {Tile: tile.MustParse("5f")[0], Tsumogiri: true}, {Tile: tile.MustParse("7z")[0], Tsumogiri: true}}
	if !slices.Equal(got, want) {
		t.Fatalf("discards %v, want %v", got, want)
	}
	if g.turn != 1 || len(g.wall) != 0 || len(g.seat[1].hand) != 14 {
		t.Fatalf("turn %d wall %d hand %v", g.turn, len(g.wall), g.seat[1].hand)
	}
}

// TestJokerCalls: 飛 may be used in chi and pon; two 飛 make a triplet;
// a discarded 飛 is dead.
func TestJokerCalls(t *testing.T) {
	g := newTest(t, nil, 1)
	rig(t, g, 0, [seats]string{"5p1234p678p111z2z0z", "3p7p00z1234z5566z", "5p0z11223344z56z"}, [seats]string{}, "1p2p3p4p")
	discard(t, g, 0, "5p")
	var chi, pon []engine.Action
	for _, a := range g.Legal(1) {
		switch a.Type {
		case engine.Chi:
			chi = append(chi, a)
		case engine.Pon:
			pon = append(pon, a)
		}
	}
	j := tile.Of(tile.Joker)
	wantChi := []engine.Action{
		{Type: engine.Chi, Tile: tile.MustParse("5p")[0], Tiles: []tile.Tile{tile.MustParse("3p")[0], j}, Flag: "4p"},
		{Type: engine.Chi, Tile: tile.MustParse("5p")[0], Tiles: []tile.Tile{tile.MustParse("7p")[0], j}, Flag: "6p"},
	}
	if len(chi) != 2 || !engine.Contains(chi, wantChi[0]) || !engine.Contains(chi, wantChi[1]) {
		t.Fatalf("chi %v", chi)
	}
	if len(pon) != 1 || !slices.Equal(pon[0].Tiles, []tile.Tile{j, j}) {
		t.Fatalf("pon %v: two 飛 call a triplet, and nothing else", pon)
	}
	if has(g, 2, engine.Chi, "") {
		t.Fatal("chi offered to the seat not on the discarder's left")
	}
	act(t, g, 1, wantChi[0])
	act(t, g, 2, engine.Action{Type: engine.Pass})
	m := g.seat[1].melds[0]
	if m.Kind != engine.MeldChi || !slices.Equal(m.As, []tile.Kind{tile.K(tile.Pin, 3), tile.K(tile.Pin, 4), tile.K(tile.Pin, 5)}) {
		t.Fatalf("meld %+v", m)
	}
	// a discarded 飛 opens no call
	discard(t, g, 1, "0z")
	if g.phase != phaseTurn || g.turn != 2 {
		t.Fatalf("a discarded 飛 was open to calls: phase %d turn %d", g.phase, g.turn)
	}
}

// TestSwap: 副露した面子に含まれている飛は、代用していた牌をツモって来た時に入れ
// 替えて手牌に戻すことができる; never a kan with a 飛 in it.
func TestSwap(t *testing.T) {
	g := newTest(t, nil, 1)
	rig(t, g, 0, [seats]string{"5p1234p678p111z2z3z4z", "5p5p0z234z1234z567z", "6p1122334455z67z"}, [seats]string{}, "1z1p5p9p")
	discard(t, g, 0, "5p")
	act(t, g, 1, engine.Action{Type: engine.Pon, Tile: tile.MustParse("5p")[0], Tiles: tile.MustParse("5p0z")})
	discard(t, g, 1, "7z")
	discard(t, g, 2, "1z") // 2 draws 1z, discards it
	pass(t, g, 0)
	discard(t, g, 0, "1p") // 0 draws 1p
	if g.turn != 1 {
		t.Fatalf("turn %d", g.turn)
	}
	if has(g, 1, engine.Kakan, "") {
		t.Fatal("added kan onto a pon holding a 飛")
	}
	sw := engine.Action{Type: engine.Swap, Tile: tile.MustParse("5p")[0], Flag: "0"}
	if !engine.Contains(g.Legal(1), sw) {
		t.Fatalf("no swap in %v", g.Legal(1))
	}
	act(t, g, 1, sw)
	m := g.seat[1].melds[0]
	if m.Jokers() != 0 || !slices.Contains(g.seat[1].hand, tile.Of(tile.Joker)) {
		t.Fatalf("meld %v hand %v", m.Tiles, g.seat[1].hand)
	}
	if !has(g, 1, engine.Kakan, "5p") {
		t.Fatal("no added kan once the pon is all real tiles")
	}
}

// TestSwapOnlyOnDraw: the swap takes the tile just drawn, not one held.
func TestSwapOnlyOnDraw(t *testing.T) {
	g := newTest(t, nil, 1)
	rig(t, g, 0, [seats]string{"5p1234p678p111z2z3z4z", "5p5p5p0z34z1234z567z", "6p1122334455z67z"}, [seats]string{}, "1z1p2p")
	discard(t, g, 0, "5p")
	act(t, g, 1, engine.Action{Type: engine.Pon, Tile: tile.MustParse("5p")[0], Tiles: tile.MustParse("5p0z")})
	discard(t, g, 1, "6z")
	discard(t, g, 2, "1z")
	pass(t, g, 0)
	discard(t, g, 0, "1p")
	if !slices.Contains(g.seat[1].hand, tile.MustParse("5p")[0]) || has(g, 1, engine.Swap, "") {
		t.Fatalf("hand %v legal %v", g.seat[1].hand, g.Legal(1))
	}
}
