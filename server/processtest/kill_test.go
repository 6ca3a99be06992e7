// Package processtest runs `jantaku serve` as a real process (this test
// binary re-executed as the command) and kills it with SIGKILL mid-hand:
// the restarted process must resume every table with nothing lost.
package processtest

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"jantaku/cli"
	"jantaku/engine"
	"jantaku/internal/toy"
	"jantaku/store"
	"jantaku/store/storetest"
)

// childEnv marks the re-executed test binary that plays `jantaku serve`.
const childEnv = "JANTAKU_PROCESSTEST_SERVE"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		env := cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Variants: engine.NewRegistry(toy.Variant{})}
		os.Exit(cli.Main(env, os.Args[1:]))
	}
	os.Exit(m.Run())
}

// serve starts `jantaku serve` on addr and db and waits until it answers
// (or ctx ends).
func serve(t *testing.T, ctx context.Context, addr, db string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "serve", "--addr", addr, "--db", db, "--bot-delay", "1h")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for ctx.Err() == nil {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/api/variants", nil)
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
			return cmd
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("the server did not start")
	return nil
}

func freeAddr(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

type msg struct {
	Type  string          `json:"type"`
	View  json.RawMessage `json:"view"`
	Seq   int             `json:"seq"`
	Error string          `json:"error"`
}

func (m msg) legal(t *testing.T) []engine.Action {
	var v engine.View
	if err := json.Unmarshal(m.View, &v); err != nil {
		t.Fatal(err)
	}
	return v.Legal
}

type player struct {
	t    *testing.T
	ctx  context.Context // the test's deadline
	conn *websocket.Conn
	last msg
}

// join connects a seat's player to table id: the server must serve the
// table then, not answer that another server holds it.
func join(t *testing.T, ctx context.Context, addr, id, token string) *player {
	t.Helper()
	conn, resp, err := websocket.Dial(ctx, "ws://"+addr+"/ws/"+id+"?token="+token, nil)
	if err != nil {
		status := ""
		if resp != nil {
			status = resp.Status
		}
		t.Fatalf("joining table %s: %v %s", id, err, status)
	}
	conn.SetReadLimit(1 << 20)
	t.Cleanup(func() { conn.CloseNow() })
	p := &player{t: t, ctx: ctx, conn: conn}
	if p.read("welcome"); p.last.Type != "welcome" {
		t.Fatalf("first message %q", p.last.Type)
	}
	return p
}

// read reads until a message of type typ (or an error) arrives.
func (p *player) read(typ string) {
	p.t.Helper()
	for {
		_, b, err := p.conn.Read(p.ctx)
		if err != nil {
			p.t.Fatalf("read: %v", err)
		}
		var m msg
		if err := json.Unmarshal(b, &m); err != nil {
			p.t.Fatal(err)
		}
		if m.Type == "error" {
			p.t.Fatalf("error from the server: %s", m.Error)
		}
		if m.Type == typ {
			p.last = m
			return
		}
	}
}

// play plays n actions: the seat with legal actions plays its first one.
func play(t *testing.T, ps []*player, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		acted := false
		for _, p := range ps {
			if legal := p.last.legal(t); len(legal) > 0 {
				b, _ := json.Marshal(map[string]any{"type": "act", "action": legal[0]})
				if err := p.conn.Write(p.ctx, websocket.MessageText, b); err != nil {
					t.Fatal(err)
				}
				acted = true
				break
			}
		}
		if !acted {
			t.Fatal("nobody can act")
		}
		for _, p := range ps {
			p.read("state")
		}
	}
}

// holdLease makes the killed server's lease on table id run an hour, as if
// it had renewed just before it died, checking that it held it under the
// name `jantaku serve` gives itself: host name and address, the same after
// a restart.
func holdLease(t *testing.T, ctx context.Context, db, addr, id string) {
	t.Helper()
	host, err := os.Hostname()
	if err != nil {
		host = "localhost"
	}
	owner := host + "/" + addr
	st, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	held, err := st.Renew(ctx, owner, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if !held[id] {
		t.Fatalf("the killed server (%s) held no lease on table %s", owner, id)
	}
}

func TestKillAndRestart(t *testing.T) { storetest.Run(t, testKillAndRestart) }

func testKillAndRestart(t *testing.T, b storetest.Backend) {
	// Nothing here is timed: one deadline bounds a broken server only.
	ctx, cancel := context.WithTimeout(t.Context(), 3*time.Minute)
	defer cancel()
	addr, db := freeAddr(t), b.NewDSN(t)
	cmd := serve(t, ctx, addr, db)

	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "http://"+addr+"/api/tables",
		strings.NewReader(`{"variant": "toy", "options": {"hands": "3"}, "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 21}`))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var created struct {
		ID    string `json:"id"`
		Seats []struct {
			Token string `json:"token"`
		} `json:"seats"`
	}
	json.NewDecoder(resp.Body).Decode(&created)
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("create: %s", resp.Status)
	}
	ps := []*player{join(t, ctx, addr, created.ID, created.Seats[0].Token), join(t, ctx, addr, created.ID, created.Seats[1].Token)}
	play(t, ps, 9)
	var before []string
	for _, p := range ps {
		if p.last.Seq != 9 {
			t.Fatalf("seq %d after 9 actions", p.last.Seq)
		}
		before = append(before, string(p.last.View))
	}
	if strings.Contains(before[0], `"over":true`) {
		t.Fatal("the game is over already; the kill should come mid-hand")
	}

	if err := cmd.Process.Kill(); err != nil { // SIGKILL: no clean-up at all
		t.Fatal(err)
	}
	cmd.Wait()
	holdLease(t, ctx, db, addr, created.ID)
	start := time.Now()
	serve(t, ctx, addr, db)
	// The dead server's lease has an hour to run: the restarted one serves
	// the table to the first player who comes only because it takes its
	// own tables back at once, whatever the machine's speed.
	ps = []*player{join(t, ctx, addr, created.ID, created.Seats[0].Token), join(t, ctx, addr, created.ID, created.Seats[1].Token)}
	for i, p := range ps {
		if p.last.Seq != 9 || string(p.last.View) != before[i] {
			t.Fatalf("seat %d after the restart: seq %d\n%s\nwant\n%s", i, p.last.Seq, p.last.View, before[i])
		}
	}
	play(t, ps, 6)
	if got := ps[0].last.Seq; got != 15 {
		t.Fatalf("seq %d after 15 actions", got)
	}
	t.Logf("restart and reclaim took %v", time.Since(start))
}
