package trump

import (
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// rigged starts a game whose hand 0 is dealt as given: hands by seat (the
// dealer is seat 0), the stock top first, and the two indicators. The
// dealer has drawn the first card of the stock.
func rigged(t *testing.T, opts engine.Options, hands []string, stock, dora, ura string) *Game {
	t.Helper()
	resolved, err := engine.ResolveOptions(options, opts)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(engine.Config{Players: len(hands), Options: resolved, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	pool := newPool(t, append([]string{stock, dora, ura}, hands...)...)
	g.seats = make([]player, len(hands))
	for i, h := range hands {
		g.seats[i].hand = pool.cards(h)
		slices.SortFunc(g.seats[i].hand, tile.Compare)
	}
	g.dora, g.ura = pool.cards(dora)[0], pool.cards(ura)[0]
	g.wall = pool.cards(stock)
	g.dealer = 0
	g.drawFor(0)
	return g
}

func act(typ engine.ActionType, ts string) engine.Action {
	a := engine.Action{Type: typ}
	if ts != "" {
		cards := tile.MustParse(ts)
		switch typ {
		case engine.Ankan:
			a.Tiles = cards
		case engine.Pon, engine.Minkan:
			a.Tile, a.Tiles = cards[0], cards[1:]
		default:
			a.Tile = cards[0]
		}
	}
	return a
}

// play applies actions in order and returns the events of the last. An
// action's cards written without suits are the legal action's cards of
// those kinds.
func play(t *testing.T, g *Game, steps ...engine.SeatAction) []engine.Event {
	t.Helper()
	var evs []engine.Event
	for _, st := range steps {
		a, _ := legalAs(g, st.Seat, st.Action)
		var err error
		if evs, err = g.Apply(st.Seat, a); err != nil {
			t.Fatalf("%v; legal for seat %d: %v", err, st.Seat, g.Legal(st.Seat))
		}
	}
	return evs
}

func sa(s engine.Seat, typ engine.ActionType, ts string) engine.SeatAction {
	return engine.SeatAction{Seat: s, Action: act(typ, ts)}
}

func winOf(t *testing.T, evs []engine.Event) WinData {
	t.Helper()
	for _, e := range evs {
		if e.Type == engine.EvWin {
			return e.Data.(WinData)
		}
	}
	t.Fatalf("no win in %v", evs)
	return WinData{}
}

func itemNames(items []Item) []string {
	var out []string
	for _, it := range items {
		out = append(out, it.Name)
	}
	return out
}

// has reports whether legal holds a, whose cards may be written without
// suits.
func has(legal []engine.Action, a engine.Action) bool {
	return slices.ContainsFunc(legal, func(l engine.Action) bool { return matches(a, l) })
}

const junk = "9c9c9c1c1c8c8c8c2c2c"

func TestTenhou(t *testing.T) {
	g := rigged(t, nil, []string{"123567c1z", "2468c5z6z7z"}, "1z"+junk, "5z", "5c")
	w := winOf(t, play(t, g, sa(0, engine.Tsumo, "")))
	if w.Points != 9 || !slices.Equal(itemNames(w.Items), []string{"面前ツモ", "天和"}) {
		t.Errorf("tenhou: %+v", w)
	}
	if g.scores[0] != 9 || g.handNo != 1 {
		t.Errorf("scores %v hand %d", g.scores, g.handNo)
	}
}

func TestChiihouAndRenhou(t *testing.T) {
	g := rigged(t, nil, []string{"2468c5z6z7z", "123567c1z"}, "9c1z"+junk, "5z", "5c")
	w := winOf(t, play(t, g, sa(0, engine.Discard, "9c"), sa(1, engine.Tsumo, "")))
	if w.Points != 9 || !slices.Equal(itemNames(w.Items), []string{"面前ツモ", "地和"}) {
		t.Errorf("chiihou: %+v", w)
	}
	// 人和 is a 加算役: by default it does not make a hand without a 【役】 a win.
	g = rigged(t, nil, []string{"2468c5z6z7z", "123567c1z"}, "1z"+junk, "5z", "5c")
	play(t, g, sa(0, engine.Discard, "1z"))
	if has(g.Legal(1), act(engine.Ron, "1z")) {
		t.Errorf("人和 alone offered a ron: %v", g.Legal(1))
	}
	g = rigged(t, engine.Options{"bonus_yaku": "true"}, []string{"2468c5z6z7z", "123567c1z"}, "1z"+junk, "5z", "5c")
	w = winOf(t, play(t, g, sa(0, engine.Discard, "1z"), sa(1, engine.Ron, "1z")))
	if w.Points != 1 || !slices.Equal(itemNames(w.Items), []string{"人和"}) {
		t.Errorf("renhou: %+v", w)
	}
}

// TestPonPenalty plays the text's 鳴きタンのみ: worth 0, and still a win.
func TestPonPenalty(t *testing.T) {
	g := rigged(t, nil, []string{"5c1z5z6z7z9c0z", "55c234c6c8c"}, "6c1c"+junk, "5z", "5c")
	play(t, g, sa(0, engine.Discard, "5c"), sa(1, engine.Pon, "5c5c5c"))
	for _, a := range g.Legal(1) {
		if a.Type != engine.Discard {
			t.Errorf("after pon only discards, got %v", a)
		}
	}
	evs := play(t, g, sa(1, engine.Discard, "8c"), sa(0, engine.Discard, "6c"), sa(1, engine.Ron, "6c"))
	w := winOf(t, evs)
	if w.Points != 0 || !slices.Equal(itemNames(w.Items), []string{"タンヤオ", "ポン"}) {
		t.Errorf("naki tan: %+v", w)
	}
	if g.scores[1] != 0 || g.handNo != 1 {
		t.Errorf("scores %v hand %d", g.scores, g.handNo)
	}
}

func TestPonPenaltyAll(t *testing.T) {
	// Seat 1 pons, seat 0 wins: under pon_penalty=all seat 1 pays its pon.
	g := rigged(t, engine.Options{"pon_penalty": "all"}, []string{"5c123c789c", "55c9c1z5z6z7z"}, "1z8c"+junk, "5z", "5c")
	evs := play(t, g, sa(0, engine.Discard, "5c"), sa(1, engine.Pon, "5c5c5c"), sa(1, engine.Discard, "1z"), sa(0, engine.Ron, "1z"))
	winOf(t, evs)
	if g.scores[1] != -1 {
		t.Errorf("scores %v, want seat 1 at -1", g.scores)
	}
}

func TestDoubleRiichiIppatsuUraDeposit(t *testing.T) {
	g := rigged(t, nil, []string{"123567c1z", "2468c5z6z7z"}, "9c8c1z"+junk, "5z", "5c")
	play(t, g, sa(0, engine.Riichi, "9c"))
	if g.scores[0] != -1 || g.deposits != 1 || !g.seats[0].double {
		t.Fatalf("after riichi: scores %v deposits %d double %v", g.scores, g.deposits, g.seats[0].double)
	}
	w := winOf(t, play(t, g, sa(1, engine.Discard, "8c"), sa(0, engine.Tsumo, "")))
	// The only discard so far is a 9: ナガシマ as well.
	if got := itemNames(w.Items); !slices.Equal(got, []string{"面前ツモ", "ダブリー", "一発", "ナガシマ", "裏ドラ"}) || w.Points != 6 ||
		w.Ura.Kind() != tile.K(tile.Card, 5) {
		t.Errorf("win %+v", w)
	}
	if g.scores[0] != 6 || g.deposits != 0 {
		t.Errorf("scores %v deposits %d, want 6 (−1 deposit, +6, +1 back)", g.scores, g.deposits)
	}
}

func TestRiichiLocksHand(t *testing.T) {
	g := rigged(t, nil, []string{"2468c5z6z7z", "123567c1z"}, "9c9c8c2c"+junk, "5z", "5c")
	play(t, g, sa(0, engine.Discard, "9c"), sa(1, engine.Riichi, "9c"), sa(0, engine.Discard, "8c"))
	if !g.seats[1].double || !g.seats[1].riichi {
		t.Fatalf("a riichi with one's first discard is double: %+v", g.seats[1])
	}
	if got := g.Legal(1); len(got) != 1 || !matches(act(engine.Discard, "2c"), got[0]) {
		t.Errorf("after riichi legal = %v, want only the drawn card", got)
	}
}

func TestRiichiLimits(t *testing.T) {
	// Open hands may not riichi: after its pon seat 1 draws into a hand that
	// one discard leaves ready, and is offered no riichi.
	g := rigged(t, nil, []string{"5c1z5z6z7z9c0z", "55c234c6c8c"}, "6c1c9c"+junk, "5z", "5c")
	play(t, g, sa(0, engine.Discard, "5c"), sa(1, engine.Pon, "5c5c5c"), sa(1, engine.Discard, "8c"), sa(0, engine.Discard, "1c"))
	if g.turn != 1 || len(g.seats[1].melds) != 1 {
		t.Fatalf("seat 1 should be to play with its pon: turn %d melds %v", g.turn, g.seats[1].melds)
	}
	h := g.seats[1].hand
	if len(g.waitsOf(1, without(nil, h, h[len(h)-1]), 1)) == 0 {
		t.Fatalf("seat 1's hand %v is not ready after a discard: the check below would prove nothing", h)
	}
	for _, a := range g.Legal(1) {
		if a.Type == engine.Riichi {
			t.Errorf("riichi offered to an open hand: %v", a)
		}
	}
	// The same cards closed are offered riichi.
	g = rigged(t, nil, []string{"5c1z5z6z7z9c0z", "234c6c8c1z1z"}, "6c1c9c"+junk, "5z", "5c")
	play(t, g, sa(0, engine.Discard, "5c"))
	if !slices.ContainsFunc(g.Legal(1), func(a engine.Action) bool { return a.Type == engine.Riichi }) {
		t.Errorf("a closed ready hand is offered no riichi: %v", g.Legal(1))
	}
	// With fewer cards in the stock than players, no riichi.
	g = rigged(t, nil, []string{"123567c9c", "2468c5z6z7z"}, "1z", "5z", "5c")
	for _, a := range g.Legal(0) {
		if a.Type == engine.Riichi {
			t.Errorf("riichi offered with an empty stock: %v", a)
		}
	}
}

func TestFuriten(t *testing.T) {
	hands := []string{"4c5z6z7z9c9c0z", "12356c1z1z"}
	stock := "8c7c4c" + junk
	// Seat 1 throws its winning 7: furiten, so the dealer's 4 cannot be won.
	g := rigged(t, nil, hands, stock, "5z", "5c")
	play(t, g, sa(0, engine.Discard, "8c"), sa(1, engine.Discard, "7c"))
	play(t, g, sa(0, engine.Discard, "4c"))
	if g.window != nil && has(g.Legal(1), act(engine.Ron, "4c")) {
		t.Error("furiten seat offered ron")
	}
	// Without the 正式ルール furiten, it may.
	g = rigged(t, engine.Options{"furiten": "false"}, hands, stock, "5z", "5c")
	play(t, g, sa(0, engine.Discard, "8c"), sa(1, engine.Discard, "7c"), sa(0, engine.Discard, "4c"))
	if !has(g.Legal(1), act(engine.Ron, "4c")) {
		t.Error("no furiten rule, yet no ron")
	}
}

func TestTemporaryFuriten(t *testing.T) {
	// Three players: seat 1 passes seat 2's 4; the dealer's 7 comes before
	// seat 1 discards again, so seat 1 may not ron it.
	hands := []string{"7c5z6z7z9c2c0z", "12356c1z1z", "4c8c8c8c2c2c2c"}
	g := rigged(t, nil, hands, "1c9c1c"+junk, "5z", "5c")
	play(t, g, sa(0, engine.Discard, "1c"), sa(1, engine.Discard, "9c"), sa(2, engine.Discard, "4c"))
	if !has(g.Legal(1), act(engine.Ron, "4c")) {
		t.Fatalf("no ron offered on the 4: %v", g.Legal(1))
	}
	play(t, g, sa(1, engine.Pass, ""), sa(0, engine.Discard, "7c"))
	if g.window != nil && has(g.Legal(1), act(engine.Ron, "7c")) {
		t.Error("ron offered during temporary furiten")
	}
}

func TestTwoKansRinshan(t *testing.T) {
	g := rigged(t, nil, []string{"1111c222c", "4468c5z6z7z"}, "2c"+junk+"3c3c", "5z", "5c")
	play(t, g, sa(0, engine.Ankan, "1111c"), sa(0, engine.Ankan, "2222c"))
	if g.kanAllowed() {
		t.Error("a third kan allowed")
	}
	w := winOf(t, play(t, g, sa(0, engine.Tsumo, "")))
	want := []string{"面前ツモ", "二刻子", "二槓子", "リンシャン"}
	if got := itemNames(w.Items); !slices.Equal(got, want) || w.Points != 4 {
		t.Errorf("got %v %d, want %v", got, w.Points, want)
	}
}

func TestKanLimitScope(t *testing.T) {
	for _, tt := range []struct {
		opts   engine.Options
		second bool // a kan allowed in the next hand
	}{
		{engine.Options{"kan_limit": "1"}, true},
		{engine.Options{"kan_limit": "1", "kan_scope": "game"}, false},
	} {
		g := rigged(t, tt.opts, []string{"1111c222c", "4468c5z6z7z"}, "2c"+junk+"3c3c", "5z", "5c")
		play(t, g, sa(0, engine.Ankan, "1111c"))
		for _, a := range g.Legal(0) {
			if a.Type == engine.Ankan {
				t.Errorf("%v: second kan offered", tt.opts)
			}
		}
		g.wall = nil
		g.exhausted()
		if g.kanAllowed() != tt.second {
			t.Errorf("%v: next hand kan allowed = %v", tt.opts, g.kanAllowed())
		}
	}
}

func TestKokushiRobs(t *testing.T) {
	// A closed kan of A robbed by 国士無双 with the two jokers: 26.
	// The kan's last card, robbed, is the ♣ A.
	g := rigged(t, nil, []string{"1111c234c", "9cC1zC5zC6zC7zC0z0z"}, "8c"+junk, "5z", "5c")
	play(t, g, sa(0, engine.Ankan, "1111c"))
	w := winOf(t, play(t, g, sa(1, engine.Ron, "1c")))
	if w.Points != 26 || w.Yakuman != 2 {
		t.Errorf("robbed kan: %+v", w)
	}
	// The double needs one suit: the same rob with a ♥ card in the hand is 13.
	g = rigged(t, nil, []string{"1111c234c", "9cC1zC5zC6zC7zH0z0z"}, "8c"+junk, "5z", "5c")
	play(t, g, sa(0, engine.Ankan, "1111c"))
	if w := winOf(t, play(t, g, sa(1, engine.Ron, "1c"))); w.Points != 13 || w.Yakuman != 1 {
		t.Errorf("robbed kan, two suits: %+v", w)
	}
	// A joker set aside as 抜きドラ robbed by 国士無双.
	g = rigged(t, nil, []string{"0z234c8c8c8c", "1c1c9c1z5z6z7z"}, "2c"+junk, "5z", "5c")
	play(t, g, sa(0, engine.Flower, "0z"))
	w = winOf(t, play(t, g, sa(1, engine.Ron, "0z")))
	if w.Points != 13 {
		t.Errorf("robbed joker: %+v", w)
	}
	// Another hand may not rob a closed kan.
	g = rigged(t, nil, []string{"1111c234c", "23c5z5z6z6z6z"}, "8c"+junk+"9c", "5z", "5c")
	play(t, g, sa(0, engine.Ankan, "1111c"))
	if g.window != nil {
		t.Errorf("non-kokushi offered a rob: %v", g.Legal(1))
	}
}

func TestNukiDora(t *testing.T) {
	g := rigged(t, nil, []string{"0z123567c", "2468c5z6z7z"}, "1z"+junk+"9c", "5z", "5c")
	play(t, g, sa(0, engine.Flower, "0z"))
	if len(g.seats[0].nuki) != 1 || g.seats[0].hand[len(g.seats[0].hand)-1].Kind() != tile.K(tile.Card, 9) {
		t.Fatalf("nuki %v hand %v", g.seats[0].nuki, g.seats[0].hand)
	}
}

func TestExhaustedNoten(t *testing.T) {
	g := rigged(t, nil, []string{"123567c9c", "2468c5z6z7z"}, "1c8c", "5z", "5c")
	play(t, g, sa(0, engine.Discard, "9c"), sa(1, engine.Discard, "8c"))
	if g.handNo != 1 || !slices.Equal(g.scores, []int{0, -1}) {
		t.Errorf("after the draw: hand %d scores %v, want [0 -1]", g.handNo, g.scores)
	}
}

func TestChomboDeclared(t *testing.T) {
	hands := []string{"1z5z6z7z9c9c0z", "123555c1z"}
	stock := "9c8c1z" + junk
	g := rigged(t, nil, hands, stock, "5z", "5c")
	play(t, g, sa(0, engine.Discard, "9c"), sa(1, engine.Discard, "8c"), sa(0, engine.Discard, "1z"))
	if g.window != nil && has(g.Legal(1), act(engine.Ron, "1z")) {
		t.Error("a yakuless ron offered")
	}
	g = rigged(t, engine.Options{"declare_yakuless": "true"}, hands, stock, "5z", "5c")
	play(t, g, sa(0, engine.Discard, "9c"), sa(1, engine.Discard, "8c"), sa(0, engine.Discard, "1z"))
	before := g.View(engine.Spectator)
	evs := play(t, g, sa(1, engine.Ron, "1z"))
	if g.scores[1] != -8 || g.handNo != 1 {
		t.Errorf("chombo: scores %v", g.scores)
	}
	// The hand ends with no winner: its end says who paid what for the
	// chombo, and shows the hand declared.
	end, ok := engine.HandEndOf(evs, before)
	if !ok || end.Draw == nil || end.Draw.Reason != "chombo" || len(end.Wins) != 0 {
		t.Fatalf("chombo: hand end %+v (%v), want a chombo with no winner", end, ok)
	}
	if want := []engine.Payment{{From: 1, To: -1, Amount: 8, Why: "chombo"}}; !slices.Equal(end.Payments, want) {
		t.Errorf("chombo: payments %+v, want %+v", end.Payments, want)
	}
	kinds := func(ts []tile.Tile) []tile.Kind {
		out := make([]tile.Kind, len(ts))
		for i, c := range ts {
			out[i] = c.Kind()
		}
		slices.Sort(out)
		return out
	}
	shown := len(end.Draw.Hands) == 2 && end.Draw.Hands[0] == nil && slices.Equal(kinds(tile.MustParse("123555c1z1z")), kinds(end.Draw.Hands[1]))
	if !slices.Equal(end.Deltas, []int{0, -8}) || !shown {
		t.Errorf("chombo: deltas %v, hands %v", end.Deltas, end.Draw.Hands)
	}
}

func TestTargetEndsGame(t *testing.T) {
	g := rigged(t, engine.Options{"target": "5"}, []string{"123567c1z", "2468c5z6z7z"}, "1z"+junk, "5z", "5c")
	evs := play(t, g, sa(0, engine.Tsumo, ""))
	if !g.Over() || evs[len(evs)-1].Type != engine.EvGameEnd {
		t.Fatal("the game did not end at the target")
	}
	r := g.Result()
	if r.Ending != "target" || !slices.Equal(r.Ranks, []int{1, 2}) || r.Hands != 1 {
		t.Errorf("result %+v", r)
	}
	if _, err := g.Apply(1, act(engine.Discard, "2c")); err == nil {
		t.Error("an action after the end was accepted")
	}
}

func TestMaxHands(t *testing.T) {
	g := rigged(t, engine.Options{"max_hands": "1"}, []string{"123567c9c", "2468c5z6z7z"}, "1c8c", "5z", "5c")
	play(t, g, sa(0, engine.Discard, "9c"), sa(1, engine.Discard, "8c"))
	if !g.Over() || g.Result().Ending != "hands" {
		t.Errorf("over %v result %+v", g.Over(), g.Result())
	}
}

func TestDealNeverShowsJoker(t *testing.T) {
	for seed := uint64(0); seed < 500; seed++ {
		g, err := NewGame(engine.Config{Players: 2 + int(seed%2), Options: defaults(t), Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if g.dora.Kind() == tile.Joker {
			t.Fatalf("seed %d: joker indicator", seed)
		}
		if n := len(g.AllTiles()); n != 54 {
			t.Fatalf("seed %d: %d cards", seed, n)
		}
		want := 54 - 7*g.cfg.Players - 2 - 1
		if len(g.wall) != want {
			t.Fatalf("seed %d: stock %d, want %d", seed, len(g.wall), want)
		}
		hand, w := g.Wall()
		dealtEnd := 7 * g.cfg.Players
		if hand != 0 || len(w) != 54 || w[53] != g.dora || w[52] != g.ura || !slices.Equal(w[dealtEnd+1:52], g.wall) ||
			!slices.Contains(g.seats[0].hand, w[0]) {
			t.Fatalf("seed %d: wall %v does not match the deal", seed, w)
		}
	}
}

func TestViewHidesOthers(t *testing.T) {
	g := rigged(t, nil, []string{"123567c1z", "2468c5z6z7z"}, "1z"+junk, "5z", "5c")
	v := g.View(1)
	if v.Players[0].Hand != nil || v.Players[1].Hand == nil || len(v.Dora) != 1 {
		t.Errorf("view %+v", v)
	}
	if s := g.View(engine.Spectator); s.Players[0].Hand != nil || s.Players[1].Hand != nil || s.Legal != nil {
		t.Errorf("spectator sees %+v", s)
	}
}

func defaults(t *testing.T) engine.Options {
	o, err := engine.ResolveOptions(options, nil)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func TestMinkan(t *testing.T) {
	g := rigged(t, nil, []string{"5c1z5z6z7z9c0z", "555c234c6c"}, "8c"+junk+"7c", "5z", "5c")
	play(t, g, sa(0, engine.Discard, "5c"))
	if !has(g.Legal(1), act(engine.Pon, "5c5c5c")) {
		t.Fatalf("no pon offered: %v", g.Legal(1))
	}
	play(t, g, sa(1, engine.Minkan, "5c5c5c5c"))
	p := g.seats[1]
	if len(p.melds) != 1 || p.melds[0].Kind != engine.MeldMinkan || !p.rinshan || p.hand[len(p.hand)-1].Kind() != tile.K(tile.Card, 7) || g.kans != 1 {
		t.Errorf("after minkan: %+v kans %d", p, g.kans)
	}
}

func TestKakanRobbed(t *testing.T) {
	// The dealer pons seat 1's 5 and later adds the fourth 5, which seat 1
	// (waiting on 2 and 5) robs: タンヤオ and 平和.
	g := rigged(t, engine.Options{"furiten": "false"}, []string{"55c1z5z6z7z0z", "5c34c678c6c"}, "1c9c6c5c"+junk, "5z", "5c")
	play(t, g, sa(0, engine.Discard, "1c"), sa(1, engine.Discard, "5c"), sa(0, engine.Pon, "5c5c5c"),
		sa(0, engine.Discard, "1z"), sa(1, engine.Discard, "9c"), sa(0, engine.Kakan, "5c"))
	w := winOf(t, play(t, g, sa(1, engine.Ron, "5c")))
	if w.Points != 2 || !slices.Equal(itemNames(w.Items), []string{"タンヤオ", "平和"}) {
		t.Errorf("robbed kakan: %+v", w)
	}
}

// TestPassIsPrivate: while a window is open, the others do not learn that
// a seat let the card go (which would show it had a call or a win).
func TestPassIsPrivate(t *testing.T) {
	g := rigged(t, nil, []string{"5c1z5z6z7z9c0z", "55c1z5z6z7z9c", "34c678c66c"}, "8c"+junk, "5z", "5c")
	play(t, g, sa(0, engine.Discard, "5c"))
	before := g.View(2).Last
	play(t, g, sa(1, engine.Pass, ""))
	if after := g.View(2).Last; after.Type != before.Type || after.Seat != before.Seat {
		t.Errorf("the last event changed from %+v to %+v", before, after)
	}
}
