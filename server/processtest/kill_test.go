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

// serve starts `jantaku serve` on addr and db and waits until it answers.
func serve(t *testing.T, addr, db string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "serve", "--addr", addr, "--db", db, "--bot-delay", "1h")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for start := time.Now(); time.Since(start) < 20*time.Second; time.Sleep(20 * time.Millisecond) {
		if resp, err := http.Get("http://" + addr + "/api/variants"); err == nil {
			resp.Body.Close()
			return cmd
		}
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
	conn *websocket.Conn
	last msg
}

func join(t *testing.T, addr, id, token string) *player {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
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
	p := &player{t: t, conn: conn}
	if p.read("welcome"); p.last.Type != "welcome" {
		t.Fatalf("first message %q", p.last.Type)
	}
	return p
}

// read reads until a message of type typ (or an error) arrives.
func (p *player) read(typ string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		_, b, err := p.conn.Read(ctx)
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
				if err := p.conn.Write(context.Background(), websocket.MessageText, b); err != nil {
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

func TestKillAndRestart(t *testing.T) { storetest.Run(t, testKillAndRestart) }

func testKillAndRestart(t *testing.T, b storetest.Backend) {
	addr, db := freeAddr(t), b.NewDSN(t)
	cmd := serve(t, addr, db)

	resp, err := http.Post("http://"+addr+"/api/tables", "application/json",
		strings.NewReader(`{"variant": "toy", "options": {"hands": "3"}, "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 21}`))
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
	ps := []*player{join(t, addr, created.ID, created.Seats[0].Token), join(t, addr, created.ID, created.Seats[1].Token)}
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
	start := time.Now()
	serve(t, addr, db)
	ps = []*player{join(t, addr, created.ID, created.Seats[0].Token), join(t, addr, created.ID, created.Seats[1].Token)}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("the restarted server took %v to take its table back", d)
	}
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
