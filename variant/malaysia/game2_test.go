package malaysia

import (
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// TestKanPayments reads 【カンによる特殊な得点】: paid at once, won or not.
func TestKanPayments(t *testing.T) {
	t.Run("closed kan: 10 from each", func(t *testing.T) {
		g := newTest(t, nil, 1)
		rig(t, g, 0, [seats]string{"3333p456p789p11z2z3z", "1234p5678p111z23z", "1234p5678p666z45z"}, [seats]string{}, "9p1z")
		evs := act(t, g, 0, engine.Action{Type: engine.Ankan, Tiles: tile.MustParse("3333p")})
		if got := scores(g); !slices.Equal(got, []int{70, 40, 40}) || !g.rinshan || len(g.seat[0].hand) != 11 {
			t.Fatalf("scores %v rinshan %v hand %v", got, g.rinshan, g.seat[0].hand)
		}
		i := slices.IndexFunc(evs, func(e engine.Event) bool { return e.Type == engine.EvScores })
		want := []engine.Payment{{From: 1, To: 0, Amount: 10, Why: "ankan"}, {From: 2, To: 0, Amount: 10, Why: "ankan"}}
		if i < 0 || !slices.Equal(evs[i].Data.(ScoresData).Payments, want) {
			t.Fatalf("events %+v, want the payments %+v", evs, want)
		}
	})
	t.Run("open kan: 10 from the discarder", func(t *testing.T) {
		g := newTest(t, nil, 1)
		rig(t, g, 0, [seats]string{"3p456p789p111z2z3z4z", "1234p5678p1z333p", "1234p5678p666z45z"}, [seats]string{}, "9p1z")
		discard(t, g, 0, "3p")
		act(t, g, 1, engine.Action{Type: engine.Minkan, Tile: tile.MustParse("3p")[0], Tiles: tile.MustParse("333p")})
		if got := scores(g); !slices.Equal(got, []int{40, 60, 50}) || g.turn != 1 || !g.rinshan {
			t.Fatalf("scores %v turn %d", got, g.turn)
		}
	})
	t.Run("added kan: 5 from each", func(t *testing.T) {
		g := newTest(t, nil, 1)
		rig(t, g, 0, [seats]string{"3p456p789p111z2z3z4z", "1234p5678p1z33p56z", "1234p5678p666z45z"}, [seats]string{}, "9p7z3p9p")
		discard(t, g, 0, "3p")
		act(t, g, 1, engine.Action{Type: engine.Pon, Tile: tile.MustParse("3p")[0], Tiles: tile.MustParse("33p")})
		passCalls(t, g)
		discard(t, g, 1, "6z")
		passCalls(t, g)
		discard(t, g, 2, "9p")
		passCalls(t, g)
		discard(t, g, 0, "7z")
		passCalls(t, g)
		act(t, g, 1, engine.Action{Type: engine.Kakan, Tile: tile.MustParse("3p")[0]})
		if got := scores(g); !slices.Equal(got, []int{45, 60, 45}) || g.seat[1].melds[0].Kind != engine.MeldKakan {
			t.Fatalf("scores %v melds %v", got, g.seat[1].melds)
		}
	})
}

// passCalls lets every seat in a call window pass.
func passCalls(t *testing.T, g *Game) {
	t.Helper()
	for g.phase == phaseCalls {
		pass(t, g, g.ToAct()[0])
	}
}

// TestRon: a ron is paid by the discarder, less the discarder's own
// confirmed yaku when they reach 5; no furiten; the winner deals next.
func TestRon(t *testing.T) {
	const waiting = "223344p456p678p8p" // 7 points on 8p: 面前 清一色 平和 断么 一盃口
	tests := []struct {
		name    string
		flowers string // the discarder's, set aside
		want    []int
		line    engine.Payment // the payment as the result screen tells it
	}{
		{"full payment", "", []int{43, 57, 50}, engine.Payment{From: 0, To: 1, Amount: 7, Why: "ron", Base: 7}},
		{"payer's 4 points reduce nothing", "1234a", []int{43, 57, 50}, engine.Payment{From: 0, To: 1, Amount: 7, Why: "ron", Base: 7, Own: 4}},
		{"payer's 5 points reduce by 5", "1234a5f", []int{48, 52, 50}, engine.Payment{From: 0, To: 1, Amount: 2, Why: "ron", Base: 7, Own: 5, Cut: 5}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newTest(t, nil, 1)
			rig(t, g, 0, [seats]string{"8p456p789p111z2z3z4z", waiting, "1234p5678p666z45z"}, [seats]string{tt.flowers}, "9p")
			g.seat[1].discards = []engine.Discarded{{Tile: tile.MustParse("8p")[0]}} // no furiten
			discard(t, g, 0, "8p")
			d := win(t, act(t, g, 1, engine.Action{Type: engine.Ron, Tile: tile.MustParse("8p")[0]}))
			if d.Points != 7 || d.From != 0 || d.Tsumo {
				t.Fatalf("%+v", d)
			}
			if !slices.Equal(d.Payments, []engine.Payment{tt.line}) {
				t.Errorf("payments %+v, want %+v", d.Payments, tt.line)
			}
			if got := scores(g); !slices.Equal(got, tt.want) || g.dealer != 1 || g.hand != 1 {
				t.Fatalf("scores %v dealer %d hand %d", got, g.dealer, g.hand)
			}
		})
	}
}

// TestCallPriority: a win beats a pon; of two wins the first seat after
// the discarder takes it.
func TestCallPriority(t *testing.T) {
	const waiting = "223344p456p678p8p"
	for _, tt := range []struct {
		name   string
		seat2  string
		winner engine.Seat
	}{
		{"ron over pon", "1234p5678p88p45z", 1},
		{"head bump", waiting, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := newTest(t, nil, 1)
			rig(t, g, 0, [seats]string{"8p456p789p111z2z3z4z", waiting, tt.seat2}, [seats]string{}, "9p")
			discard(t, g, 0, "8p")
			for _, s := range []engine.Seat{2, 1} { // the later seat answers first
				a := engine.Action{Type: engine.Ron, Tile: tile.MustParse("8p")[0]}
				if !engine.Contains(g.Legal(s), a) {
					a = engine.Action{Type: engine.Pon, Tile: a.Tile, Tiles: tile.MustParse("88p")}
				}
				act(t, g, s, a)
			}
			if g.dealer != tt.winner || g.hand != 1 {
				t.Fatalf("dealer %d hand %d", g.dealer, g.hand)
			}
		})
	}
}

// TestExhaustiveDraw: 全ての牌を引き切ったら荒牌流局; the dealer stays; no
// noten payments.
func TestExhaustiveDraw(t *testing.T) {
	g := newTest(t, nil, 1)
	rig(t, g, 1, [seats]string{"1234p5678p666z45z", "1p456p789p111z2z3z4z", "1234p5678p111z23z"}, [seats]string{}, "")
	evs := discard(t, g, 1, "4z")
	if !slices.ContainsFunc(evs, func(e engine.Event) bool { return e.Type == engine.EvDrawGame }) {
		t.Fatalf("no draw game in %v", evs)
	}
	if g.dealer != 1 || g.hand != 1 || !slices.Equal(scores(g), []int{50, 50, 50}) {
		t.Fatalf("dealer %d hand %d scores %v", g.dealer, g.hand, scores(g))
	}
}

// TestLastTile: 海底自摸 on the last tile of the wall, 河底撈魚 on its discard.
func TestLastTile(t *testing.T) {
	const waiting = "223344p456p678p9p" // 面前 清一色 平和 一盃口 on 9p
	hasYaku := func(d WinData, id string) bool {
		return slices.ContainsFunc(d.Yaku, func(y engine.YakuValue) bool { return y.ID == id })
	}
	t.Run("houtei", func(t *testing.T) {
		g := newTest(t, nil, 1)
		rig(t, g, 2, [seats]string{"1234p5678p666z45z", waiting, "8p456p789p111z2z3z4z"}, [seats]string{}, "9p")
		discard(t, g, 2, "8p")
		passCalls(t, g)
		discard(t, g, 0, "9p") // 0 drew the last tile
		d := win(t, act(t, g, 1, engine.Action{Type: engine.Ron, Tile: tile.MustParse("9p")[0]}))
		if d.Points != 7 || !hasYaku(d, "houtei") || hasYaku(d, "haitei") {
			t.Fatalf("%+v", d)
		}
	})
	t.Run("haitei", func(t *testing.T) {
		g := newTest(t, nil, 1)
		rig(t, g, 0, [seats]string{"8p456p789p111z2z3z4z", waiting, "1234p5678p666z45z"}, [seats]string{}, "9p")
		g.seat[1].first = false // not 天和
		discard(t, g, 0, "4z")
		d := win(t, act(t, g, 1, engine.Action{Type: engine.Tsumo}))
		if d.Points != 7 || !hasYaku(d, "haitei") || !d.Tsumo {
			t.Fatalf("%+v", d)
		}
	})
}

// TestTenhou reads 【天和】: the dealer's dealt hand, or a first draw, with
// no flower set aside in the opening (and, for a later seat, no call before).
func TestTenhou(t *testing.T) {
	const complete = "123p456p789p11z222z"
	const tenpai = "123p456p789p11z22z"
	hasTenhou := func(d WinData) bool {
		return slices.ContainsFunc(d.Yaku, func(y engine.YakuValue) bool { return y.ID == "tenhou" })
	}
	t.Run("dealer", func(t *testing.T) {
		g := newTest(t, nil, 1)
		rig(t, g, 0, [seats]string{complete, "1234p5678p111z34z", "1234p5678p666z45z"}, [seats]string{}, "9p")
		if d := win(t, act(t, g, 0, engine.Action{Type: engine.Tsumo})); !hasTenhou(d) || d.Points != 10 {
			t.Fatalf("%+v", d)
		}
	})
	t.Run("dealer after an opening flower", func(t *testing.T) {
		g := newTest(t, nil, 1)
		rig(t, g, 0, [seats]string{complete, "1234p5678p111z34z", "1234p5678p666z45z"}, [seats]string{"1f"}, "9p")
		g.seat[0].opening = 1
		g.legal = g.turnActions()
		if d := win(t, act(t, g, 0, engine.Action{Type: engine.Tsumo})); hasTenhou(d) {
			t.Fatalf("%+v", d)
		}
	})
	t.Run("first draw", func(t *testing.T) {
		g := newTest(t, nil, 1)
		rig(t, g, 0, [seats]string{"9p456p789p111z3z4z5z", tenpai, "1234p5678p666z4z7z"}, [seats]string{}, "2z")
		discard(t, g, 0, "9p")
		passCalls(t, g)
		if d := win(t, act(t, g, 1, engine.Action{Type: engine.Tsumo})); !hasTenhou(d) {
			t.Fatalf("%+v", d)
		}
	})
	t.Run("first draw after a call", func(t *testing.T) {
		g := newTest(t, nil, 1)
		rig(t, g, 0, [seats]string{"6z456p789p111z3z4z5z", tenpai, "1234p5678p666z4z7z"}, [seats]string{}, "1p2z")
		discard(t, g, 0, "6z")
		act(t, g, 2, engine.Action{Type: engine.Pon, Tile: tile.MustParse("6z")[0], Tiles: tile.MustParse("66z")})
		discard(t, g, 2, "7z")
		passCalls(t, g)
		discard(t, g, 0, "1p")
		passCalls(t, g)
		if d := win(t, act(t, g, 1, engine.Action{Type: engine.Tsumo})); hasTenhou(d) {
			t.Fatalf("%+v", d)
		}
	})
}

// TestFlowerAfterCall: right after a chi or pon is the caller's turn
// (自分の手番で), so a flower or 飛 may be set aside there too; its
// replacement draw makes a normal turn of it.
func TestFlowerAfterCall(t *testing.T) {
	g := newTest(t, nil, 1)
	rig(t, g, 0, [seats]string{"5p123p456p789p111z2z", "1355679p22z33z4z1f", "248p2468p34567z9p"}, [seats]string{}, "9p8p7p")
	discard(t, g, 0, "5p")
	act(t, g, 1, engine.Action{Type: engine.Pon, Tile: tile.MustParse("5p")[0], Tiles: tile.MustParse("55p")})
	passCalls(t, g)
	if !has(g, 1, engine.Flower, "1f") {
		t.Fatalf("no flower offered after the pon: %v", g.Legal(1))
	}
	act(t, g, 1, engine.Action{Type: engine.Flower, Tile: tile.MustParse("1f")[0]})
	p := &g.seat[1]
	if !slices.Equal(p.flowers, tile.MustParse("1f")) || p.hand[len(p.hand)-1] != tile.MustParse("9p")[0] || !g.rinshan || g.turn != 1 {
		t.Fatalf("flowers %v hand %v rinshan %v turn %d", p.flowers, p.hand, g.rinshan, g.turn)
	}
	if !has(g, 1, engine.Discard, "9p") {
		t.Fatalf("the caller may not discard after the replacement: %v", g.Legal(1))
	}
}
