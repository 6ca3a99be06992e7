package riichi

import (
	"jantaku/tile"
	"strings"
	"testing"

	"jantaku/engine"
)

// atHand starts a game and puts it at a given hand with given scores, to
// test what happens when that hand ends.
func atHand(t *testing.T, opts engine.Options, wind, jushu int, scores [Seats]int) *Game {
	t.Helper()
	gi, _, err := engine.NewGame(Variant{}, engine.Config{Options: opts, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	g := gi.(*Game)
	g.wind, g.jushu = wind, jushu
	for s := range g.p {
		g.p[s].score = scores[s]
	}
	return g
}

// TestHandFlow covers renchan, the end of the game and its options.
func TestHandFlow(t *testing.T) {
	even := [Seats]int{25000, 25000, 25000, 25000}
	dealer3Top := [Seats]int{20000, 20000, 20000, 40000}
	for _, tt := range []struct {
		name              string
		opts              engine.Options
		wind, jushu       int
		scores            [Seats]int
		kept, draw, abort bool
		ending            string // "" = plays on
		nextWind, nextJ   int
		phase             phase
	}{
		{"dealer win keeps the deal", nil, 0, 1, even, true, false, false, "", 0, 1, phTurn},
		{"other win passes the deal", nil, 0, 1, even, false, false, false, "", 0, 2, phTurn},
		{"east 4 passes to south 1", nil, 0, 3, even, false, false, false, "", 1, 0, phTurn},
		{"east only ends after east 4", engine.Options{"winds": "1", "sudden_death": "false"}, 0, 3, even, false, false, false, "rounds", 1, 0, phOver},
		{"south 4 without 30000: sudden death", nil, 1, 3, even, false, false, false, "", 2, 0, phTurn},
		{"south 4 without sudden death ends", engine.Options{"sudden_death": "false"}, 1, 3, even, false, false, false, "rounds", 2, 0, phOver},
		{"west hand ends once someone has 30000", nil, 2, 0, dealer3Top, false, false, false, "target", 2, 1, phOver},
		{"west 4 ends the extension", nil, 2, 3, even, false, false, false, "rounds", 3, 0, phOver},
		{"bust ends", nil, 0, 0, [Seats]int{-100, 40000, 30100, 30000}, false, false, false, "bust", 0, 1, phOver},
		{"bust off plays on", engine.Options{"bust": "false"}, 0, 0, [Seats]int{-100, 40000, 30100, 30000}, false, false, false, "", 0, 1, phTurn},
		{"last dealer leads: stop", nil, 1, 3, dealer3Top, true, false, false, "last dealer", 1, 3, phOver},
		{"last dealer leads: choose", engine.Options{"last_dealer_stop": "choose"}, 1, 3, dealer3Top, true, false, false, "", 1, 3, phStop},
		{"last dealer leads: off", engine.Options{"last_dealer_stop": "off"}, 1, 3, dealer3Top, true, false, false, "", 1, 3, phTurn},
		{"last dealer after an abortive draw plays on", nil, 1, 3, dealer3Top, true, true, true, "", 1, 3, phTurn},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := atHand(t, tt.opts, tt.wind, tt.jushu, tt.scores)
			g.endHand(tt.kept, tt.draw, tt.abort)
			if g.result.Ending != tt.ending || g.phase != tt.phase {
				t.Errorf("ending %q phase %d, want %q %d", g.result.Ending, g.phase, tt.ending, tt.phase)
			}
			if g.wind != tt.nextWind || g.jushu != tt.nextJ {
				t.Errorf("next hand wind %d hand %d, want %d %d", g.wind, g.jushu, tt.nextWind, tt.nextJ)
			}
		})
	}
}

// TestStopAction: with last_dealer_stop=choose the dealer decides.
func TestStopAction(t *testing.T) {
	for _, a := range []engine.ActionType{engine.Stop, engine.Pass} {
		g := atHand(t, engine.Options{"last_dealer_stop": "choose"}, 1, 3, [Seats]int{20000, 20000, 20000, 40000})
		g.endHand(true, false, false)
		act(t, g, 3, engine.Action{Type: a})
		if g.Over() != (a == engine.Stop) {
			t.Errorf("%v: over = %v", a, g.Over())
		}
	}
}

// TestHonba: counters rise after a dealer win or any draw and fall to
// zero after another's win.
func TestHonba(t *testing.T) {
	g := atHand(t, nil, 0, 0, [Seats]int{25000, 25000, 25000, 25000})
	g.honba = 2
	g.endHand(false, true, false) // exhaustive draw, dealer not ready
	if g.honba != 3 || g.jushu != 1 {
		t.Errorf("after a draw: honba %d hand %d, want 3 1", g.honba, g.jushu)
	}
	g.endHand(false, false, false)
	if g.honba != 0 {
		t.Errorf("after another's win: honba %d, want 0", g.honba)
	}
}

// TestFinalPoints: uma, oka to the first, deposits to the first, ties to
// the earlier seat, a half rounded up.
func TestFinalPoints(t *testing.T) {
	for _, tt := range []struct {
		name   string
		opts   engine.Options
		scores [Seats]int
		sticks int
		want   []int
		final  []int
		ranks  []int
	}{
		{"plain", nil, [Seats]int{16000, 23500, 29500, 31000}, 0, []int{-34, -16, 10, 40}, []int{16000, 23500, 29500, 31000}, []int{4, 3, 2, 1}},
		{"tie and a deposit", nil, [Seats]int{31100, 31100, 15900, 21900}, 1, []int{41, 11, -34, -18}, []int{32100, 31100, 15900, 21900}, []int{1, 2, 4, 3}},
		{"deposit stays", engine.Options{"sticks_to_top": "false"}, [Seats]int{31100, 31100, 15900, 21900}, 1, []int{41, 11, -34, -18}, []int{31100, 31100, 15900, 21900}, []int{1, 2, 4, 3}},
		{"uma 30-10", engine.Options{"uma": "30-10"}, [Seats]int{16000, 23500, 29500, 31000}, 0, []int{-44, -16, 10, 50}, []int{16000, 23500, 29500, 31000}, []int{4, 3, 2, 1}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := atHand(t, tt.opts, 1, 3, tt.scores)
			g.sticks = tt.sticks
			g.endGame("rounds")
			r := g.Result()
			if !equalInts(r.Points, tt.want) || !equalInts(r.Scores, tt.final) || !equalInts(r.Ranks, tt.ranks) {
				t.Errorf("points %v scores %v ranks %v, want %v %v %v", r.Points, r.Scores, r.Ranks, tt.want, tt.final, tt.ranks)
			}
		})
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestScriptStart: a scripted game may begin at a later hand, with its
// counters, deposits and scores, as a log of one hand needs.
func TestScriptStart(t *testing.T) {
	hs := HandScript{Start: &Start{Wind: 1, Dealer: 2, Honba: 2, Sticks: 1, Scores: [Seats]int{20000, 30000, 25000, 24000}}}
	for s, h := range threeWaits {
		hs.Hands[s] = tile.MustParse(h)
	}
	g, err := NewScripted(engine.Config{}, []HandScript{hs})
	if err != nil {
		t.Fatal(err)
	}
	v := g.View(0)
	if v.Round != "South 3, 2 honba" || v.Dealer != 2 || v.Sticks != 1 || v.Honba != 2 {
		t.Errorf("view: round %q dealer %d sticks %d honba %d", v.Round, v.Dealer, v.Sticks, v.Honba)
	}
	for s, want := range hs.Start.Scores {
		if v.Players[s].Score != want {
			t.Errorf("seat %d score %d, want %d", s, v.Players[s].Score, want)
		}
	}
	if got := g.ToAct(); len(got) != 1 || got[0] != 2 || len(g.p[2].hand) != 14 {
		t.Errorf("to act %v with %d tiles, want the dealer, seat 2, with 14", got, len(g.p[2].hand))
	}
	if total, _ := g.PointsInPlay(); total != 100000 {
		t.Errorf("points in play %d, want 100000", total)
	}
	r := engine.NewRand(3)
	for n := 0; !g.Over(); n++ {
		if n > 20000 {
			t.Fatal("the game does not end")
		}
		seats := g.ToAct()
		s := seats[r.IntN(len(seats))]
		legal := g.Legal(s)
		if _, err := g.Apply(s, legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}

	plain := hs
	plain.Start = nil
	at := func(st Start) HandScript { h := plain; h.Start = &st; return h }
	for _, bad := range []struct {
		name   string
		script []HandScript
	}{
		{"wind", []HandScript{at(Start{Wind: 4})}},
		{"dealer", []HandScript{at(Start{Dealer: -1})}},
		{"honba", []HandScript{at(Start{Honba: -1})}},
		{"second hand", []HandScript{plain, at(Start{})}},
	} {
		if _, err := NewScripted(engine.Config{}, bad.script); err == nil || !strings.Contains(err.Error(), "start") {
			t.Errorf("%s: a bad start gives %v", bad.name, err)
		}
	}
	if _, err := NewScripted(engine.Config{}, []HandScript{plain, plain}); err != nil {
		t.Errorf("the same script without a start: %v", err)
	}
}
