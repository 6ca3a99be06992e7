package riichi

import (
	"errors"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// scripted starts a one-hand scripted game: the four dealt hands (seat 0
// deals) and the live draws in order, in jantaku notation.
func scripted(t *testing.T, opts engine.Options, hands [Seats]string, draws string) *Game {
	t.Helper()
	hs := HandScript{Draws: tile.MustParse(draws)}
	for s, h := range hands {
		hs.Hands[s] = tile.MustParse(h)
	}
	g, err := NewScripted(engine.Config{Options: opts}, []HandScript{hs})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// act applies a legal action or fails the test.
func act(t *testing.T, g *Game, seat int, a engine.Action) []engine.Event {
	t.Helper()
	evs, err := g.Apply(engine.Seat(seat), a)
	if err != nil {
		t.Fatalf("seat %d %v: %v (legal %v)", seat, a, err, g.Legal(engine.Seat(seat)))
	}
	return evs
}

// passAll lets every seat still deciding pass.
func passAll(t *testing.T, g *Game) []engine.Event {
	t.Helper()
	var evs []engine.Event
	for g.phase == phCall || g.phase == phChankan {
		for _, s := range g.ToAct() {
			evs = append(evs, act(t, g, int(s), engine.Action{Type: engine.Pass})...)
		}
	}
	return evs
}

func discard(t string) engine.Action {
	return engine.Action{Type: engine.Discard, Tile: tile.MustParse(t)[0]}
}

func has(legal []engine.Action, typ engine.ActionType) bool {
	return slices.ContainsFunc(legal, func(a engine.Action) bool { return a.Type == typ })
}

func discardKinds(legal []engine.Action) string {
	var ts []tile.Tile
	for _, a := range legal {
		if a.Type == engine.Discard && a.Flag == "" {
			ts = append(ts, a.Tile)
		}
	}
	return tile.Format(ts)
}

// TestKuikae: after chi of 1m with 23m the caller may not discard 1m nor
// 4m (the other end of the sequence) unless kuikae is allowed; a call
// that would leave nothing else to discard is not offered.
func TestKuikae(t *testing.T) {
	hands := [Seats]string{"1m456789p123456s", "1234m19p19s12345z", "6789m2345678p67z", "5m23456789s1234z"}
	for _, tt := range []struct {
		opt  string
		want string
	}{
		{"false", "19p19s12345z"},
		{"true", "14m19p19s12345z"},
	} {
		t.Run("kuikae="+tt.opt, func(t *testing.T) {
			g := scripted(t, engine.Options{"kuikae": tt.opt}, hands, "7z")
			act(t, g, 0, discard("1m"))
			act(t, g, 1, engine.Action{Type: engine.Chi, Tile: tile.MustParse("1m")[0], Tiles: tile.MustParse("23m")})
			if got := discardKinds(g.Legal(1)); got != tt.want {
				t.Errorf("discards after the chi = %s, want %s", got, tt.want)
			}
		})
	}
	t.Run("no call without a discard left", func(t *testing.T) {
		q := &player{}
		q.reset(tile.MustParse("11m"))
		g := &Game{rules: Rules{}}
		m1 := kindIndex(tile.MustParse("1m")[0].Kind())
		if g.callLeavesDiscard(q, m1, m1, 1<<m1) {
			t.Error("pon leaving an empty hand is offered")
		}
	})
}

// threeWaits: seats 1, 2 and 3 all win on the dealer's 5p.
var threeWaits = [Seats]string{"19m19p19s1234567z", "34p234m567m345s88s", "46p234m567m345s66s", "55p234m678m456s77s"}

// TestMultipleRon covers three rons (abortive draw), double ron, head
// bump and triple ron as the options set them.
func TestMultipleRon(t *testing.T) {
	for _, tt := range []struct {
		name    string
		opts    engine.Options
		winners []int
		draw    string
	}{
		{"three ron abort", engine.Options{}, nil, drawThreeRon},
		{"double ron", engine.Options{"abortive_draws": "false"}, []int{1, 2}, ""},
		{"head bump", engine.Options{"abortive_draws": "false", "double_ron": "false"}, []int{1}, ""},
		{"triple ron", engine.Options{"abortive_draws": "false", "triple_ron": "true"}, []int{1, 2, 3}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := scripted(t, tt.opts, threeWaits, "5p")
			act(t, g, 0, discard("5p"))
			var evs []engine.Event
			for _, s := range []int{1, 2, 3} {
				evs = append(evs, act(t, g, s, engine.Action{Type: engine.Ron, Tile: tile.MustParse("5p")[0]})...)
			}
			var winners []int
			reason := ""
			for _, e := range evs {
				switch d := e.Data.(type) {
				case WinData:
					winners = append(winners, d.Seat)
				case DrawData:
					reason = d.Reason
				}
			}
			if !slices.Equal(winners, tt.winners) || reason != tt.draw {
				t.Errorf("winners %v, draw %q; want %v, %q", winners, reason, tt.winners, tt.draw)
			}
		})
	}
}

// TestRobbingClosedKan: only thirteen orphans may rob a closed kan.
func TestRobbingClosedKan(t *testing.T) {
	g := scripted(t, nil, [Seats]string{"111m234567p2345s", "99m19p19s1234567z", "23m456p678p345s99s", "456m11p22p33p9p445s"}, "1m")
	act(t, g, 0, engine.Action{Type: engine.Ankan, Tiles: tile.MustParse("1111m")})
	if g.phase != phChankan || !slices.Equal(g.ToAct(), []engine.Seat{1}) {
		t.Fatalf("after the closed kan: phase %d, to act %v; want seat 1 alone to rob", g.phase, g.ToAct())
	}
	evs := act(t, g, 1, engine.Action{Type: engine.Ron, Tile: tile.MustParse("1m")[0]})
	for _, e := range evs {
		if d, ok := e.Data.(WinData); ok && d.Yakuman == 0 {
			t.Errorf("robbing win is not a yakuman: %+v", d)
		}
	}
}

// TestPao: the seat that feeds the third dragon set answers for 大三元:
// on a ron by another, half each.
func TestPao(t *testing.T) {
	hands := [Seats]string{"123456789m112s5z", "234m9m123p556677z", "67z456p789p456s78s", "9m123456789s11p2z"}
	g := scripted(t, nil, hands, "3s1z3z4z8p")
	z := func(s string) tile.Tile { return tile.MustParse(s)[0] }
	act(t, g, 0, discard("5z"))
	act(t, g, 1, engine.Action{Type: engine.Pon, Tile: z("5z"), Tiles: tile.MustParse("55z")})
	passAll(t, g)
	act(t, g, 1, discard("1p"))
	passAll(t, g)
	act(t, g, 2, discard("6z"))
	act(t, g, 1, engine.Action{Type: engine.Pon, Tile: z("6z"), Tiles: tile.MustParse("66z")})
	passAll(t, g)
	act(t, g, 1, discard("2p"))
	passAll(t, g)
	act(t, g, 2, discard("7z"))
	act(t, g, 1, engine.Action{Type: engine.Pon, Tile: z("7z"), Tiles: tile.MustParse("77z")})
	passAll(t, g)
	if g.p[1].pao != 2 {
		t.Fatalf("pao = %d, want seat 2", g.p[1].pao)
	}
	act(t, g, 1, discard("3p"))
	passAll(t, g)
	act(t, g, 2, discard("4z"))
	passAll(t, g)
	act(t, g, 3, discard("9m"))
	evs := act(t, g, 1, engine.Action{Type: engine.Ron, Tile: z("9m")})
	evs = append(evs, passAll(t, g)...)
	for _, e := range evs {
		if d, ok := e.Data.(WinData); ok {
			if want := [Seats]int{0, 32000, -16000, -16000}; d.Deltas != want {
				t.Errorf("deltas %v, want %v", d.Deltas, want)
			}
			return
		}
	}
	t.Fatal("no win")
}

// TestKanDoraTiming: an open kan's indicator turns after its discard
// (kan_dora_late) or at once; a closed kan's always at once.
func TestKanDoraTiming(t *testing.T) {
	hands := [Seats]string{"1m456789p123456s", "111m9p19s1234567z", "6789m2345678p67z", "5m23456789s1234z"}
	for _, tt := range []struct {
		late         string
		atCall, next int
	}{{"true", 1, 2}, {"false", 2, 2}} {
		t.Run("late="+tt.late, func(t *testing.T) {
			g := scripted(t, engine.Options{"kan_dora_late": tt.late}, hands, "7z")
			act(t, g, 0, discard("1m"))
			act(t, g, 1, engine.Action{Type: engine.Minkan, Tile: tile.MustParse("1m")[0], Tiles: tile.MustParse("111m")})
			passAll(t, g)
			if g.wall.shown != tt.atCall {
				t.Errorf("indicators after the kan: %d, want %d", g.wall.shown, tt.atCall)
			}
			act(t, g, 1, discard("9p"))
			if g.wall.shown != tt.next {
				t.Errorf("indicators after the discard: %d, want %d", g.wall.shown, tt.next)
			}
		})
	}
}

// TestNoFifthKan: four kans in a hand are the most.
func TestNoFifthKan(t *testing.T) {
	g := scripted(t, nil, [Seats]string{"111m234567p2345s", "99m19p19s1234567z", "23m456p678p345s99s", "456m11p22p33p9p445s"}, "1m")
	if !has(g.Legal(0), engine.Ankan) {
		t.Fatal("the closed kan is not offered")
	}
	g.kans = 4
	g.legalOK = false
	if has(g.Legal(0), engine.Ankan) {
		t.Error("a fifth kan is offered")
	}
}

// TestRefusedActionTyped: a refused action returns an *ActionError and
// changes nothing.
func TestRefusedActionTyped(t *testing.T) {
	g := scripted(t, nil, threeWaits, "5p")
	before := g.View(engine.Spectator)
	_, err := g.Apply(1, discard("5p"))
	var ae *engine.ActionError
	if !errors.As(err, &ae) || !errors.Is(err, engine.ErrNotToAct) {
		t.Fatalf("err = %v, want an *ActionError for ErrNotToAct", err)
	}
	if _, err := g.Apply(0, discard("6p")); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("err = %v, want ErrIllegal", err)
	}
	if after := g.View(engine.Spectator); after.WallLeft != before.WallLeft || after.Turn != before.Turn {
		t.Error("a refused action changed the game")
	}
}

// TestChiKinds checks chiKinds against the rule read tile by tile on
// random hands: k is a number tile and the hand holds k-2 and k-1, or
// k-1 and k+1, or k+1 and k+2, all of k's suit.
func TestChiKinds(t *testing.T) {
	r := engine.NewRand(5)
	for n := 0; n < 20000; n++ {
		a, b := r.Uint64(), r.Uint64() // two draws anded: about a quarter of the kinds held
		held := a & b & (1<<gameKinds - 1)
		has := func(k, d int) bool { n := k%9 + d; return n >= 0 && n <= 8 && held&(1<<(k+d)) != 0 }
		var want uint64
		for k := 0; k < 27; k++ {
			if has(k, -2) && has(k, -1) || has(k, -1) && has(k, 1) || has(k, 1) && has(k, 2) {
				want |= 1 << k
			}
		}
		if got := chiKinds(held); got != want {
			t.Fatalf("chiKinds(%b) = %b, want %b", held, got, want)
		}
	}
}
