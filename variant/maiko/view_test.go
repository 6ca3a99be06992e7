package maiko

import (
	"reflect"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// viewers are the three players and a spectator.
var viewers = []engine.Seat{0, 1, 2, engine.Spectator}

// TestViewNominated: a ご指名リーチ is declared aloud, so from its discard
// every seat and spectators see the declarer nominated (ronning only off
// the dummy), the declaring event carries the flag, and the other players
// are not nominated. A plain riichi is not nominated.
func TestViewNominated(t *testing.T) {
	for _, tt := range []struct {
		name string
		flag string
	}{{"nominated", FlagNominated}, {"plain", ""}} {
		t.Run(tt.name, func(t *testing.T) {
			g, err := newScripted(engine.Config{Seed: 1}, chiihouScript("2p", "8s"))
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range viewers {
				if g.View(s).Players[0].Extra[ExtraNominated] != nil {
					t.Fatalf("seat %d sees a nomination before the declaration", s)
				}
			}
			evs := play(t, g, 0, engine.Action{Type: engine.Riichi, Tile: tile.MustParse("9s")[0], Flag: tt.flag})
			if got := riichiFlag(evs); got != tt.flag {
				t.Errorf("riichi event flag %q, want %q", got, tt.flag)
			}
			want := map[string]any{ExtraMP: 0}
			if tt.flag != "" {
				want[ExtraNominated], want[ExtraRonOnly] = true, Dummy
			}
			for _, s := range viewers {
				v := g.View(s)
				if got := v.Players[0].Extra; !reflect.DeepEqual(got, want) {
					t.Errorf("seat %d sees A's extra %v, want %v", s, got, want)
				}
				for o := 1; o < Players; o++ {
					if v.Players[o].Extra[ExtraNominated] != nil {
						t.Errorf("seat %d sees seat %d nominated", s, o)
					}
				}
				if v.Players[Dummy].Extra != nil {
					t.Errorf("seat %d sees the dummy's extra %v", s, v.Players[Dummy].Extra)
				}
			}
		})
	}
}

// riichiFlag is the flag of the first riichi act among evs.
func riichiFlag(evs []engine.Event) string {
	for _, e := range evs {
		if e.Type == engine.EvAct && e.Action != nil && e.Action.Type == engine.Riichi {
			return e.Action.Flag
		}
	}
	return "none"
}

// TestViewPublicFacts plays hanchan with greedy (nominated riichi, 割れ目
// and wins often) and checks at every step that every viewer sees the
// same maiko facts, equal to the game's MP and nominations, the last
// event flagged when it is a nominated declaration, and no other player's
// concealed hand.
func TestViewPublicFacts(t *testing.T) {
	var saw facts
	for _, opts := range []engine.Options{nil, {OptWareme: "true", OptOpenRiichi: "true"}} {
		for seed := uint64(1); seed <= 2; seed++ {
			g, err := newGame(engine.Config{Seed: seed, Options: opts})
			if err != nil {
				t.Fatal(err)
			}
			r := engine.NewRand(seed)
			for step := 0; !g.Over() && step < 20000; step++ {
				saw.add(checkViews(t, g))
				if t.Failed() {
					return
				}
				seat := g.ToAct()[0]
				play(t, g, seat, greedy(g.View(seat), g.Legal(seat), r))
			}
		}
	}
	if !saw.mp || !saw.nominated || !saw.last || !saw.taker {
		t.Errorf("MP moved %v, a nomination seen %v, as the last event %v, a 身請け leader %v", saw.mp, saw.nominated, saw.last, saw.taker)
	}
}

// facts says what a view showed: MP other than 0, a nominated player, a
// nominated declaration as the last event.
type facts struct{ mp, nominated, last, taker bool }

func (f *facts) add(o facts) {
	f.mp, f.nominated, f.last, f.taker = f.mp || o.mp, f.nominated || o.nominated, f.last || o.last, f.taker || o.taker
}

// checkViews compares every viewer's maiko facts with the game's.
func checkViews(t *testing.T, g *Game) (saw facts) {
	t.Helper()
	want := g.View(engine.Spectator)
	if l := want.Last; l != nil && l.Type == engine.EvAct && l.Action.Type == engine.Riichi && g.nominated(int(l.Seat)) {
		saw.last = true
		if l.Action.Flag != FlagNominated {
			t.Errorf("last event %v of a nominated seat", l.Action)
		}
	}
	for s := range Players {
		x := want.Players[s].Extra
		if x[ExtraMP] != g.MP()[s] {
			t.Errorf("seat %d MP %v, game %d", s, x[ExtraMP], g.MP()[s])
		}
		if (x[ExtraNominated] == true) != (g.rg.RonOnly(s) == Dummy) {
			t.Errorf("seat %d nominated %v, ron only off %d", s, x[ExtraNominated], g.rg.RonOnly(s))
		}
		saw.mp = saw.mp || g.MP()[s] != 0
		saw.nominated = saw.nominated || x[ExtraNominated] == true
	}
	// The race for 身請け as it stands: the game's own rule, on the scores
	// and MP everyone sees.
	scores, mp := make([]int, Players), [Players]int{}
	for s := range Players {
		scores[s], mp[s] = want.Players[s].Score, want.Players[s].Extra[ExtraMP].(int)
	}
	r := g.rg.Result()
	if taker := Mikeuke(scores, r.Ranks[:Players], mp); want.Extra[ExtraMikeuke] != taker {
		t.Errorf("the view says %v would take the maiko, the scores and MP %d", want.Extra[ExtraMikeuke], taker)
	}
	saw.taker = saw.taker || want.Extra[ExtraMikeuke] != -1
	for _, viewer := range viewers[:Players] {
		v := g.View(viewer)
		if !reflect.DeepEqual(v.Extra, want.Extra) {
			t.Errorf("seat %d sees %v, a spectator %v", viewer, v.Extra, want.Extra)
		}
		for s, pv := range v.Players {
			if !reflect.DeepEqual(pv.Extra, want.Players[s].Extra) {
				t.Errorf("seat %d sees seat %d's extra %v, a spectator %v", viewer, s, pv.Extra, want.Players[s].Extra)
			}
			if engine.Seat(s) != viewer && len(pv.Hand) > 0 && !g.rg.OpenRiichi(s) {
				t.Errorf("seat %d sees seat %d's hand", viewer, s)
			}
		}
	}
	return saw
}

// TestViewWareme: with 割れ目 on, every viewer sees the seat the dice
// picked, and its choice once made.
func TestViewWareme(t *testing.T) {
	seed := seedFor(t, 0)
	g, err := newScripted(engine.Config{Seed: seed, Options: engine.Options{OptWareme: "true"}}, openScript())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range viewers {
		if x := g.View(s).Extra; !reflect.DeepEqual(x, map[string]any{ExtraDummy: Dummy, ExtraMikeuke: -1, ExtraWareme: 0}) {
			t.Errorf("seat %d before the choice: %v", s, x)
		}
	}
	play(t, g, 0, engine.Action{Type: engine.Pass, Flag: FlagWaremeSelf})
	for _, s := range viewers {
		if x := g.View(s).Extra; !reflect.DeepEqual(x, map[string]any{ExtraDummy: Dummy, ExtraMikeuke: -1, ExtraWareme: 0, ExtraWaremeSelf: true}) {
			t.Errorf("seat %d after the choice: %v", s, x)
		}
	}
	plain, err := newGame(engine.Config{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	if x := plain.View(0).Extra; !reflect.DeepEqual(x, map[string]any{ExtraDummy: Dummy, ExtraMikeuke: -1}) {
		t.Errorf("without 割れ目 the view has %v", x)
	}
}
