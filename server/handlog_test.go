package server

import (
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variants"
)

// sinceDeal returns the events from the last hand's deal on.
func sinceDeal(evs []engine.Event) []engine.Event {
	start := 0
	for i, e := range evs {
		if e.Type == engine.EvDeal && (i == 0 || evs[i-1].Type != engine.EvDeal) {
			start = i
		}
	}
	return evs[start:]
}

// A spectator or a person who comes in mid-hand is sent, with the welcome,
// what happened in the hand so far: the same events, masked the same way,
// as one who watched from the deal was told; after a restart too.
func TestWelcomeCarriesTheHandSoFar(t *testing.T) {
	dsn := filepath.Join(t.TempDir(), "db")
	cfg := Config{Variants: variants.Registry(), BotDelay: time.Millisecond, BetweenHands: time.Hour}
	ts := startServerWith(t, dsn, cfg)
	c := ts.create(t, `{"variant": "riichi", "seats": [{"kind": "human"}, {"kind": "bot", "level": "efficient"},
		{"kind": "bot", "level": "efficient"}, {"kind": "bot", "level": "efficient"}], "seed": 3}`)
	watcher := ts.dial(t, c.ID, "")
	player := ts.dial(t, c.ID, c.Seats[0].Token)
	w, m := watcher.recv(), player.recv()
	watched, played := w.Events, m.Events
	// The person discards six times; the bots play between.
	for turns := 0; turns < 6; {
		if len(m.View.Legal) > 0 {
			a, _ := SafeDefault(*m.View, m.View.Legal)
			if a.Type == engine.Discard {
				turns++
			}
			player.send(clientMsg{Type: "act", Action: &a})
		}
		m = player.until(func(m serverMsg) bool { return m.Type == "state" })
		if m.HandEnd != nil {
			t.Fatal("the hand ended: choose another seed")
		}
		played = append(played, m.Events...)
	}
	for len(m.View.Legal) == 0 || m.View.Legal[0].Type != engine.Discard { // the person's turn: nothing moves now
		m = player.until(func(m serverMsg) bool { return m.Type == "state" })
		played = append(played, m.Events...)
	}
	for w.Seq < m.Seq {
		w = watcher.until(func(m serverMsg) bool { return m.Type == "state" })
		watched = append(watched, w.Events...)
	}
	wantSpectator, wantPlayer := mustJSON(t, sinceDeal(watched)), mustJSON(t, sinceDeal(played))
	check := func(ts *testServer, when string) {
		t.Helper()
		late := ts.dial(t, c.ID, "").recv()
		if got := mustJSON(t, late.Events); got != wantSpectator {
			t.Errorf("%s a spectator's welcome has\n%s\nwant\n%s", when, got, wantSpectator)
		}
		discards := 0
		for _, e := range late.Events {
			if (e.Type == engine.EvDraw || e.Type == engine.EvDeal) && (e.Tile != tile.Tile(0) || e.Tiles != nil) {
				t.Fatalf("%s a spectator is shown a hidden tile: %+v", when, e)
			}
			if e.Type == engine.EvAct && e.Action.Type == engine.Discard {
				discards++
			}
		}
		if discards < 6 {
			t.Errorf("%s a spectator's welcome has %d discards, want the hand's (6 of them the person's)", when, discards)
		}
		back := ts.dial(t, c.ID, c.Seats[0].Token).recv()
		if got := mustJSON(t, back.Events); got != wantPlayer {
			t.Errorf("%s the person's welcome has\n%s\nwant\n%s", when, got, wantPlayer)
		}
	}
	check(ts, "mid-hand,")
	ts.stop()
	check(startServerWith(t, dsn, cfg), "after a restart,")
}

// The log keeps the hand in play from its deal, and at most handLogKeep
// events of it.
func TestHandLogBounded(t *testing.T) {
	var l handLog
	deal := []engine.Event{{Type: engine.EvDeal, Seat: 0}, {Type: engine.EvDeal, Seat: 1}}
	l.add(deal)
	l.add([]engine.Event{{Type: engine.EvDraw, Seat: 0}})
	l.add(append([]engine.Event{{Type: engine.EvWin, Seat: 0}, {Type: engine.EvScores}}, deal...))
	if got, _ := json.Marshal(l.evs); string(got) != `[{"type":"deal","seat":0},{"type":"deal","seat":1}]` {
		t.Errorf("after a hand's end the log is %s, want the next deal", got)
	}
	for i := 0; i < 3*handLogKeep; i++ {
		l.add([]engine.Event{{Type: engine.EvDraw, Seat: engine.Seat(i % 2), Tile: tile.Tile(i%30 + 1)}})
	}
	if len(l.evs) != handLogKeep || l.evs[len(l.evs)-1].Tile != tile.Tile((3*handLogKeep-1)%30+1) {
		t.Errorf("the log keeps %d events ending %+v, want the last %d", len(l.evs), l.evs[len(l.evs)-1], handLogKeep)
	}
}
