package maiko

import (
	"slices"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// dummyReadyOnSou deals the dummy a hand ready on 3s and 6s, A (the dealer)
// one ready on 2p and 5p, and B and C the given hands; draws are the live
// draws in order.
func dummyReadyOnSou(b, c, draws string) []riichi.HandScript {
	p := tile.MustParse
	return []riichi.HandScript{{
		Hands: [Seats][]tile.Tile{p("111m234m567m99m34p"), p(b), p(c), p("123m456p789s11z45s")},
		Draws: p(draws),
	}}
}

// passAll lets every player asked about a discard pass.
func passAll(t *testing.T, g *Game) {
	t.Helper()
	for {
		asked := false
		for _, s := range g.ToAct() {
			if slices.ContainsFunc(g.Legal(s), func(a engine.Action) bool { return a.Type == engine.Pass }) {
				play(t, g, s, engine.Action{Type: engine.Pass})
				asked = true
				break
			}
		}
		if !asked {
			return
		}
	}
}

// TestCalledDiscardKeepsRenhou: A's first discard completes the dummy's
// dealt hand and B chis it. The check still reads every first-go-around
// discard, called or not (1順目の捨牌を鳴いた場合はそれを覚えておいてください),
// so A's later tsumo is void: the dummy won by 人和 off A.
func TestCalledDiscardKeepsRenhou(t *testing.T) {
	g, err := newScripted(engine.Config{Seed: 1}, dummyReadyOnSou("12s67899p345m222z", "888m6789p123s567z", "3s4z7z2p"))
	if err != nil {
		t.Fatal(err)
	}
	p := tile.MustParse
	tsumogiri(t, g, 0) // 3s
	play(t, g, 1, engine.Action{Type: engine.Chi, Tile: p("3s")[0], Tiles: p("12s")})
	passAll(t, g)
	play(t, g, 1, engine.Action{Type: engine.Discard, Tile: p("9p")[0]})
	passAll(t, g)
	tsumogiri(t, g, 2) // 4z; the dummy discards its 7z
	passAll(t, g)
	w := winEvent(t, play(t, g, 0, engine.Action{Type: engine.Tsumo}))
	if w.Seat != Dummy || w.From != 0 || w.Win != p("3s")[0] {
		t.Fatalf("win %+v, want the dummy's 人和 off A's called 3s", w)
	}
}

// TestAbortiveDrawChecksTheDummy: an abortive draw is a 流局 too (誰もあがらず
// 流局した時): B's first discard completes the dummy, then C declares nine
// terminals; the check finds the dummy's 人和 off B.
func TestAbortiveDrawChecksTheDummy(t *testing.T) {
	g, err := newScripted(engine.Config{Seed: 1}, dummyReadyOnSou("12s67899p345m222z", "9m19p19s1234z5m6m7p8p", "9s6s5z"))
	if err != nil {
		t.Fatal(err)
	}
	tsumogiri(t, g, 0) // 9s
	passAll(t, g)
	tsumogiri(t, g, 1) // 6s: the dummy's 人和
	passAll(t, g)
	evs := play(t, g, 2, engine.Action{Type: engine.Abort})
	w := winEvent(t, evs)
	if w.Seat != Dummy || w.From != 1 || w.Side != [Seats]int{0, -32000, 0, 0} {
		t.Fatalf("win %+v, want the dummy's 人和 off B", w)
	}
}

// TestDummyHandOpened: at the check the dummy's hand is opened to all
// (舞子の手牌をオープンして): an EvDummyHand every viewer sees, before the
// win, with the hand, its waits and whether the dummy won; every view keeps
// it as ExtraDummyCheck, and names the dummy's seat.
func TestDummyHandOpened(t *testing.T) {
	for _, tt := range []struct {
		name   string
		script []riichi.HandScript
		won    bool
	}{
		{"the dummy's 人和", chiihouScript("2z", "8s"), true},
		{"A's tsumo stands", chiihouScript("7z", "8s"), false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, err := newScripted(engine.Config{Seed: 1}, tt.script)
			if err != nil {
				t.Fatal(err)
			}
			tsumogiri(t, g, 0)
			tsumogiri(t, g, 1)
			tsumogiri(t, g, 2)
			evs := play(t, g, 0, engine.Action{Type: engine.Tsumo})
			open, win := -1, -1
			for i, e := range evs {
				switch {
				case e.Type == EvDummyHand && open < 0:
					open = i
				case e.Type == EvDummyHand:
					t.Fatalf("the dummy's hand opened twice: %v", evs)
				case e.Type == engine.EvWin && win < 0:
					win = i
				}
			}
			if open < 0 || win < 0 || open > win {
				t.Fatalf("opening at %d, win at %d: %v", open, win, evs)
			}
			e := evs[open]
			c := e.Data.(DummyCheck)
			want := tile.MustParse("123m456p789s1122z")
			if e.Secret || !slices.Equal(e.Tiles, want) || !slices.Equal(c.Tiles, want) || c.Hand != 0 || !c.Ready ||
				!slices.Equal(c.Waits, tile.MustParse("12z")) || c.Won != tt.won {
				t.Fatalf("opening %+v, data %+v", e, c)
			}
			for _, viewer := range []engine.Seat{0, 1, 2, engine.Spectator} {
				if m := e.Mask(viewer); !slices.Equal(m.Tiles, want) {
					t.Errorf("seat %d sees %v", viewer, m.Tiles)
				}
				v := g.View(viewer)
				if got, ok := v.Extra[ExtraDummyCheck].(DummyCheck); !ok || !slices.Equal(got.Tiles, want) || v.Extra[ExtraDummy] != Dummy {
					t.Errorf("seat %d's view extra %v", viewer, v.Extra)
				}
			}
		})
	}
}

// TestDummyHandOpenedAtEveryEnd: in whole games every hand that ends by a
// win or a draw other than a chombo shows the dummy's hand exactly once,
// before its end, with the hand's number.
func TestDummyHandOpenedAtEveryEnd(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := newGame(engine.Config{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		evs := g.Opening()
		r := engine.NewRand(seed)
		for !g.Over() {
			s := g.ToAct()[0]
			legal := g.Legal(s)
			more, err := g.Apply(s, legal[r.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			evs = append(evs, more...)
		}
		hand, opened := -1, false
		for _, e := range evs {
			switch {
			case e.Type == EvDummyHand:
				if opened || e.Data.(DummyCheck).Hand != hand {
					t.Fatalf("seed %d: opening %+v in hand %d (opened %v)", seed, e.Data, hand, opened)
				}
				opened = true
			case checkedAt(e) && !opened:
				t.Fatalf("seed %d hand %d: %s with no opening before it", seed, hand, e.Type)
			case e.Type == engine.EvDeal && e.Seat == Dummy:
				hand, opened = hand+1, false
			}
		}
	}
}

// TestFirstDealerByDice: with first_dealer=dice the dice pick who deals
// East 1, the dummy included (起家決め: 舞子の位置が出た時は…); the deal then
// goes round in turn order from that seat, and a game plays to its end.
func TestFirstDealerByDice(t *testing.T) {
	seen := map[int]bool{}
	for seed := uint64(1); len(seen) < Seats && seed < 200; seed++ {
		first := FirstDealer(engine.Seeded(seed))
		if seen[first] {
			continue
		}
		seen[first] = true
		g, err := newGame(engine.Config{Seed: seed, Options: engine.Options{OptFirstDealer: FirstDealerDice}})
		if err != nil {
			t.Fatal(err)
		}
		v := g.View(engine.Spectator)
		if v.Dealer != engine.Seat(first) || !strings.HasPrefix(v.Round, "East 1") {
			t.Fatalf("seed %d: dealer %d in %q, want %d in East 1", seed, v.Dealer, v.Round, first)
		}
		r := engine.NewRand(seed)
		hand := 0
		for !g.Over() {
			if v := g.View(engine.Spectator); v.Hand != hand {
				hand = v.Hand
				if v.Round == "East 2, 0 honba" && v.Dealer != engine.Seat((first+1)%Seats) {
					t.Fatalf("seed %d: East 2 dealt by %d", seed, v.Dealer)
				}
			}
			s := g.ToAct()[0]
			legal := g.Legal(s)
			if _, err := g.Apply(s, legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(seen) < Seats {
		t.Fatalf("the dice picked only %v in 200 games", seen)
	}
	if g, _ := newGame(engine.Config{Seed: 1}); g.View(engine.Spectator).Dealer != 0 {
		t.Error("by default A deals first")
	}
}
