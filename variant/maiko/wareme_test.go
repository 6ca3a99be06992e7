package maiko

import (
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// openScript: A (the dealer) is ready on 6s-9s and draws 5z; B and C draw
// and let go 2z and 3z; the dummy, whose dealt hand is not ready, draws
// and discards 9s.
func openScript() []riichi.HandScript {
	p := tile.MustParse
	return []riichi.HandScript{{
		Hands: [Seats][]tile.Tile{p("123m456p78s11z999p"), p("2468m2468p2468s3z"), p("1357m1357p1357s4z"), p("1357m1357p1357s6z")},
		Draws: p("5z2z3z9s9s"),
	}}
}

// seedFor returns a seed whose first hand's 割れ目 (dealer 0) is seat.
func seedFor(t *testing.T, seat int) uint64 {
	t.Helper()
	for seed := range uint64(1000) {
		if WaremeSeat(engine.Seeded(seed), 0, 0) == seat {
			return seed
		}
	}
	t.Fatalf("no seed points at %d", seat)
	return 0
}

// TestOpenRiichi: the dummy deals into A's open riichi: valued as a plain
// riichi (no オープン立直, no yakuman), no points move but A's stick, and
// A takes the whole hand as MP. B dealing in pays the yakuman, no MP.
func TestOpenRiichi(t *testing.T) {
	for _, tt := range []struct {
		name, draws string
		from        int // who discards 9s
	}{{"off the dummy", "5z2z3z9s", Dummy}, {"off B", "5z9s", 1}} {
		t.Run(tt.name, func(t *testing.T) {
			script := openScript()
			script[0].Draws = tile.MustParse(tt.draws)
			g, err := newScripted(engine.Config{Options: engine.Options{OptOpenRiichi: "true"}}, script)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, 0, engine.Action{Type: engine.Riichi, Tile: tile.MustParse("5z")[0], Flag: riichi.FlagOpen})
			if len(g.View(1).Players[0].Hand) != 13 {
				t.Fatalf("B does not see A's open hand: %v", g.View(1).Players[0].Hand)
			}
			tsumogiri(t, g, 1)
			if tt.from == Dummy {
				tsumogiri(t, g, 2) // the dummy discards 9s on its own
			}
			w := winEvent(t, play(t, g, 0, engine.Action{Type: engine.Ron, Tile: tile.MustParse("9s")[0]}))
			if tt.from != Dummy {
				if w.From != 1 || w.Yakuman != 1 || w.Deltas != [Seats]int{49000, -48000, 0, 0} || w.Side != [Seats]int{} {
					t.Errorf("win %+v", w)
				}
				return
			}
			for _, y := range w.Yaku {
				if y.Name == "オープン立直" || y.Name == "オープン立直放銃" {
					t.Errorf("valued with %s: %+v", y.Name, w.Yaku)
				}
			}
			if w.From != Dummy || w.Yakuman != 0 || w.Deltas != [Seats]int{1000, 0, 0, 0} || w.Side != [Seats]int{w.Points, 0, 0, 0} {
				t.Errorf("win %+v", w)
			}
		})
	}
}

// TestWaremeChoice: the dice point at A, who must choose before the
// dealer's first move; A's tenhou (a tsumo) is then paid as chosen.
func TestWaremeChoice(t *testing.T) {
	seed := seedFor(t, 0)
	opts := engine.Options{OptWareme: "true"}
	for _, tt := range []struct {
		flag       string
		deltas, mp [Seats]int
	}{
		{FlagWaremeSelf, [Seats]int{32000, -16000, -16000, 0}, [Seats]int{16000, 0, 0, 0}},
		{FlagWaremeOthers, [Seats]int{48000, -24000, -24000, 0}, [Seats]int{0, 8000, 8000, 0}},
	} {
		t.Run(tt.flag, func(t *testing.T) {
			script := openScript()
			script[0].Draws = tile.MustParse("9s")
			g, err := newScripted(engine.Config{Seed: seed, Options: opts}, script)
			if err != nil {
				t.Fatal(err)
			}
			if got := g.ToAct(); !slices.Equal(got, []engine.Seat{0}) || len(g.Legal(0)) != 2 || g.Legal(1) != nil {
				t.Fatalf("to act %v, legal %v", got, g.Legal(0))
			}
			before := g.View(0)
			if _, err := g.Apply(0, engine.Action{Type: engine.Tsumo}); err == nil {
				t.Fatal("a tsumo before the choice accepted")
			}
			if _, err := g.Apply(1, engine.Action{Type: engine.Pass, Flag: FlagWaremeSelf}); err == nil {
				t.Fatal("B chose for A")
			}
			if after := g.View(0); !slices.EqualFunc(before.Legal, after.Legal, engine.Action.Equal) {
				t.Fatal("a refused action changed the view")
			}
			evs := play(t, g, 0, engine.Action{Type: engine.Pass, Flag: tt.flag})
			if len(evs) != 1 || evs[0].Action == nil || evs[0].Action.Flag != tt.flag {
				t.Errorf("choice events %v", evs)
			}
			w := winEvent(t, play(t, g, 0, engine.Action{Type: engine.Tsumo}))
			if w.Deltas != tt.deltas || w.Side != tt.mp {
				t.Errorf("deltas %v mp %v, want %v %v", w.Deltas, w.Side, tt.deltas, tt.mp)
			}
		})
	}
}

// TestWaremeOnlyTsumoOrDummy: A chose to shoulder and is in riichi: a
// ron off the dummy is shouldered (no points move but the stick, A takes
// the hand as MP); a ron off B is paid by B as usual.
func TestWaremeOnlyTsumoOrDummy(t *testing.T) {
	for _, tt := range []struct {
		name, draws string
		from        engine.Seat // who discards 9s
	}{{"off the dummy", "5z2z3z9s", Dummy}, {"off B", "5z9s", 1}} {
		t.Run(tt.name, func(t *testing.T) {
			script := openScript()
			script[0].Draws = tile.MustParse(tt.draws)
			g, err := newScripted(engine.Config{Seed: seedFor(t, 0), Options: engine.Options{OptWareme: "true"}}, script)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, 0, engine.Action{Type: engine.Pass, Flag: FlagWaremeSelf})
			play(t, g, 0, engine.Action{Type: engine.Riichi, Tile: tile.MustParse("5z")[0]})
			if tt.from == Dummy {
				tsumogiri(t, g, 1)
				tsumogiri(t, g, 2) // the dummy discards 9s on its own
			} else {
				tsumogiri(t, g, 1)
			}
			w := winEvent(t, play(t, g, 0, engine.Action{Type: engine.Ron, Tile: tile.MustParse("9s")[0]}))
			want, mp := [Seats]int{1000, 0, 0, 0}, [Seats]int{w.Points, 0, 0, 0}
			if tt.from != Dummy {
				want, mp = [Seats]int{1000 + w.Points, -w.Points, 0, 0}, [Seats]int{}
			}
			if w.From != int(tt.from) || w.Deltas != want || w.Side != mp {
				t.Errorf("win %+v, want deltas %v mp %v", w, want, mp)
			}
		})
	}
}

// TestWaremeDummyPointed: when the dice point at the dummy nobody chooses.
func TestWaremeDummyPointed(t *testing.T) {
	g, err := newScripted(engine.Config{Seed: seedFor(t, Dummy), Options: engine.Options{OptWareme: "true"}}, openScript())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range g.Legal(0) {
		if a.Type == engine.Pass {
			t.Fatalf("a choice offered: %v", g.Legal(0))
		}
	}
}

// TestDice: two dice of 1-6, the same for the same seed and hand, and
// every seat pointed at over many hands.
func TestDice(t *testing.T) {
	var seen [Seats]int
	for hand := range 400 {
		a, b := Dice(engine.Seeded(3), hand)
		if a < 1 || a > 6 || b < 1 || b > 6 {
			t.Fatalf("dice %d %d", a, b)
		}
		if a2, b2 := Dice(engine.Seeded(3), hand); a2 != a || b2 != b {
			t.Fatal("dice not deterministic")
		}
		seen[WaremeSeat(engine.Seeded(3), hand, hand%Seats)]++
	}
	for s, n := range seen {
		if n == 0 {
			t.Errorf("seat %d never pointed at", s)
		}
	}
}
