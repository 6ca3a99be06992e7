package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"jantaku/store"
	"jantaku/store/storetest"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// post sends a JSON body and decodes the answer into out.
func (ts *testServer) post(t *testing.T, path, body string, out any) int {
	t.Helper()
	resp, err := http.Post(ts.URL+path, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		json.NewDecoder(resp.Body).Decode(out)
	}
	return resp.StatusCode
}

func (ts *testServer) table(t *testing.T, id string) tableInfo {
	t.Helper()
	resp, err := http.Get(ts.URL + "/api/tables/" + id)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var info tableInfo
	json.NewDecoder(resp.Body).Decode(&info)
	return info
}

// dialStatus tries a WebSocket and returns the HTTP status of a refusal.
func (ts *testServer) dialStatus(id, token string) int {
	url := "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws/" + id
	if token != "" {
		url += "?token=" + token
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, resp, err := websocket.Dial(ctx, url, nil)
	if err == nil {
		conn.CloseNow()
		return http.StatusSwitchingProtocols
	}
	if resp == nil {
		return 0
	}
	return resp.StatusCode
}

// A person who leaves over the socket gives the seat to a bot: every
// client is told who left and which bot plays now, the bot plays the
// seat's turn, the lobby lists the seat as left, and the token opens it no
// more.
func TestLeaveGivesTheSeatToABot(t *testing.T) { storetest.Run(t, testLeave) }

func testLeave(t *testing.T, b storetest.Backend) {
	ts := startServer(t, b.NewDSN(t), time.Millisecond)
	c := ts.create(t, `{"variant": "toy", "seats": [{"kind": "human", "name": "Aki"}, {"kind": "human", "name": "Ben"}], "seed": 5}`)
	p0, p1 := ts.dial(t, c.ID, c.Seats[0].Token), ts.dial(t, c.ID, c.Seats[1].Token)
	w0 := p0.recv()
	p1.recv()
	if len(w0.View.Legal) == 0 {
		t.Fatal("seat 0 should be to act")
	}
	p0.send(clientMsg{Type: "leave"})
	for _, p := range []*wsClient{p0, p1} {
		m := p.until(func(m serverMsg) bool { return m.Type == "seats" })
		if n := m.Notice; n == nil || n.Kind != "left" || n.Seat != 0 || n.Name != "Aki" || n.Level != ReplacementLevel {
			t.Fatalf("notice %+v", m.Notice)
		}
		if st := m.Table.Seats[0]; st.Kind != store.Bot || !st.Left || st.Name != "Aki" {
			t.Fatalf("seat 0 after leaving: %+v", st)
		}
	}
	// the leaver's connection is closed normally
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		_, _, err := p0.conn.Read(ctx)
		if err != nil {
			if websocket.CloseStatus(err) != websocket.StatusNormalClosure {
				t.Fatalf("the leaver's socket closed with %v", err)
			}
			break
		}
	}
	// the bot plays seat 0's turn
	m := p1.until(func(m serverMsg) bool { return m.Type == "state" && len(m.Events) > 0 && m.Events[0].Seat == 0 })
	if m.Seq != 1 {
		t.Fatalf("seq %d after the bot's move", m.Seq)
	}
	if code := ts.dialStatus(c.ID, c.Seats[0].Token); code != http.StatusGone {
		t.Fatalf("the left seat's token: %d", code)
	}
	if info := ts.table(t, c.ID); !info.Seats[0].Left || info.Seats[1].Left || info.Seats[1].Name != "Ben" {
		t.Fatalf("table info %+v", info.Seats)
	}
	// leaving again, or a bot's seat, is refused
	if code := ts.post(t, "/api/tables/"+c.ID+"/leave", `{"token": "`+c.Seats[0].Token+`"}`, nil); code != http.StatusGone {
		t.Fatalf("leaving twice: %d", code)
	}
	if code := ts.post(t, "/api/tables/"+c.ID+"/leave", `{"token": "nope"}`, nil); code != http.StatusForbidden {
		t.Fatalf("a wrong token: %d", code)
	}
	// the other person leaves from the lobby, without a socket of its own
	var ans struct {
		Seat  int    `json:"seat"`
		Level string `json:"level"`
	}
	if code := ts.post(t, "/api/tables/"+c.ID+"/leave", `{"token": "`+c.Seats[1].Token+`"}`, &ans); code != http.StatusOK || ans.Seat != 1 {
		t.Fatalf("leave over HTTP: %d %+v", code, ans)
	}
	p1.until(func(m serverMsg) bool { return m.Type == "seats" && m.Notice != nil && m.Notice.Seat == 1 })
	// with only bots left, the game plays out to its end, and is kept
	deadline := time.Now().Add(20 * time.Second)
	for ts.table(t, c.ID).Status != store.Finished {
		if time.Now().After(deadline) {
			t.Fatal("the bots did not finish the game")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// The idle rule: a table whose people have all been away for the idle
// time is paused, with nothing lost; until then, with nobody connected,
// a person's think time runs out without anything played for them. A
// spectator cannot wake a paused table; a player coming back resumes it
// where it was. Time is a fake clock.
func TestIdleTablePauses(t *testing.T) { storetest.Run(t, testIdlePause) }

func testIdlePause(t *testing.T, b storetest.Backend) {
	clock := &fakeClock{now: time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)}
	db := b.NewDSN(t)
	ts := startServerWith(t, db, Config{BotDelay: time.Millisecond, Idle: 10 * time.Minute, Now: clock.Now})
	c := ts.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}], "seed": 7, "think_seconds": 1}`)
	p := ts.dial(t, c.ID, c.Seats[0].Token)
	w := p.recv()
	a := w.View.Legal[0]
	p.send(clientMsg{Type: "act", Action: &a})
	p.until(func(m serverMsg) bool { return m.Type == "state" && len(m.View.Legal) > 0 }) // the bot has answered
	p.conn.Close(websocket.StatusNormalClosure, "")
	seqAway := 0
	waitFor(t, func() bool {
		seqAway = ts.table(t, c.ID).Progress.Actions
		return ts.srv.peopleAt(c.ID) == 0
	})
	// the think time (1 s) runs out with nobody there: nothing is played
	time.Sleep(1500 * time.Millisecond)
	if got := ts.table(t, c.ID).Progress.Actions; got != seqAway {
		t.Fatalf("%d actions played for nobody", got-seqAway)
	}
	clock.advance(9 * time.Minute)
	ts.srv.pauseIdle()
	if st := storedStatus(t, ts.st, c.ID); st != store.Running {
		t.Fatalf("paused after 9 minutes: %s", st)
	}
	clock.advance(2 * time.Minute)
	ts.srv.pauseIdle()
	waitFor(t, func() bool { return storedStatus(t, ts.st, c.ID) == store.Paused && !ts.srv.runs(c.ID) })
	if acts, _ := ts.st.Actions(context.Background(), c.ID); len(acts) != seqAway {
		t.Fatalf("%d actions kept, %d played", len(acts), seqAway)
	}
	if info := ts.table(t, c.ID); info.Status != store.Paused || info.Config.Seed != 0 {
		t.Fatalf("a paused table shows as %s with seed %d", info.Status, info.Config.Seed)
	}
	var list struct{ Tables []tableInfo }
	getJSON(t, ts.URL+"/api/tables?status=running", &list)
	if len(list.Tables) != 1 || list.Tables[0].Status != store.Paused {
		t.Fatalf("the lobby's games in play: %+v", list.Tables)
	}
	if code := ts.dialStatus(c.ID, ""); code != http.StatusConflict {
		t.Fatalf("a spectator on a paused table: %d", code)
	}
	// a restarted server leaves it paused too
	ts.stop()
	ts = startServerWith(t, db, Config{BotDelay: time.Millisecond, Idle: 10 * time.Minute, Now: clock.Now})
	if ts.srv.runs(c.ID) {
		t.Fatal("a restarted server resumed a paused table")
	}
	back := ts.dial(t, c.ID, c.Seats[0].Token).recv()
	if back.Type != "welcome" || back.Seq != seqAway || len(back.View.Legal) == 0 {
		t.Fatalf("coming back: %+v", back)
	}
	if st := storedStatus(t, ts.st, c.ID); st != store.Running {
		t.Fatalf("after a player came back: %s", st)
	}
}

// waitFor waits for ok, long enough for a loaded machine under -race.
func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func storedStatus(t *testing.T, st *store.Store, id string) store.Status {
	t.Helper()
	tb, err := st.Table(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return tb.Status
}

func getJSON(t *testing.T, url string, out any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		t.Fatal(err)
	}
}

// Seat links use the host the creator reached the server by; through
// localhost they use the server's address on the network instead.
func TestSeatLinksUseTheHost(t *testing.T) {
	ts := startServerWith(t, t.TempDir()+"/db", Config{ShareURLs: []string{"http://192.0.2.7:8080"}})
	for _, tc := range []struct{ host, proto, want string }{
		{"games.example:8080", "", "http://games.example:8080"},
		{"games.example", "https", "https://games.example"},
		{"localhost:8080", "", "http://192.0.2.7:8080"},
		{"127.0.0.1:8080", "", "http://192.0.2.7:8080"},
		{"[::1]:8080", "", "http://192.0.2.7:8080"},
	} {
		r := httptest.NewRequest("POST", "/api/tables", strings.NewReader(`{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "human"}]}`))
		r.Host = tc.host
		r.Header.Set("Content-Type", "application/json")
		if tc.proto != "" {
			r.Header.Set("X-Forwarded-Proto", tc.proto)
		}
		w := httptest.NewRecorder()
		ts.srv.Handler().ServeHTTP(w, r)
		var ans struct {
			Seats       []seatInvite `json:"seats"`
			SpectateURL string       `json:"spectate_url"`
		}
		json.NewDecoder(w.Body).Decode(&ans)
		if w.Code != http.StatusCreated || !strings.HasPrefix(ans.Seats[1].URL, tc.want+"/t/") ||
			!strings.HasSuffix(ans.Seats[1].URL, ans.Seats[1].Invite) || !strings.HasPrefix(ans.SpectateURL, tc.want+"/t/") {
			t.Errorf("host %s: %d %+v %s", tc.host, w.Code, ans.Seats, ans.SpectateURL)
		}
	}
}
