package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"jantaku/store/storetest"
)

// playSome plays n actions at a two-human table: each step the seat with
// legal actions plays its first one, and both players read the new state.
func playSome(t *testing.T, players []*wsClient, last []serverMsg, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		acted := false
		for s, m := range last {
			if m.View != nil && len(m.View.Legal) > 0 {
				a := m.View.Legal[0]
				players[s].send(clientMsg{Type: "act", Action: &a})
				acted = true
				break
			}
		}
		if !acted {
			t.Fatal("nobody can act")
		}
		for s := range players {
			last[s] = players[s].until(func(m serverMsg) bool {
				if m.Type == "error" {
					t.Fatalf("error while playing: %s", m.Error)
				}
				return m.Type == "state"
			})
		}
	}
}

func joinBoth(t *testing.T, ts *testServer, c created) ([]*wsClient, []serverMsg) {
	t.Helper()
	players := []*wsClient{ts.dial(t, c.ID, c.Seats[0].Token), ts.dial(t, c.ID, c.Seats[1].Token)}
	return players, []serverMsg{players[0].recv(), players[1].recv()}
}

func wsStatus(t *testing.T, ts *testServer, id, token string) int {
	t.Helper()
	resp, err := http.Get(ts.URL + "/ws/" + id + "?token=" + token)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// expectClosed checks that the server closes every player's connection.
func expectClosed(t *testing.T, players []*wsClient) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute) // a bound for a broken server only
	defer cancel()
	for _, p := range players {
		_, _, err := p.conn.Read(ctx)
		if websocket.CloseStatus(err) != websocket.StatusTryAgainLater {
			t.Fatalf("the server did not close a client's connection as moved: %v", err)
		}
	}
}

func viewJSON(m serverMsg) string {
	b, _ := json.Marshal(m.View)
	return string(b)
}

// Two servers on one database: a table is served by one of them at a time;
// when its owner stops, the other takes it over with nothing lost.
func TestTwoServersHandOver(t *testing.T) { storetest.Run(t, testTwoServersHandOver) }

func testTwoServersHandOver(t *testing.T, b storetest.Backend) {
	dsn := b.NewDSN(t)
	a := startServerWith(t, dsn, Config{BotDelay: time.Hour, Owner: "a"})
	bs := startServerWith(t, dsn, Config{BotDelay: time.Hour, Owner: "b"})
	c := a.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 7}`)
	if code := wsStatus(t, bs, c.ID, c.Seats[0].Token); code != http.StatusConflict {
		t.Fatalf("the other server answered %d for a table served elsewhere", code)
	}
	players, last := joinBoth(t, a, c)
	playSome(t, players, last, 8)
	before := viewJSON(last[0])

	a.stop() // releases its leases; its clients are disconnected
	expectClosed(t, players)
	players, last = joinBoth(t, bs, c)
	if last[0].Seq != 8 || viewJSON(last[0]) != before {
		t.Fatalf("after the hand-over seq %d\n%s\nwant\n%s", last[0].Seq, viewJSON(last[0]), before)
	}
	playSome(t, players, last, 4)
	if last[1].Seq != 12 {
		t.Fatalf("seq %d after 12 actions", last[1].Seq)
	}
}

// A server that dies without releasing its tables blocks them only until
// their leases run out.
func TestTakeOverAfterLeaseExpires(t *testing.T) { storetest.Run(t, testTakeOverAfterLeaseExpires) }

func testTakeOverAfterLeaseExpires(t *testing.T, b storetest.Backend) {
	dsn := b.NewDSN(t)
	// The leases are long and run on a clock the test moves: no renewal
	// is missed however busy the machine, and a's runs out when told.
	const lease = time.Minute
	var skew atomic.Int64
	clock := func() time.Time { return time.Now().Add(time.Duration(skew.Load())) }
	a := startServerWith(t, dsn, Config{BotDelay: time.Hour, Owner: "a", Lease: lease})
	a.st.SetLeaseClock(clock)
	bs := startServerWith(t, dsn, Config{BotDelay: time.Hour, Owner: "b", Lease: lease})
	bs.st.SetLeaseClock(clock)
	c := a.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 8}`)
	players, last := joinBoth(t, a, c)
	playSome(t, players, last, 5)
	before := viewJSON(last[0])

	// Server a's database connection dies: it can neither renew its
	// leases nor store actions, like a hung or cut-off process.
	a.st.Close()
	if code := wsStatus(t, bs, c.ID, c.Seats[0].Token); code != http.StatusConflict {
		t.Fatalf("the table was taken over before its lease ran out: %d", code)
	}
	skew.Store(int64(lease + time.Second)) // a's lease has run out
	players2, last2 := joinBoth(t, bs, c)
	if last2[0].Seq != 5 || viewJSON(last2[0]) != before {
		t.Fatalf("after the take-over seq %d\n%s\nwant\n%s", last2[0].Seq, viewJSON(last2[0]), before)
	}
	playSome(t, players2, last2, 3)

	// The stale copy on server a cannot store anything: an action sent
	// there fails, and server b's game is unchanged by it.
	actor := 0
	if len(last[0].View.Legal) == 0 {
		actor = 1
	}
	players[actor].send(clientMsg{Type: "act", Action: &last[actor].View.Legal[0]})
	m := players[actor].until(func(m serverMsg) bool { return m.Type == "error" || m.Type == "state" })
	if m.Type != "error" {
		t.Fatalf("the stale server accepted an action: %+v", m)
	}
	spec := bs.dial(t, c.ID, "").recv()
	if spec.Seq != 8 {
		t.Fatalf("seq %d at the new owner, want 8", spec.Seq)
	}
}

// A server whose table was claimed by another (its lease lapsed while it
// was cut off) notices at its next renewal, stops the table and drops its
// clients, who find the table at the new owner.
func TestLostLeaseStopsTable(t *testing.T) { storetest.Run(t, testLostLeaseStopsTable) }

func testLostLeaseStopsTable(t *testing.T, b storetest.Backend) {
	dsn := b.NewDSN(t)
	// Leases long enough never to run out on a slow machine; server a
	// renews when the test says.
	a := startServerWith(t, dsn, Config{BotDelay: time.Hour, Owner: "a", Lease: time.Hour})
	bs := startServerWith(t, dsn, Config{BotDelay: time.Hour, Owner: "b", Lease: time.Hour})
	c := a.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 9}`)
	players, last := joinBoth(t, a, c)
	playSome(t, players, last, 3)

	// The lease passes to b behind a's back.
	if err := a.st.Release(t.Context(), c.ID, "a"); err != nil {
		t.Fatal(err)
	}
	if ok, err := bs.st.Claim(t.Context(), c.ID, "b", time.Minute); !ok || err != nil {
		t.Fatalf("claim by b: %v %v", ok, err)
	}
	a.srv.renew()
	expectClosed(t, players)
	players, last = joinBoth(t, bs, c)
	if last[0].Seq != 3 {
		t.Fatalf("seq %d at the new owner, want 3", last[0].Seq)
	}
	playSome(t, players, last, 2)
}

// When a server stops, another adopts its tables by itself at its next
// renewal (they were released: no lease has to run out), so a game of
// bots goes on with nobody connected; a table still held is not adopted.
func TestAdoptOrphans(t *testing.T) { storetest.Run(t, testAdoptOrphans) }

func testAdoptOrphans(t *testing.T, b storetest.Backend) {
	dsn := b.NewDSN(t)
	// The servers renew (and look for orphans) every 100 ms, but their
	// leases run on a clock that stands still: however busy the machine,
	// no lease runs out, so b can adopt the table only because a let it go.
	const lease = 300 * time.Millisecond
	frozen := time.Now()
	clock := func() time.Time { return frozen }
	a := startServerWith(t, dsn, Config{BotDelay: 20 * time.Millisecond, Owner: "a", Lease: lease})
	a.st.SetLeaseClock(clock)
	bs := startServerWith(t, dsn, Config{BotDelay: 20 * time.Millisecond, Owner: "b", Lease: lease})
	bs.st.SetLeaseClock(clock)
	c := a.create(t, `{"variant": "toy", "options": {"hands": "50"}, "seats": [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}], "seed": 10}`)
	stored := func() int {
		acts, err := bs.st.Actions(t.Context(), c.ID)
		if err != nil {
			t.Fatal(err)
		}
		return len(acts)
	}
	waitFor := func(ok func() bool, failure func() string) {
		t.Helper()
		for deadline := time.Now().Add(time.Minute); !ok(); time.Sleep(20 * time.Millisecond) { // a bound for a broken server only
			if time.Now().After(deadline) {
				t.Fatal(failure())
			}
		}
	}
	waitFor(func() bool { return stored() >= 3 }, func() string { return fmt.Sprintf("server a stored %d actions", stored()) })
	bs.srv.renew()
	if bs.srv.runs(c.ID) {
		t.Fatal("server b adopted a table server a holds")
	}

	a.stop()
	before := stored()
	waitFor(func() bool { return stored() >= before+5 }, func() string {
		return fmt.Sprintf("the other server did not adopt the table: %d actions, %d at the hand-over", stored(), before)
	})
}
