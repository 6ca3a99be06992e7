package server

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"jantaku/engine"
	"jantaku/variant/maiko"
)

// expectCode reads c's messages up to the next error and checks its code.
func expectCode(t *testing.T, c *wsClient, code string) {
	t.Helper()
	m := c.until(func(m serverMsg) bool { return m.Type == "error" })
	if m.Code != code {
		t.Fatalf("error %q (%s), want %s", m.Code, m.Error, code)
	}
}

// A connection acts only for the seat its token opened: naming another
// seat in the message, using another table's token, or acting as a
// spectator is refused, and nothing a refused message asked for happens:
// nobody is told anything, nothing is stored.
func TestNoActingForAnotherSeat(t *testing.T) {
	ts := startServer(t, ":memory:", time.Hour)
	c := ts.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 3}`)
	other := ts.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 3}`)
	if code := wsStatus(t, ts, c.ID, other.Seats[0].Token); code != http.StatusForbidden {
		t.Fatalf("another table's token: %d", code)
	}
	p0, p1, spec := ts.dial(t, c.ID, c.Seats[0].Token), ts.dial(t, c.ID, c.Seats[1].Token), ts.dial(t, c.ID, "")
	w0, _, _ := p0.recv(), p1.recv(), spec.recv()
	mine := w0.View.Legal[0]
	b := `{"type": "act", "seat": 0, "action": ` + mustJSON(t, mine) + `}`
	p1.conn.Write(t.Context(), websocket.MessageText, []byte(b))
	expectCode(t, p1, "not_your_turn")
	p1.conn.Write(t.Context(), websocket.MessageText, []byte(strings.Replace(b, `"act"`, `"act", "token": "`+c.Seats[0].Token+`"`, 1)))
	expectCode(t, p1, "not_your_turn")
	spec.send(clientMsg{Type: "act", Action: &mine})
	expectCode(t, spec, "spectator")
	p0.send(clientMsg{Type: "act", Action: &engine.Action{Type: engine.Discard, Tile: w0.View.Legal[0].Tile + 200}})
	expectCode(t, p0, "illegal")
	if acts, err := ts.st.Actions(t.Context(), c.ID); err != nil || len(acts) != 0 {
		t.Fatalf("%d actions stored after refusals (%v)", len(acts), err)
	}

	// The first message anyone gets after the refusals is the legal move's.
	p0.send(clientMsg{Type: "act", Action: &mine})
	for _, cl := range []*wsClient{p0, p1, spec} {
		if m := cl.recv(); m.Type != "state" || m.Seq != 1 {
			t.Fatalf("after the refusals and one action: %+v", m)
		}
	}
}

// One client address holds at most Limits.ConnectionsPerAddress
// WebSockets: one more is refused before the upgrade, and room comes back
// when one closes.
func TestConnectionsPerAddress(t *testing.T) {
	ts := startServerWith(t, ":memory:", Config{BotDelay: time.Hour, Limits: Limits{ConnectionsPerAddress: 3}})
	c := ts.create(t, twoPeople)
	var open []*wsClient
	for range 3 {
		cl := ts.dial(t, c.ID, "")
		cl.recv()
		open = append(open, cl)
	}
	if code := wsStatus(t, ts, c.ID, ""); code != http.StatusTooManyRequests {
		t.Fatalf("a fourth connection from one address: %d", code)
	}
	open[0].conn.Close(websocket.StatusNormalClosure, "")
	waitFor(t, func() bool { return wsStatus(t, ts, c.ID, "") != http.StatusTooManyRequests })
	if m := ts.dial(t, c.ID, c.Seats[0].Token).recv(); m.Type != "welcome" {
		t.Fatalf("a connection after one closed: %+v", m)
	}
}

// A seat is played from at most Limits.ConnectionsPerSeat connections: one
// more closes the oldest, which is told why.
func TestSeatOpenedInTooManyPlaces(t *testing.T) {
	ts := startServerWith(t, ":memory:", Config{BotDelay: time.Hour, Limits: Limits{ConnectionsPerSeat: 2}})
	c := ts.create(t, twoPeople)
	var seat []*wsClient
	for range 3 {
		cl := ts.dial(t, c.ID, c.Seats[0].Token)
		if m := cl.recv(); m.Type != "welcome" {
			t.Fatalf("connection to the seat: %+v", m)
		}
		seat = append(seat, cl)
	}
	expectCode(t, seat[0], "opened_elsewhere")
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	if _, _, err := seat[0].conn.Read(ctx); websocket.CloseStatus(err) != websocket.StatusNormalClosure {
		t.Fatalf("the oldest connection: %v", err)
	}
	if n := ts.srv.peopleAt(c.ID); n != 2 {
		t.Fatalf("%d connections at the seat, want 2", n)
	}
	seat[2].send(clientMsg{Type: "ping"})
	seat[2].until(func(m serverMsg) bool { return m.Type == "pong" })
}

// A seat takes a new name at most once a second (each is stored and told
// to everyone); the ones between are refused.
func TestNamesRateLimited(t *testing.T) {
	var now atomic.Int64
	now.Store(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).UnixNano())
	ts := startServerWith(t, ":memory:", Config{BotDelay: time.Hour, Now: func() time.Time { return time.Unix(0, now.Load()) }})
	c := ts.create(t, twoPeople)
	p0, p1 := ts.dial(t, c.ID, c.Seats[0].Token), ts.dial(t, c.ID, c.Seats[1].Token)
	p0.recv()
	p1.recv()
	named := func(name string) {
		t.Helper()
		m := p1.until(func(m serverMsg) bool { return m.Type == "seats" })
		if got := m.Table.Seats[0].Name; got != name {
			t.Fatalf("seat 0 is named %q, want %q", got, name)
		}
	}
	p0.send(clientMsg{Type: "name", Name: "Aoi"})
	named("Aoi")
	p0.send(clientMsg{Type: "name", Name: "Ben"})
	expectCode(t, p0, "rate_limited")
	now.Add(int64(renameEvery))
	p0.send(clientMsg{Type: "name", Name: "Chika"})
	named("Chika") // and no "Ben" between
}

// Anyone may watch a table, a player at it too, so a spectator sees no
// more than the players do: a maiko table with spectator_sees_dummy
// shows its watchers the dummy's hand no sooner than its players.
func TestSpectatorsSeeNoMoreThanPlayers(t *testing.T) {
	ts := startServerWith(t, ":memory:", Config{BotDelay: time.Hour, Variants: engine.NewRegistry(maiko.Variant{})})
	c := ts.create(t, `{"variant": "maiko", "options": {"spectator_sees_dummy": "true"}, "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]}`)
	p0 := ts.dial(t, c.ID, c.Seats[0].Token)
	w := p0.recv()
	spec := ts.dial(t, c.ID, "").recv()
	if len(w.View.Players[0].Hand) == 0 {
		t.Fatal("seat 0 does not see its own hand")
	}
	for i, p := range spec.View.Players {
		if len(p.Hand) > 0 || p.Drawn {
			t.Errorf("a spectator sees seat %d's concealed hand %v", i, p.Hand)
		}
	}
}
