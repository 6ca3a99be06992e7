package server

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"jantaku/store"
	"jantaku/variants"
)

var (
	loadTables  = flag.String("load.tables", "100,500", "BenchmarkLoad: comma-separated table counts, one sub-benchmark each")
	loadVariant = flag.String("load.variant", "suzume", "BenchmarkLoad: the variant played")
	loadPlayers = flag.Int("load.players", 4, "BenchmarkLoad: seats per table")
	loadDB      = flag.String("load.db", "", "BenchmarkLoad: database (default: a fresh SQLite file)")
	loadThink   = flag.Duration("load.think", 0, "BenchmarkLoad: how long a client waits before answering on average (0: at once)")
	loadJitter  = flag.Float64("load.jitter", 0.5, "BenchmarkLoad: each think time is drawn uniformly from think×(1±jitter); 0 keeps every client in lockstep")
)

// BenchmarkLoad plays N tables at once over real WebSocket connections on
// loopback. Every seat is a client that answers each view with a legal
// action, at once or after a think time (-load.think, varied by
// -load.jitter); an op is one action, and latency runs from sending an
// action to receiving the state that includes it. The clients form a
// closed loop: with no think time each table plays as fast as the server
// answers, so latency grows with the table count until throughput
// saturates.
//
//	go test ./server -run '^$' -bench Load -benchtime 20000x -load.tables 500
func BenchmarkLoad(b *testing.B) {
	for _, f := range strings.Split(*loadTables, ",") {
		var n int
		if _, err := fmt.Sscan(f, &n); err != nil || n < 1 || n > 5000 {
			b.Fatalf("-load.tables: %q is not a count from 1 to 5000", f)
		}
		b.Run(fmt.Sprintf("tables=%d", n), func(b *testing.B) { benchLoad(b, n) })
	}
}

func benchLoad(b *testing.B, tables int) {
	dsn := *loadDB
	if dsn == "" {
		dsn = filepath.Join(b.TempDir(), "load.db")
	}
	st, err := store.Open(context.Background(), dsn)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	srv, err := New(Config{Store: st, Variants: variants.Registry(), Logf: b.Logf,
		Limits: Limits{Tables: tables + 1, TablesPerAddress: tables + 1, ConnectionsPerAddress: 8 * tables}})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	hs := &httptest.Server{Listener: ln, Config: &http.Server{Handler: srv.Handler()}}
	hs.Start()
	defer hs.Close()

	rec := &latencies{target: int64(b.N), done: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var wg sync.WaitGroup
	var seats []*loadSeat
	for i := 0; i < tables; i++ {
		for _, s := range createLoadTable(b, hs.URL, i) {
			s.rec = rec
			s.rng = rand.New(rand.NewPCG(uint64(len(seats)), 1))
			seats = append(seats, s)
		}
	}
	for _, s := range seats {
		s.dial(b, ctx, hs.URL)
	}

	var ru0, ru1 syscall.Rusage
	syscall.Getrusage(0, &ru0)
	b.ResetTimer()
	start := time.Now()
	for _, s := range seats {
		wg.Add(1)
		go func() { defer wg.Done(); s.play(ctx) }()
	}
	select {
	case <-rec.done:
	case <-time.After(5 * time.Minute):
		b.Error("the load run did not finish in 5 minutes")
	}
	elapsed := time.Since(start)
	syscall.Getrusage(0, &ru1)
	cpu := time.Duration(ru1.Utime.Nano() + ru1.Stime.Nano() - ru0.Utime.Nano() - ru0.Stime.Nano())
	b.StopTimer()
	cancel()
	wg.Wait()
	ms := rec.sorted()
	if len(ms) == 0 {
		b.Fatal("no action completed")
	}
	b.ReportMetric(float64(len(ms))/elapsed.Seconds(), "actions/s")
	b.ReportMetric(quantile(ms, 0.50), "p50-ms")
	b.ReportMetric(quantile(ms, 0.99), "p99-ms")
	b.ReportMetric(quantile(ms, 1), "max-ms")
	// CPU of the whole process (server and clients) per action
	b.ReportMetric(float64(cpu.Microseconds())/float64(len(ms)), "cpu-µs/action")
}

func createLoadTable(b *testing.B, url string, i int) []*loadSeat {
	seats := strings.TrimSuffix(strings.Repeat(`{"kind": "human"},`, *loadPlayers), ",")
	body := fmt.Sprintf(`{"variant": %q, "seats": [%s], "seed": %d}`, *loadVariant, seats, 1000+i)
	resp, err := http.Post(url+"/api/tables", "application/json", strings.NewReader(body))
	if err != nil {
		b.Fatal(err)
	}
	defer resp.Body.Close()
	var c created
	json.NewDecoder(resp.Body).Decode(&c)
	if resp.StatusCode != http.StatusCreated {
		b.Fatalf("create: %s", resp.Status)
	}
	var out []*loadSeat
	for _, s := range c.Seats {
		out = append(out, &loadSeat{table: c.ID, token: s.Token})
	}
	return out
}

// latencies collects the action latencies of a run, up to target.
type latencies struct {
	mu     sync.Mutex
	ms     []float64
	target int64
	count  atomic.Int64
	done   chan struct{}
	once   sync.Once
}

func (l *latencies) add(d time.Duration) {
	n := l.count.Add(1)
	if n > l.target {
		return
	}
	l.mu.Lock()
	l.ms = append(l.ms, float64(d.Microseconds())/1000)
	l.mu.Unlock()
	if n == l.target {
		l.finish()
	}
}

// finish ends the run: the target was reached, or a game is over.
func (l *latencies) finish() { l.once.Do(func() { close(l.done) }) }

func (l *latencies) sorted() []float64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := slices.Clone(l.ms)
	slices.Sort(out)
	return out
}

func quantile(sorted []float64, q float64) float64 {
	i := int(q * float64(len(sorted)-1))
	return sorted[i]
}

// loadSeat is one client playing one seat.
type loadSeat struct {
	table, token string
	conn         *websocket.Conn
	rec          *latencies
	rng          *rand.Rand
	endRun       bool // the game's end ends the run (one table's run)
}

// think returns how long the client thinks before this action. People do
// not think in lockstep: with one fixed think time, all tables, started
// together, act together, and the server sees one burst of every table's
// action a second instead of a steady stream.
func (s *loadSeat) think() time.Duration {
	j := min(max(*loadJitter, 0), 1)
	f := 1 - j + 2*j*s.rng.Float64()
	return time.Duration(f * float64(*loadThink))
}

func (s *loadSeat) dial(b *testing.B, ctx context.Context, url string) {
	dctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(dctx, "ws"+strings.TrimPrefix(url, "http")+"/ws/"+s.table+"?token="+s.token, nil)
	if err != nil {
		b.Fatalf("dial: %v", err)
	}
	conn.SetReadLimit(1 << 20)
	s.conn = conn
}

// play answers every view that offers this seat something with the safe
// default, no faster than the server's rate limit allows. Like a browser,
// it keeps reading while its player thinks, and acts on the latest view:
// a client that stopped reading while it slept would act on a stale view
// and take a state already waiting in its socket for the confirmation of
// its own action.
func (s *loadSeat) play(ctx context.Context) {
	// A context of its own: every read registers with its context, and
	// thousands of connections sharing one would contend for its lock.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	defer s.conn.CloseNow()
	msgs := make(chan serverMsg, 16)
	go func() {
		defer close(msgs)
		for {
			_, data, err := s.conn.Read(ctx)
			if err != nil {
				return
			}
			var m serverMsg
			if json.Unmarshal(data, &m) != nil {
				return
			}
			select {
			case msgs <- m:
			case <-ctx.Done():
				return
			}
		}
	}()
	var sent, last time.Time
	var want int                // the seq that shows our last action; 0 = none pending
	var view *serverMsg         // the latest view offering this seat something
	var decide <-chan time.Time // fires when the player has thought
	arm := func() {             // start thinking if there is something to decide
		if view != nil && want == 0 && decide == nil {
			think := s.think()
			if wait := time.Until(last.Add(time.Second / (refillPerSec - 10))); wait > think {
				think = wait // stay under the rate limit
			}
			decide = time.After(think)
		}
	}
	for {
		select {
		case m, ok := <-msgs:
			if !ok {
				return
			}
			if m.Type == "error" {
				want = 0 // refused (a call window closed first)
				arm()
			}
			if m.Type != "welcome" && m.Type != "state" {
				continue
			}
			if want > 0 && m.Seq >= want {
				s.rec.add(time.Since(sent))
				want = 0
			}
			if m.Result != nil && s.endRun {
				s.rec.finish()
			}
			if m.Result != nil || m.View == nil || len(m.View.Legal) == 0 {
				view, decide = nil, nil // nothing to decide (any more)
				continue
			}
			view = &m
			arm()
		case <-decide:
			decide = nil
			if view == nil || want > 0 {
				continue
			}
			a, _ := SafeDefault(*view.View, view.View.Legal)
			b, _ := json.Marshal(clientMsg{Type: "act", Action: &a})
			sent, last, want = time.Now(), time.Now(), view.Seq+1
			view = nil
			if err := s.conn.Write(ctx, websocket.MessageText, b); err != nil {
				return
			}
		}
	}
}

// drainSpectator opens a spectator's WebSocket by hand and reads it into
// io.Discard in large reads, counting the bytes, until the connection
// closes. It stands for a browser on another machine: what the benchmark
// measures is the server's cost of its spectators, not their clients'
// (parsing frames in this process would double it).
func drainSpectator(addr, table string, read *atomic.Int64) (net.Conn, error) {
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(conn, "GET /ws/%s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"+
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n", table, addr)
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, nil)
	if err != nil || resp.StatusCode != http.StatusSwitchingProtocols {
		conn.Close()
		return nil, fmt.Errorf("upgrade: %v %v", resp, err)
	}
	// The welcome is read here, so the server has made it before the
	// benchmark's clock starts.
	buf := make([]byte, 16<<10)
	n, err := br.Read(buf)
	read.Add(int64(n))
	if err != nil {
		conn.Close()
		return nil, err
	}
	go func() {
		for {
			n, err := br.Read(buf)
			read.Add(int64(n))
			if err != nil {
				return
			}
		}
	}()
	return conn, nil
}

// BenchmarkSpectators plays one table (-load.variant, -load.players seats,
// clients acting at once) watched by 0 and by 1,000 spectators, side by
// side: the seats' action rate should hardly fall, since a table's
// spectators share one paced stream (spectators.go). The spectators drain
// their sockets without parsing them (drainSpectator). An op is one action.
//
//	go test ./server -run '^$' -bench Spectators -benchtime 1000x -load.variant riichi
func BenchmarkSpectators(b *testing.B) {
	for _, n := range []int{0, 1000} {
		b.Run(fmt.Sprintf("spectators=%d", n), func(b *testing.B) { benchSpectators(b, n) })
	}
}

func benchSpectators(b *testing.B, watchers int) {
	st, err := store.Open(context.Background(), filepath.Join(b.TempDir(), "load.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	srv, err := New(Config{Store: st, Variants: variants.Registry(), Logf: b.Logf, BetweenHands: -1,
		Limits: Limits{Spectators: watchers + 1, ConnectionsPerAddress: watchers + 8}})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	rec := &latencies{target: int64(b.N), done: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	seats := createLoadTable(b, hs.URL, 0)
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	var spectated atomic.Int64 // bytes the spectators read
	for range watchers {
		conn, err := drainSpectator(hs.Listener.Addr().String(), seats[0].table, &spectated)
		if err != nil {
			b.Fatalf("spectator: %v", err)
		}
		wg.Add(1)
		go func() { defer wg.Done(); <-ctx.Done(); conn.Close() }()
	}
	for i, s := range seats {
		s.rec, s.rng, s.endRun = rec, rand.New(rand.NewPCG(uint64(i), 1)), true
		s.dial(b, ctx, hs.URL)
	}
	var ru0, ru1 syscall.Rusage
	syscall.Getrusage(0, &ru0)
	b.ResetTimer()
	start := time.Now()
	for _, s := range seats {
		wg.Add(1)
		go func() { defer wg.Done(); s.play(ctx) }()
	}
	select {
	case <-rec.done:
	case <-time.After(10 * time.Minute):
		b.Error("the run did not finish in 10 minutes")
	}
	elapsed := time.Since(start)
	syscall.Getrusage(0, &ru1)
	b.StopTimer()
	cpu := time.Duration(ru1.Utime.Nano() + ru1.Stime.Nano() - ru0.Utime.Nano() - ru0.Stime.Nano())
	n := min(rec.count.Load(), int64(b.N))
	b.ReportMetric(float64(n)/elapsed.Seconds(), "actions/s")
	// CPU of the whole process (server, seats and spectators) per action
	b.ReportMetric(float64(cpu.Microseconds())/float64(n), "cpu-µs/action")
	if watchers > 0 { // what one spectator reads an action
		b.ReportMetric(float64(spectated.Load())/float64(watchers)/float64(n), "spectator-B/action")
	}
}
