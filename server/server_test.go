package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"jantaku/engine"
	"jantaku/internal/toy"
	"jantaku/record"
	"jantaku/store"
	"jantaku/store/storetest"
)

type testServer struct {
	*httptest.Server
	srv *Server
	st  *store.Store
}

func startServer(t *testing.T, dsn string, botDelay time.Duration) *testServer {
	t.Helper()
	return startServerWith(t, dsn, Config{BotDelay: botDelay})
}

// startServerWith starts a server on database dsn; cfg gives everything
// but the store, the variants and the logger.
func startServerWith(t *testing.T, dsn string, cfg Config) *testServer {
	t.Helper()
	var st *store.Store
	if f, ok := cfg.Store.(*flakyStore); ok { // the test's own store
		st = f.Store
	} else {
		var err error
		if st, err = store.Open(context.Background(), dsn); err != nil {
			t.Fatal(err)
		}
		cfg.Store = st
	}
	if cfg.Variants == nil {
		cfg.Variants = engine.NewRegistry(toy.Variant{})
	}
	cfg.Logf = t.Logf
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ts := &testServer{httptest.NewServer(srv.Handler()), srv, st}
	t.Cleanup(ts.stop)
	return ts
}

func (ts *testServer) stop() {
	ts.Server.Close()
	ts.srv.Close()
	ts.st.Close()
}

type created struct {
	ID    string       `json:"id"`
	Seats []seatInvite `json:"seats"`
	Admin string       `json:"admin"`
}

func (ts *testServer) create(t *testing.T, body string) created {
	t.Helper()
	resp, err := http.Post(ts.URL+"/api/tables", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var c created
	json.NewDecoder(resp.Body).Decode(&c)
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("create: %s", resp.Status)
	}
	return c
}

type wsClient struct {
	t    *testing.T
	conn *websocket.Conn
}

func (ts *testServer) dial(t *testing.T, id, token string) *wsClient {
	t.Helper()
	url := "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws/" + id
	if token != "" {
		url += "?token=" + token
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	conn.SetReadLimit(1 << 20)
	t.Cleanup(func() { conn.CloseNow() })
	return &wsClient{t, conn}
}

func (c *wsClient) send(v any) {
	b, _ := json.Marshal(v)
	if err := c.conn.Write(context.Background(), websocket.MessageText, b); err != nil {
		c.t.Fatalf("send: %v", err)
	}
}

func (c *wsClient) recv() serverMsg {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, b, err := c.conn.Read(ctx)
	if err != nil {
		c.t.Fatalf("recv: %v", err)
	}
	var m serverMsg
	if err := json.Unmarshal(b, &m); err != nil {
		c.t.Fatalf("recv: %v: %s", err, b)
	}
	return m
}

// until reads messages until one satisfies ok.
func (c *wsClient) until(ok func(serverMsg) bool) serverMsg {
	c.t.Helper()
	for i := 0; i < 10000; i++ {
		if m := c.recv(); ok(m) {
			return m
		}
	}
	c.t.Fatal("no such message")
	return serverMsg{}
}

func TestPlayAgainstBotToTheEnd(t *testing.T) { storetest.Run(t, testPlayAgainstBotToTheEnd) }

func testPlayAgainstBotToTheEnd(t *testing.T, b storetest.Backend) {
	ts := startServer(t, b.NewDSN(t), 0)
	c := ts.create(t, `{"variant": "toy", "options": {"hands": "2"}, "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}], "seed": 11}`)
	if c.Seats[0].Token == "" || c.Seats[1].Token != "" {
		t.Fatalf("seats %+v", c.Seats)
	}
	ws := ts.dial(t, c.ID, c.Seats[0].Token)
	m := ws.recv()
	if m.Type != "welcome" || *m.Seat != 0 || m.View == nil || len(m.View.Players[0].Hand) == 0 {
		t.Fatalf("welcome = %+v", m)
	}
	// Nothing has been played: the welcome carries the deal, the other
	// seat's tiles masked.
	if len(m.Events) < 3 || m.Events[0].Type != engine.EvDeal || len(m.Events[0].Tiles) != 2 ||
		m.Events[1].Type != engine.EvDeal || m.Events[1].Tiles != nil {
		t.Fatalf("welcome events = %+v, want the deal", m.Events)
	}
	commits := len(m.Commitments)
	for steps := 0; m.Result == nil; steps++ {
		if steps > 5000 {
			t.Fatal("game does not end")
		}
		commits += len(m.Commitments)
		for _, cm := range m.Commitments {
			if cm.Wall != "" && CommitmentHash(cm.Wall, cm.Salt) != cm.Hash {
				t.Fatalf("hand %d: revealed wall does not match its commitment", cm.Hand)
			}
		}
		if m.View != nil && len(m.View.Legal) > 0 {
			a, _ := SafeDefault(*m.View, m.View.Legal)
			time.Sleep(25 * time.Millisecond) // a person's pace, under the rate limit
			ws.send(clientMsg{Type: "act", Action: &a})
		}
		m = ws.until(func(m serverMsg) bool {
			if m.Type == "error" {
				t.Fatalf("error while playing: %s", m.Error)
			}
			return m.Type == "state"
		})
	}
	if commits < 3 { // two commitments and at least one reveal
		t.Errorf("%d commitment messages", commits)
	}
	// The finished game is listed and its record verifies.
	time.Sleep(50 * time.Millisecond)
	resp, err := http.Get(ts.URL + "/api/tables/" + c.ID + "/record")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("record: %v %v", err, resp.Status)
	}
	rec, err := record.Read(resp.Body)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	if err := record.Verify(engine.NewRegistry(toy.Variant{}), rec); err != nil {
		t.Fatal(err)
	}
	// The replay's step 0 is the opening deal, with no action.
	resp, err = http.Get(ts.URL + "/api/tables/" + c.ID + "/replay?step=0&seat=0")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("replay: %v %v", err, resp.Status)
	}
	var step0 replayStep
	err = json.NewDecoder(resp.Body).Decode(&step0)
	resp.Body.Close()
	if err != nil || step0.Action != nil || len(step0.Events) == 0 || step0.Events[0].Type != engine.EvDeal {
		t.Fatalf("replay step 0 = %+v (%v), want the deal and no action", step0, err)
	}
}

func TestProtocolErrors(t *testing.T) { storetest.Run(t, testProtocolErrors) }

func testProtocolErrors(t *testing.T, b storetest.Backend) {
	ts := startServer(t, b.NewDSN(t), time.Hour)
	c := ts.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 3}`)

	resp, _ := http.Get(ts.URL + "/ws/" + c.ID + "?token=wrong")
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("a wrong token: %s", resp.Status)
	}
	resp.Body.Close()

	p0, p1 := ts.dial(t, c.ID, c.Seats[0].Token), ts.dial(t, c.ID, c.Seats[1].Token)
	w0, w1 := p0.recv(), p1.recv()
	if len(w1.View.Legal) != 0 || len(w0.View.Legal) == 0 {
		t.Fatalf("seat 0 should be to act: %v / %v", w0.View.Legal, w1.View.Legal)
	}
	if w1.View.Players[0].Hand != nil {
		t.Fatal("seat 1 sees seat 0's hand")
	}
	expectError := func(c *wsClient, code string) {
		t.Helper()
		m := c.until(func(m serverMsg) bool { return m.Type == "error" })
		if m.Code != code {
			t.Fatalf("error %q (%s), want %s", m.Code, m.Error, code)
		}
	}
	p1.conn.Write(context.Background(), websocket.MessageText, []byte(`{"type": "act", "action": `))
	expectError(p1, "bad_message")
	p1.send(clientMsg{Type: "act", Action: &w0.View.Legal[0]})
	expectError(p1, "not_your_turn")
	p0.send(clientMsg{Type: "act", Action: &engine.Action{Type: engine.Ron}})
	expectError(p0, "illegal")
	p0.send(map[string]string{"type": "dance"})
	expectError(p0, "bad_message")

	// A flood is refused in part, and the connection still works.
	for i := 0; i < 2*burstLimit; i++ {
		p1.send(clientMsg{Type: "ping"})
	}
	expectError(p1, "rate_limited")

	// An oversized message closes only that connection.
	spec := ts.dial(t, c.ID, "")
	spec.recv()
	spec.conn.Write(context.Background(), websocket.MessageText, bytes.Repeat([]byte("x"), maxMessage+10))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		if _, _, err := spec.conn.Read(ctx); err != nil {
			break
		}
	}

	// The game goes on for the others.
	p0.send(clientMsg{Type: "act", Action: &w0.View.Legal[len(w0.View.Legal)-1]})
	m := p1.until(func(m serverMsg) bool { return m.Type == "state" })
	if m.Seq != 1 {
		t.Fatalf("after one action seq = %d", m.Seq)
	}
}

func TestRestartResumes(t *testing.T) { storetest.Run(t, testRestartResumes) }

func testRestartResumes(t *testing.T, b storetest.Backend) {
	db := b.NewDSN(t)
	ts := startServer(t, db, time.Hour)
	c := ts.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 5}`)
	players := []*wsClient{ts.dial(t, c.ID, c.Seats[0].Token), ts.dial(t, c.ID, c.Seats[1].Token)}
	last := []serverMsg{players[0].recv(), players[1].recv()}
	for i := 0; i < 12; i++ {
		for s, m := range last {
			if len(m.View.Legal) > 0 {
				a := m.View.Legal[0]
				players[s].send(clientMsg{Type: "act", Action: &a})
				break
			}
		}
		for s := range players {
			last[s] = players[s].until(func(m serverMsg) bool { return m.Type == "state" })
		}
	}
	before, _ := json.Marshal(last[0].View)
	ts.stop()

	ts2 := startServer(t, db, time.Hour)
	again := ts2.dial(t, c.ID, c.Seats[0].Token).recv()
	after, _ := json.Marshal(again.View)
	if again.Seq != 12 || !bytes.Equal(before, after) {
		t.Fatalf("after a restart seq %d\n%s\nwant\n%s", again.Seq, after, before)
	}
}

func TestCreateRejectsBadTables(t *testing.T) { storetest.Run(t, testCreateRejectsBadTables) }

func testCreateRejectsBadTables(t *testing.T, b storetest.Backend) {
	ts := startServer(t, b.NewDSN(t), 0)
	for _, body := range []string{
		`{"variant": "nosuch", "seats": []}`,
		`{"variant": "toy", "seats": [{"kind": "human"}]}`,
		`{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "bot", "level": "genius"}]}`,
		`{"variant": "toy", "options": {"hands": "x"}, "seats": [{"kind": "human"}, {"kind": "human"}]}`,
		`{"variant": "toy", "seats": [{"kind": "alien"}, {"kind": "human"}]}`,
		`not json`,
	} {
		resp, err := http.Post(ts.URL+"/api/tables", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest {
			t.Errorf("%s: %s", body, resp.Status)
		}
	}
}
