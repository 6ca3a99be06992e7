package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/coder/websocket"

	"jantaku/store"
)

// A server runs at most Limits.Tables tables and Limits.TablesPerAddress
// from one address; a table that stops running here frees its place.
func TestTableCaps(t *testing.T) {
	ts := startServerWith(t, ":memory:", Config{BotDelay: time.Hour, Limits: Limits{Tables: 3, TablesPerAddress: 2}})
	a := ts.create(t, twoPeople)
	ts.create(t, twoPeople)
	if code, body := ts.postWith(t, twoPeople, map[string]string{"Content-Type": "application/json"}); code != http.StatusTooManyRequests {
		t.Fatalf("a third table from one address: %d %s", code, body)
	}
	// another address (an IPv6 /64 counts as one) may still make one
	ts.srv.mu.Lock()
	ts.srv.byAddress["127.0.0.1"] = 0
	ts.srv.mu.Unlock()
	ts.create(t, twoPeople)
	ts.srv.mu.Lock()
	ts.srv.byAddress["127.0.0.1"] = 0
	ts.srv.mu.Unlock()
	if code, body := ts.postWith(t, twoPeople, map[string]string{"Content-Type": "application/json"}); code != http.StatusServiceUnavailable {
		t.Fatalf("a fourth table on a server of three: %d %s", code, body)
	}
	// stopping one frees its place
	if code := ts.post(t, "/api/tables/"+a.ID+"/stop", `{"admin": "`+a.Admin+`"}`, nil); code != http.StatusOK {
		t.Fatalf("stop: %d", code)
	}
	waitFor(t, func() bool { return !ts.srv.runs(a.ID) })
	ts.create(t, twoPeople)
}

func TestClientAddress(t *testing.T) {
	for addr, want := range map[string]string{
		"192.0.2.7:5000":              "192.0.2.7",
		"[2001:db8:1:2:3:4:5:6]:5000": "2001:db8:1:2::/64",
		"[2001:db8:1:2:ff::1]:443":    "2001:db8:1:2::/64",
		"[::ffff:192.0.2.7]:80":       "192.0.2.7",
	} {
		r := &http.Request{RemoteAddr: addr}
		if got := clientAddress(r); got != want {
			t.Errorf("clientAddress(%s) = %s, want %s", addr, got, want)
		}
	}
}

// The creator's admin token stops the table: its clients are told and
// closed, it is stored as stopped with its actions, and nobody can open
// it again. Another token stops nothing.
func TestCreatorStops(t *testing.T) {
	ts := startServerWith(t, ":memory:", Config{BotDelay: time.Hour})
	c := ts.create(t, twoPeople)
	p := ts.dial(t, c.ID, c.Seats[0].Token)
	p.recv()
	if code := ts.post(t, "/api/tables/"+c.ID+"/stop", `{"admin": "`+c.Seats[0].Token+`"}`, nil); code != http.StatusForbidden {
		t.Fatalf("a seat's token stopped the table: %d", code)
	}
	if code := ts.post(t, "/api/tables/"+c.ID+"/stop", `{"admin": "`+c.Admin+`"}`, nil); code != http.StatusOK {
		t.Fatalf("stop: %d", code)
	}
	// at once: the table goroutine may still be ending
	if code := ts.dialStatus(c.ID, c.Seats[1].Token); code != http.StatusConflict {
		t.Fatalf("a table just stopped opened: %d", code)
	}
	m := p.until(func(m serverMsg) bool { return m.Type == "seats" })
	if m.Notice == nil || m.Notice.Kind != "stopped" {
		t.Fatalf("the player was told %+v", m)
	}
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	if _, _, err := p.conn.Read(ctx); websocket.CloseStatus(err) != websocket.StatusNormalClosure {
		t.Fatalf("the player's connection: %v", err)
	}
	if st := storedStatus(t, ts.st, c.ID); st != store.Stopped {
		t.Fatalf("stored as %s", st)
	}
	if code := ts.dialStatus(c.ID, c.Seats[1].Token); code != http.StatusConflict {
		t.Fatalf("a stopped table opened: %d", code)
	}
}

// The creator gives a seat a new token: the old one opens nothing and its
// connection is closed; the new one plays the seat. A seat its person left
// is a person's again.
func TestCreatorReissuesToken(t *testing.T) {
	ts := startServerWith(t, ":memory:", Config{BotDelay: time.Hour})
	c := ts.create(t, twoPeople)
	old := ts.dial(t, c.ID, c.Seats[1].Token)
	old.recv()
	var inv seatInvite
	if code := ts.post(t, "/api/tables/"+c.ID+"/seats/1/token", `{"admin": "`+c.Admin+`"}`, &inv); code != http.StatusOK || inv.Token == "" || inv.Token == c.Seats[1].Token {
		t.Fatalf("new token: %d %+v", code, inv)
	}
	if m := old.recv(); m.Type != "error" || m.Code != "new_token" {
		t.Fatalf("the old token's connection was told %+v", m)
	}
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	if _, _, err := old.conn.Read(ctx); websocket.CloseStatus(err) != websocket.StatusNormalClosure {
		t.Fatalf("the old token's connection: %v", err)
	}
	if code := ts.dialStatus(c.ID, c.Seats[1].Token); code != http.StatusForbidden {
		t.Fatalf("the old token: %d", code)
	}
	if w := ts.dial(t, c.ID, inv.Token).recv(); w.Type != "welcome" || w.Seat == nil || *w.Seat != 1 {
		t.Fatalf("the new token: %+v", w)
	}
	// seat 0 leaves; its new token makes it a person's seat again
	if code := ts.post(t, "/api/tables/"+c.ID+"/leave", `{"token": "`+c.Seats[0].Token+`"}`, nil); code != http.StatusOK {
		t.Fatalf("leave: %d", code)
	}
	if code := ts.post(t, "/api/tables/"+c.ID+"/seats/0/token", `{"admin": "`+c.Admin+`"}`, &inv); code != http.StatusOK {
		t.Fatalf("new token for a seat left: %d", code)
	}
	if info := ts.table(t, c.ID); info.Seats[0].Kind != store.Human || info.Seats[0].Left {
		t.Fatalf("seat 0 is %+v", info.Seats[0])
	}
	if w := ts.dial(t, c.ID, inv.Token).recv(); w.Type != "welcome" {
		t.Fatalf("the left seat's new token: %+v", w)
	}
	// a bot's seat gets no token
	b := ts.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]}`)
	if code := ts.post(t, "/api/tables/"+b.ID+"/seats/1/token", `{"admin": "`+b.Admin+`"}`, nil); code != http.StatusConflict {
		t.Fatalf("a token for a bot's seat: %d", code)
	}
}

// A table stores at most Limits.Actions actions: a game of bots that
// reaches the limit is stopped, with every action it stored kept.
func TestActionCap(t *testing.T) {
	ts := startServerWith(t, ":memory:", Config{BotDelay: time.Millisecond, Limits: Limits{Actions: 12}})
	c := ts.create(t, `{"variant": "toy", "options": {"hands": "50"}, "seats": [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]}`)
	waitFor(t, func() bool { return storedStatus(t, ts.st, c.ID) == store.Stopped })
	acts, err := ts.st.Actions(t.Context(), c.ID)
	if err != nil || len(acts) != 12 {
		t.Fatalf("%d actions stored (%v), want 12", len(acts), err)
	}
}

// A table takes at most Limits.Spectators watchers; one more is told so
// and closed, and a seat's player still gets in.
func TestSpectatorCap(t *testing.T) {
	ts := startServerWith(t, ":memory:", Config{BotDelay: time.Hour, Limits: Limits{Spectators: 2}})
	c := ts.create(t, twoPeople)
	for i := range 2 {
		if w := ts.dial(t, c.ID, "").recv(); w.Type != "welcome" {
			t.Fatalf("spectator %d: %+v", i, w)
		}
	}
	extra := ts.dial(t, c.ID, "")
	if m := extra.recv(); m.Type != "error" || m.Code != "full" {
		t.Fatalf("a third spectator: %+v", m)
	}
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	if _, _, err := extra.conn.Read(ctx); websocket.CloseStatus(err) != websocket.StatusTryAgainLater {
		t.Fatalf("a third spectator's connection: %v", err)
	}
	if w := ts.dial(t, c.ID, c.Seats[0].Token).recv(); w.Type != "welcome" {
		t.Fatalf("a player at a table full of spectators: %+v", w)
	}
}

// A connection that sends a request slowly is cut off at the read
// timeout; a WebSocket outlives every request timeout while it answers
// pings, and one that stops answering is closed. (The timeouts are short,
// but only the mute connection's closing waits for one; the player has
// seconds to answer each ping, however busy the machine.)
func TestConnectionTimeouts(t *testing.T) {
	ts, addr, c := servedWith(t, Limits{ReadTimeout: 200 * time.Millisecond, WriteTimeout: 200 * time.Millisecond, IdleTimeout: 5 * time.Second, PingEvery: 50 * time.Millisecond})

	slow, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Close()
	fmt.Fprint(slow, "GET /api/variants HTTP/1.1\r\nHost: x\r\n") // and never the blank line
	slow.SetReadDeadline(time.Now().Add(time.Minute))             // a bound for a server without the timeout
	if _, err := io.ReadAll(slow); err != nil {
		t.Fatalf("a request sent slowly was not cut off: %v", err)
	}

	url := "ws://" + addr + "/ws/" + c.ID
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	live, _, err := websocket.Dial(ctx, url+"?token="+c.Seats[0].Token, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer live.CloseNow()
	mute, _, err := websocket.Dial(ctx, url, nil) // a spectator that never reads: it answers no ping
	if err != nil {
		t.Fatal(err)
	}
	defer mute.CloseNow()
	waitFor(t, func() bool { return ts.srv.watchersAt(c.ID) == 1 })
	liveMsgs := make(chan serverMsg, 16)
	go func() {
		for {
			_, b, err := live.Read(ctx)
			if err != nil {
				close(liveMsgs)
				return
			}
			var m serverMsg
			json.Unmarshal(b, &m)
			liveMsgs <- m
		}
	}()
	waitFor(t, func() bool { return ts.srv.watchersAt(c.ID) == 0 })
	time.Sleep(time.Second) // past every request timeout, and some pings
	b, _ := json.Marshal(clientMsg{Type: "ping"})
	if err := live.Write(ctx, websocket.MessageText, b); err != nil {
		t.Fatalf("the player's connection: %v", err)
	}
	for m := range liveMsgs {
		if m.Type == "pong" {
			return
		}
	}
	t.Fatal("the player's connection closed")
}

// A WebSocket's handshake is not bound by the request's write timeout:
// one sent after it (here at once, the timeout being a nanosecond) would
// lose its 101, and the client would read the first frame as the answer.
func TestHandshakeOutlivesWriteTimeout(t *testing.T) {
	_, addr, c := servedWith(t, Limits{WriteTimeout: time.Nanosecond})
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws://"+addr+"/ws/"+c.ID+"?token="+c.Seats[0].Token, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	_, b, err := conn.Read(ctx)
	var m serverMsg
	if err != nil || json.Unmarshal(b, &m) != nil || m.Type != "welcome" {
		t.Fatalf("first message %s, %v; want the welcome", b, err)
	}
}

// servedWith starts a server with these limits behind its own
// http.Server (whose timeouts they set) on a local port, and creates a
// table of two people there: the server, its address and the table.
func servedWith(t *testing.T, l Limits) (*testServer, string, created) {
	t.Helper()
	ts := startServerWith(t, ":memory:", Config{BotDelay: time.Hour, Limits: l})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := ts.srv.HTTPServer()
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close() })
	return ts, ln.Addr().String(), ts.create(t, twoPeople)
}
