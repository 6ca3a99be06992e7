package momojan

import (
	"encoding/json"
	"testing"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

func TestOptions(t *testing.T) {
	defaults, err := engine.ResolveOptions(options(), nil)
	if err != nil {
		t.Fatal(err)
	}
	// Options travel in records as JSON; the same rules come back.
	b, _ := json.Marshal(defaults)
	var back engine.Options
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	r := NewRules(back)
	if r.StartPoints != 30 || r.MistakenWins || r.FuritenMissed || r.Value["tanyao"] != 1 || r.Value["chanta"] != 2 {
		t.Errorf("defaults: %+v", r)
	}
	o, err := engine.ResolveOptions(options(), engine.Options{"value_tanyao": "3", "start_points": "20"})
	if err != nil {
		t.Fatal(err)
	}
	r = NewRules(o)
	in := winInput{concealed: hand.CountsOf(tile.MustParse("234l456o8l8s")), melds: meldsOf("chi:567p"), win: tile.K(tile.Sou, 8)}
	if s, ok := scoreWin(r, &in); !ok || s.Total != 4 {
		t.Errorf("タンヤオ at 3: %+v", s)
	}
	if g, _ := (Variant{}).New(engine.Config{Players: 2, Options: o}); g.Result().Scores[0] != 20 {
		t.Errorf("start_points 20: %v", g.Result().Scores)
	}
	if _, err := engine.ResolveOptions(options(), engine.Options{"value_tanyao": "x"}); err == nil {
		t.Error("a bad value accepted")
	}
	if _, err := (Variant{}).New(engine.Config{Players: 3, Options: defaults}); err == nil {
		t.Error("three players accepted")
	}
}

// A game is fixed by (options, seed) and its actions: a replay gives the
// same events, and a clone goes its own way.
func TestReplayAndClone(t *testing.T) {
	cfg := engine.Config{Players: 2, Seed: 42}
	g, cfg, _ := engine.NewGame(Variant{}, cfg)
	r := engine.NewRand(7)
	var acts []engine.SeatAction
	var evs []engine.Event
	var mid engine.Game
	var midView string
	for !g.Over() {
		s := g.ToAct()[0]
		a := greedy(g.View(s), g.Legal(s), r)
		e, err := g.Apply(s, a)
		if err != nil {
			t.Fatal(err)
		}
		acts = append(acts, engine.SeatAction{Seat: s, Action: a})
		evs = append(evs, e...)
		if len(acts) == 50 {
			mid, midView = g.Clone(), allViews(g)
		}
	}
	h, _, _ := engine.NewGame(Variant{}, cfg)
	var again []engine.Event
	for _, sa := range acts {
		e, err := h.Apply(sa.Seat, sa.Action)
		if err != nil {
			t.Fatal(err)
		}
		again = append(again, e...)
	}
	x, _ := json.Marshal(evs)
	y, _ := json.Marshal(again)
	if string(x) != string(y) || !h.Over() {
		t.Error("the replay differs")
	}
	if mid == nil {
		t.Fatalf("a game of %d actions", len(acts))
	}
	if allViews(mid) != midView {
		t.Error("playing on changed a clone")
	}
}

// engine.Walled: the deck of the hand in play, fixed by (seed, hand).
func TestWall(t *testing.T) {
	g, _, _ := engine.NewGame(Variant{}, engine.Config{Players: 2, Seed: 9})
	n, deck := g.(engine.Walled).Wall()
	if n != 0 || len(deck) != 54 {
		t.Fatalf("hand %d, %d cards", n, len(deck))
	}
	if err := cardSet.Check(deck); err != nil {
		t.Error(err)
	}
	mine := g.View(0).Players[0].Hand
	if tile.Format(mine[:7]) != tile.Format(deck[:7]) {
		t.Errorf("dealer's hand %v is not the deck's first 7 %v", mine, deck[:7])
	}
	gg := g.(*Game)
	gg.exhaustive()
	if n, _ := g.(engine.Walled).Wall(); n != 1 {
		t.Errorf("after a hand: hand %d, want 1", n)
	}
}
