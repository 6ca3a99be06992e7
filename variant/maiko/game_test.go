package maiko

import (
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// chiihouScript deals A (the dealer) a hand ready on 2p/5p and the dummy
// one ready on 1z/2z; A's first draw is 9s, B's and C's draws are given,
// and the dummy's first draw is dummyDraw.
func chiihouScript(bDraw, dummyDraw string) []riichi.HandScript {
	p := tile.MustParse
	return []riichi.HandScript{{
		Hands: [Seats][]tile.Tile{p("111m234m567m99m34p"), p("56789p123456s34z"), p("888m6789p123s567z"), p("123m456p789s1122z")},
		Draws: append(append(append(append(p("9s"), p(bDraw)...), p("3z")...), p(dummyDraw)...), p("2p")...),
	}}
}

// play applies each seat's action, failing the test on an error.
func play(t *testing.T, g *Game, seat engine.Seat, a engine.Action) []engine.Event {
	t.Helper()
	evs, err := g.Apply(seat, a)
	if err != nil {
		t.Fatalf("seat %d %v: %v", seat, a, err)
	}
	return evs
}

// tsumogiri discards seat's drawn tile.
func tsumogiri(t *testing.T, g *Game, seat engine.Seat) []engine.Event {
	t.Helper()
	v := g.View(seat)
	h := v.Players[seat].Hand
	for _, a := range g.Legal(seat) {
		if a.Type == engine.Discard && a.Tile == h[len(h)-1] {
			return play(t, g, seat, a)
		}
	}
	t.Fatalf("seat %d cannot discard its draw", seat)
	return nil
}

func winEvent(t *testing.T, evs []engine.Event) riichi.WinData {
	t.Helper()
	for _, e := range evs {
		if w, ok := e.Data.(riichi.WinData); ok {
			return w
		}
	}
	t.Fatalf("no win among %d events", len(evs))
	return riichi.WinData{}
}

// TestDummyChiihouVoidsWin: A riichis and tsumos, but the dummy check
// finds the dummy's 地和: A's win is void, A's riichi stick comes back,
// no points move, each player loses as MP what it would have paid (例5),
// and the deal passes.
func TestDummyChiihouVoidsWin(t *testing.T) {
	g, err := newScripted(engine.Config{Seed: 1}, chiihouScript("7z", "1z"))
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, 0, engine.Action{Type: engine.Riichi, Tile: tile.MustParse("9s")[0]})
	tsumogiri(t, g, 1)
	tsumogiri(t, g, 2) // the dummy discards its 1z on its own
	w := winEvent(t, play(t, g, 0, engine.Action{Type: engine.Tsumo}))
	if w.Seat != Dummy || w.From != -1 || w.Yakuman != 1 {
		t.Fatalf("win %+v, want the dummy's 地和", w)
	}
	if w.Deltas != [Seats]int{1000, 0, 0, 0} || w.Side != [Seats]int{-16000, -8000, -8000, 0} {
		t.Errorf("deltas %v mp %v", w.Deltas, w.Side)
	}
	v := g.View(engine.Spectator)
	if v.Dealer != 1 || v.Honba != 0 || v.Sticks != 0 {
		t.Errorf("next hand: dealer %d honba %d sticks %d, want 1 0 0", v.Dealer, v.Honba, v.Sticks)
	}
	if g.MP() != [Players]int{-16000, -8000, -8000} {
		t.Errorf("MP %v", g.MP())
	}
	for s, p := range v.Players[:Players] {
		if p.Score != 25000 {
			t.Errorf("seat %d score %d", s, p.Score)
		}
	}
}

// TestDummyRenhou: B's first discard completes the dummy's dealt hand;
// found at the end (here A's tsumo), it is the dummy's 人和 and B loses
// the whole ron as MP.
func TestDummyRenhou(t *testing.T) {
	g, err := newScripted(engine.Config{Seed: 1}, chiihouScript("2z", "8s"))
	if err != nil {
		t.Fatal(err)
	}
	tsumogiri(t, g, 0)
	tsumogiri(t, g, 1)
	tsumogiri(t, g, 2)
	w := winEvent(t, play(t, g, 0, engine.Action{Type: engine.Tsumo}))
	if w.Seat != Dummy || w.From != 1 || w.Side != [Seats]int{0, -32000, 0, 0} {
		t.Errorf("win %+v, want the dummy's 人和 off B", w)
	}
}

// TestPlayerWinStands: with no dummy win, A's tsumo is paid with the
// dummy's part split between B and C.
func TestPlayerWinStands(t *testing.T) {
	g, err := newScripted(engine.Config{Seed: 1}, chiihouScript("7z", "8s"))
	if err != nil {
		t.Fatal(err)
	}
	tsumogiri(t, g, 0)
	tsumogiri(t, g, 1)
	tsumogiri(t, g, 2)
	w := winEvent(t, play(t, g, 0, engine.Action{Type: engine.Tsumo}))
	if w.Seat != 0 || w.Deltas[Dummy] != 0 || w.Deltas[1] != w.Deltas[2] || w.Side[1] <= 0 || w.Side[1] != w.Side[2] {
		t.Errorf("win %+v: want A paid by B and C alike, each earning MP", w)
	}
}

// TestNominatedRiichi: a nominated riichi is offered beside every plain
// one; after it a ron on a player's discard is offered only as a chombo,
// and letting it go is no furiten.
func TestNominatedRiichi(t *testing.T) {
	g, err := newScripted(engine.Config{Seed: 1}, chiihouScript("2p", "8s"))
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, 0, engine.Action{Type: engine.Riichi, Tile: tile.MustParse("9s")[0], Flag: FlagNominated})
	tsumogiri(t, g, 1) // B lets 2p go: A may ron it only as a chombo
	for _, a := range g.Legal(0) {
		if a.Type == engine.Ron && a.Flag != riichi.FlagChombo {
			t.Fatalf("nominated A offered %v on B's discard", a)
		}
	}
	play(t, g, 0, engine.Action{Type: engine.Pass})
	tsumogiri(t, g, 2)
	// the dummy's 8s passes; A draws 2p: not furiten for letting B's 2p go.
	w := winEvent(t, play(t, g, 0, engine.Action{Type: engine.Tsumo}))
	if w.Seat != 0 || w.Side[0] <= 0 || w.Side[1] != 0 || w.Side[2] != 0 {
		t.Errorf("win %+v: want A to take the dummy's part as MP", w)
	}
}

// TestDummyHidden: no player sees the dummy's hand; spectators see it
// only with spectator_sees_dummy.
func TestDummyHidden(t *testing.T) {
	for _, see := range []bool{false, true} {
		opts := engine.Options{}
		if see {
			opts[OptSpectatorSeesDummy] = "true"
		}
		g, err := newGame(engine.Config{Seed: 3, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		for s := engine.Spectator; s < Players; s++ {
			got := len(g.View(s).Players[Dummy].Hand) > 0
			if want := see && s == engine.Spectator; got != want {
				t.Errorf("see=%v seat %d sees the dummy's hand: %v", see, s, got)
			}
		}
	}
}

func TestMikeuke(t *testing.T) {
	tests := []struct {
		name          string
		scores, ranks []int
		mp            [Players]int
		want          int
	}{
		{"most MP", []int{30000, 25000, 20000}, []int{1, 2, 3}, [Players]int{100, 2000, 300}, 1},
		{"busted loses it to the next", []int{40000, 36000, -1000}, []int{1, 2, 3}, [Players]int{100, 200, 5000}, 1},
		{"MP 0 or less: nobody", []int{30000, 25000, 20000}, []int{1, 2, 3}, [Players]int{0, -100, -2000}, -1},
		{"a tie to the better rank", []int{20000, 30000, 25000}, []int{3, 1, 2}, [Players]int{900, 500, 900}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Mikeuke(tt.scores, tt.ranks, tt.mp); got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}

// TestDrawDeltas: at an exhaustive draw the dummy's 流し満貫 is its win
// (no points move, the players lose a mangan tsumo's payments as MP); a
// player's 流し満貫 is paid as a mangan tsumo with the dummy's part split;
// else the noten payments leave the dummy out.
func TestDrawDeltas(t *testing.T) {
	r, _ := RulesFrom(engine.Options{})
	h := house{rules: &r}
	tests := []struct {
		name       string
		d          riichi.DrawData
		dealer     int
		deltas, mp [Seats]int
	}{
		{"the dummy's 流し満貫, A dealing", riichi.DrawData{Nagashi: [Seats]bool{3: true}}, 0,
			[Seats]int{}, [Seats]int{-4000, -2000, -2000, 0}},
		{"B's 流し満貫, the dummy dealing", riichi.DrawData{Nagashi: [Seats]bool{1: true}}, Dummy,
			[Seats]int{-4000, 8000, -4000, 0}, [Seats]int{2000, 0, 2000, 0}},
		{"the dummy ready alone: nobody pays", riichi.DrawData{Tenpai: [Seats]bool{3: true}}, 0,
			[Seats]int{}, [Seats]int{}},
		{"C ready alone", riichi.DrawData{Tenpai: [Seats]bool{2: true, 3: true}}, 0,
			[Seats]int{-1500, -1500, 3000, 0}, [Seats]int{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, mp := h.DrawDeltas(&tt.d, tt.dealer)
			if d != tt.deltas || mp != tt.mp {
				t.Errorf("deltas %v mp %v, want %v %v", d, mp, tt.deltas, tt.mp)
			}
		})
	}
}

// TestOptionsPlayable: open riichi and 割れ目 start a game; a bad value
// is refused by name.
func TestOptionsPlayable(t *testing.T) {
	for _, key := range []string{OptOpenRiichi, OptWareme} {
		if _, err := (Variant{}).New(engine.Config{Options: engine.Options{key: "true"}}); err != nil {
			t.Errorf("%s: %v", key, err)
		}
		_, err := Variant{}.New(engine.Config{Options: engine.Options{key: "maybe"}})
		if err == nil || !strings.Contains(err.Error(), key) {
			t.Errorf("%s=maybe: err %v, want one naming it", key, err)
		}
	}
}

// TestNominatedChombo: a nominated riichi that rons a player pays the
// chombo of 表1 (here the dealer: 6000 to each other player); the dealer
// keeps the deal.
func TestNominatedChombo(t *testing.T) {
	g, err := newScripted(engine.Config{Seed: 1}, chiihouScript("2p", "8s"))
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, 0, engine.Action{Type: engine.Riichi, Tile: tile.MustParse("9s")[0], Flag: FlagNominated})
	tsumogiri(t, g, 1)
	evs := play(t, g, 0, engine.Action{Type: engine.Ron, Tile: tile.MustParse("2p")[0], Flag: riichi.FlagChombo})
	var d riichi.DrawData
	for _, e := range evs {
		if dd, ok := e.Data.(riichi.DrawData); ok {
			d = dd
		}
	}
	if d.Reason != "chombo" || d.Deltas != [Seats]int{-12000, 6000, 6000, 0} {
		t.Errorf("draw %+v, want A's chombo paid 6000 to each", d)
	}
	if v := g.View(engine.Spectator); v.Dealer != 0 {
		t.Errorf("dealer %d after the chombo, want 0", v.Dealer)
	}
}
