package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"jantaku/store"
	"jantaku/variants"
)

// startReal starts a server with every variant and cfg's timings.
func startReal(t *testing.T, cfg Config) *testServer {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "db"))
	if err != nil {
		t.Fatal(err)
	}
	cfg.Store, cfg.Variants, cfg.Logf = st, variants.Registry(), t.Logf
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ts := &testServer{httptestServer(srv), srv, st}
	t.Cleanup(ts.stop)
	return ts
}

// playToHandEnd plays the person's seat with the safe default until a
// hand ends, and returns that state message.
func playToHandEnd(t *testing.T, ws *wsClient) serverMsg {
	t.Helper()
	m := ws.recv()
	for steps := 0; m.HandEnd == nil; steps++ {
		if steps > 3000 {
			t.Fatal("no hand ended")
		}
		if m.View != nil && len(m.View.Legal) > 0 {
			a, _ := SafeDefault(*m.View, m.View.Legal)
			time.Sleep(5 * time.Millisecond)
			ws.send(clientMsg{Type: "act", Action: &a})
		}
		m = ws.until(func(m serverMsg) bool { return m.Type == "state" || m.Type == "error" })
		if m.Type == "error" {
			t.Fatalf("error: %s", m.Error)
		}
	}
	return m
}

// After a hand ends, nothing moves (no think time, no bot, no action)
// until the person confirms; then the next hand starts with a full clock.
func TestNextHandWaitsForConfirmation(t *testing.T) {
	ts := startReal(t, Config{BotDelay: time.Millisecond, BetweenHands: time.Hour})
	c := ts.create(t, `{"variant": "suzume", "players": 2, "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}], "think_seconds": 60, "seed": 5}`)
	ws := ts.dial(t, c.ID, c.Seats[0].Token)
	m := playToHandEnd(t, ws)
	if m.Between == nil || len(m.Between.Waiting) != 1 || m.Between.Waiting[0] != 0 || m.DeadlineMS != 0 {
		t.Fatalf("the pause after the hand: %+v, think deadline %d", m.Between, m.DeadlineMS)
	}
	end := m.HandEnd
	if len(end.Deltas) != 2 || (len(end.Wins) == 0) == (end.Draw == nil) {
		t.Fatalf("hand end %+v", end)
	}
	for _, w := range end.Wins {
		if len(w.Yaku) == 0 || w.Yaku[0].ID == "" || w.Yaku[0].En == "" || w.Win == 0 {
			t.Fatalf("win %+v", w)
		}
	}
	// A reconnecting person sees the same result and pause.
	again := ts.dial(t, c.ID, c.Seats[0].Token).recv()
	if again.HandEnd == nil || again.Between == nil {
		t.Fatalf("welcome during the pause: %+v", again)
	}
	// Nothing happens while the result is shown: the bot (1 ms) waits and
	// an action is refused.
	if m.View != nil && len(m.View.Legal) > 0 {
		ws.send(clientMsg{Type: "act", Action: &m.View.Legal[0]})
		if e := ws.recv(); e.Type != "error" || e.Code != "between_hands" {
			t.Fatalf("an action during the pause: %+v", e)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	_, b, err := ws.conn.Read(ctx)
	cancel()
	if err == nil {
		t.Fatalf("a message during the pause: %s", b)
	}
	ws = ts.dial(t, c.ID, c.Seats[0].Token)
	ws.recv()
	ws.send(clientMsg{Type: "next"})
	go2 := ws.until(func(m serverMsg) bool { return m.Type == "between" })
	if go2.Between == nil || len(go2.Between.Waiting) != 0 || go2.View == nil {
		t.Fatalf("the end of the pause: %+v", go2)
	}
	if len(go2.View.Legal) > 0 && go2.DeadlineMS < time.Now().Add(50*time.Second).UnixMilli() {
		t.Fatalf("the next hand's clock started early: %d", go2.DeadlineMS)
	}
	// Play goes on: a later state arrives.
	ws.until(func(m serverMsg) bool { return m.Type == "state" || len(m.View.Legal) > 0 })
}

// When the person does not confirm, the countdown starts the next hand.
func TestNextHandAfterCountdown(t *testing.T) {
	ts := startReal(t, Config{BotDelay: time.Millisecond, BetweenHands: 200 * time.Millisecond})
	c := ts.create(t, `{"variant": "suzume", "players": 2, "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}], "seed": 5}`)
	ws := ts.dial(t, c.ID, c.Seats[0].Token)
	m := playToHandEnd(t, ws)
	if m.Between == nil || m.Between.DeadlineMS > time.Now().Add(time.Second).UnixMilli() {
		t.Fatalf("pause %+v", m.Between)
	}
	start := time.Now()
	ws.until(func(m serverMsg) bool { return m.Type == "between" && len(m.Between.Waiting) == 0 })
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("the countdown took %v", d)
	}
}

// A name given at the seat is stored and shown to everyone; a bad one is
// refused.
func TestSeatNames(t *testing.T) {
	ts := startReal(t, Config{BotDelay: time.Hour})
	c := ts.create(t, `{"variant": "riichi", "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]}`)
	p0, watcher := ts.dial(t, c.ID, c.Seats[0].Token), ts.dial(t, c.ID, "")
	p0.recv()
	watcher.recv()
	p0.send(clientMsg{Type: "name", Name: "  \x01bad"})
	if e := p0.recv(); e.Type != "error" || e.Code != "bad_name" {
		t.Fatalf("a bad name: %+v", e)
	}
	p0.send(clientMsg{Type: "name", Name: "  さくら "})
	m := watcher.until(func(m serverMsg) bool { return m.Type == "seats" })
	if m.Table == nil || m.Table.Seats[0].Name != "さくら" {
		t.Fatalf("seats message %+v", m.Table)
	}
	resp, err := http.Get(ts.URL + "/api/tables/" + c.ID)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var info tableInfo
	json.NewDecoder(resp.Body).Decode(&info)
	if info.Seats[0].Name != "さくら" {
		t.Fatalf("stored seats %+v", info.Seats)
	}
	if _, err := cleanName("0123456789012345678901234"); err == nil {
		t.Fatal("a 25-character name was accepted")
	}
}

func httptestServer(s *Server) *httptest.Server { return httptest.NewServer(s.Handler()) }
