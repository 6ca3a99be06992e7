// Package server is `jantaku serve`: tables played over WebSocket by people
// and bots, with every action stored before anyone is told of it. The server
// is authoritative: a client acts only for its own seat, with its token, and
// only with legal actions, and sees only its seat's View.
package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"sync"
	"time"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/record"
	"jantaku/store"
	"jantaku/variant/riichi/tenhou"
)

// Config sets up a server.
type Config struct {
	Store    Storage
	Variants *engine.Registry
	// Owner names this process for table leases when several servers share
	// one database; empty picks a random name. A name that stays the same
	// across restarts lets a restarted server take its tables back at once
	// instead of waiting for their leases to run out.
	Owner string
	// Lease is how long a claim on a table lasts without renewal; zero
	// means DefaultLease. A server renews its claims at a third of it.
	Lease time.Duration
	// BotDelay is how long a bot waits before acting, so people can follow.
	BotDelay time.Duration
	// BetweenHands is how long a hand's result is shown before the next
	// hand starts without every person's confirmation: zero means
	// DefaultBetweenHands, negative no pause at all.
	BetweenHands time.Duration
	// Logf logs; nil means the standard logger.
	Logf func(format string, args ...any)
	// Idle is how long a table with people's seats may go with none of
	// them connected before it is paused (stored, out of memory, nothing
	// lost) until one comes back; zero means DefaultIdle, negative never.
	// While nobody is connected, the think-time clock waits.
	Idle time.Duration
	// Now is the clock of the idle rule; nil means time.Now.
	Now func() time.Time
	// AfterFunc sets the timers of bots and think time; nil means
	// time.AfterFunc. With it set, think-time deadlines are read on Now,
	// so a test can run both by hand.
	AfterFunc func(d time.Duration, f func()) Timer
	// ShareURLs are the addresses friends open (http://192.168.1.20:8080):
	// a table created through a loopback address gets its seat links
	// from the first, since nobody else can open "localhost".
	ShareURLs []string
	// Limits bound the tables, spectators and actions clients can make
	// the server hold; zero fields take DefaultLimits.
	Limits Limits
	// Importers read the log formats people open in the browser beyond
	// jantaku's records; nil means tenhou's (mjlog XML, tenhou.net/6).
	Importers []record.Importer
}

// Server serves tables.
type Server struct {
	cfg    Config
	ctx    context.Context
	cancel context.CancelFunc
	mu     sync.Mutex
	tables map[string]*table
	// replays keeps the finished games viewed last ready for the viewer.
	replays replayCache
	// imports are the records people opened in the browser; uploading
	// admits a few uploads to be read at once, importing one file at a
	// time to be imported; replayVariants replays them (and exports).
	imports        importCache
	uploading      chan struct{}
	uploadRate     *addressRate // uploads per client address
	replayRate     *addressRate // stored games replayed per client address
	importing      chan struct{}
	replayVariants *engine.Registry
	// unadoptable are the orphans that failed to open, logged once
	unadoptable map[string]bool
	wg          sync.WaitGroup
	limits      Limits
	creating    int            // tables being created: admitted, not yet running
	byAddress   map[string]int // tables running here by the address that created them
	sockets     map[string]int // open WebSockets by client address
}

// DefaultLease is how long a claim on a table lasts without renewal.
const DefaultLease = 30 * time.Second

// New starts a server and resumes every unfinished table it can claim.
func New(cfg Config) (*Server, error) {
	if cfg.Owner == "" {
		cfg.Owner = randomHex(8)
	}
	if cfg.Lease <= 0 {
		cfg.Lease = DefaultLease
	}
	if cfg.Logf == nil {
		cfg.Logf = log.Printf
	}
	if cfg.Idle == 0 {
		cfg.Idle = DefaultIdle
	}
	if cfg.Importers == nil {
		cfg.Importers = []record.Importer{tenhou.Importer()}
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Server{cfg: cfg, ctx: ctx, cancel: cancel, tables: map[string]*table{}, unadoptable: map[string]bool{},
		limits: cfg.Limits.withDefaults(), byAddress: map[string]int{}, sockets: map[string]int{},
		uploading: make(chan struct{}, maxUploading), importing: make(chan struct{}, 1), replayVariants: record.ReplayRegistry(cfg.Variants, cfg.Importers)}
	s.uploadRate = newAddressRate(s.limits.ImportsPerMinute)
	s.replayRate = newAddressRate(s.limits.ReplaysPerMinute)
	running, err := cfg.Store.Tables(ctx, store.Running, 100000)
	var bad *store.BadRowsError
	if errors.As(err, &bad) {
		for i, id := range bad.IDs {
			cfg.Logf("table %s: skipped, its row cannot be read: %v", id, bad.Errs[i])
		}
	} else if err != nil {
		cancel()
		return nil, err
	}
	// The tables resume in the background: the server answers at once,
	// and a table someone asks for first is opened then.
	s.wg.Add(2)
	go func() {
		defer s.wg.Done()
		for _, t := range running {
			if s.ctx.Err() != nil {
				return
			}
			if _, err := s.open(t.ID, false); err != nil && !errors.Is(err, errServedElsewhere) && s.ctx.Err() == nil {
				cfg.Logf("resume table %s: %v", t.ID, err)
			}
		}
	}()
	go s.renewLeases()
	return s, nil
}

// renewLeases renews this server's leases every third of a lease.
func (s *Server) renewLeases() {
	defer s.wg.Done()
	tick := time.NewTicker(s.cfg.Lease / 3)
	defer tick.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-tick.C:
		}
		s.renew()
	}
}

// renew renews this server's leases on all its tables at once, stops the
// tables another server has taken over, and adopts the tables no server
// holds (released by a server that stopped, or left by one that died), so
// bot games go on without anyone connecting.
func (s *Server) renew() {
	start := time.Now()
	held, err := s.cfg.Store.Renew(s.ctx, s.cfg.Owner, s.cfg.Lease)
	if err != nil {
		return // a database hiccup: try again; the lease outlasts three tries
	}
	var lost []*table
	s.mu.Lock()
	for id, t := range s.tables {
		if !held[id] && t.claimed.Before(start) {
			lost = append(lost, t)
		}
	}
	s.mu.Unlock()
	for _, t := range lost {
		t.post(func() {
			if t.meta.Status == store.Running { // a finished table has no lease to lose
				t.stop = "lost its lease"
			}
		})
	}
	s.adoptOrphans()
	s.pauseIdle()
}

// adoptOrphans opens the running tables no server holds.
func (s *Server) adoptOrphans() {
	ids, err := s.cfg.Store.Orphans(s.ctx, 1000)
	if err != nil {
		return
	}
	for _, id := range ids {
		if _, err := s.open(id, false); err != nil && !errors.Is(err, errServedElsewhere) && s.ctx.Err() == nil {
			s.mu.Lock()
			first := !s.unadoptable[id]
			s.unadoptable[id] = true
			s.mu.Unlock()
			if first { // a broken row would say the same every renewal
				s.cfg.Logf("adopt table %s: %v", id, err)
			}
		}
	}
}

// readTables lists tables, leaving out (and logging) rows that cannot be
// read, so one corrupt row hides nothing else.
func (s *Server) readTables(ctx context.Context, status store.Status, limit int) ([]store.Table, error) {
	ts, err := s.cfg.Store.Tables(ctx, status, limit)
	var bad *store.BadRowsError
	if errors.As(err, &bad) {
		s.cfg.Logf("%v", err)
		return ts, nil
	}
	return ts, err
}

// Close stops every table's loop. Stored state is complete at all times, so
// a new server resumes where this one stopped.
func (s *Server) Close() {
	s.mu.Lock()
	var ids []string
	for id := range s.tables {
		ids = append(ids, id)
	}
	s.mu.Unlock()
	s.cancel()
	s.wg.Wait()
	for _, id := range ids {
		s.cfg.Store.Release(context.Background(), id, s.cfg.Owner)
	}
}

// open returns the live table id, loading and replaying it from the store if
// this server does not run it yet. A paused table is resumed for a player
// (resume), and refused with errPaused to anyone else.
func (s *Server) open(id string, resume bool) (*table, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.tables[id]; ok {
		return t, nil
	}
	meta, err := s.cfg.Store.Table(s.ctx, id)
	if err != nil {
		return nil, err
	}
	switch meta.Status {
	case store.Finished:
		return nil, errFinished
	case store.Stopped:
		return nil, errStopped
	case store.Paused:
		if !resume {
			return nil, errPaused
		}
		if err := s.cfg.Store.SetStatus(s.ctx, id, store.Running); err != nil {
			return nil, err
		}
		meta.Status = store.Running
	}
	ok, err := s.cfg.Store.Claim(s.ctx, id, s.cfg.Owner, s.cfg.Lease)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errServedElsewhere
	}
	claimed := time.Now()
	t, err := s.load(meta)
	if err != nil {
		return nil, err
	}
	t.claimed = claimed
	s.tables[id] = t
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		t.run(s.ctx)
		s.unlist(id, t)
	}()
	return t, nil
}

// unlist takes t off the tables this server runs, so that the next open
// of id reads the store, and gives back its creator's count. A table is
// unlisted once, when it stops or when its goroutine ends.
func (s *Server) unlist(id string, t *table) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.tables[id] == t {
		delete(s.tables, id)
		if t.creator != "" {
			s.forgetAddress(t.creator)
		}
	}
}

var (
	errFinished        = errors.New("the table's game is over")
	errStopped         = errors.New("the table was stopped")
	errServedElsewhere = errors.New("the table is served by another server process")
)

// load rebuilds a table's game from its stored actions.
func (s *Server) load(meta store.Table) (*table, error) {
	v, err := s.cfg.Variants.Get(meta.Variant)
	if err != nil {
		return nil, err
	}
	actions, err := s.cfg.Store.Actions(s.ctx, meta.ID)
	if err != nil {
		return nil, err
	}
	t, err := newTable(s, meta, v, actions)
	if err != nil {
		return nil, err
	}
	for i, seat := range meta.Seats {
		if seat.Kind == store.Bot {
			b, err := bot.New(seat.Level, meta.Variant, engine.HandSeed(meta.Config.Seed, 1000+i))
			if err != nil {
				return nil, err
			}
			t.bots[i] = b
		}
	}
	return t, nil
}

// Handler returns the HTTP handler: the page, the API and the WebSocket.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/variants", s.handleVariants)
	mux.HandleFunc("POST /api/tables", s.guard(s.handleCreate))
	mux.HandleFunc("GET /api/tables", s.handleList)
	mux.HandleFunc("GET /api/tables/{id}", s.handleTable)
	mux.HandleFunc("GET /api/tables/{id}/record", s.handleRecord)
	mux.HandleFunc("GET /api/tables/{id}/replay", s.handleReplay)
	mux.HandleFunc("GET /api/tables/{id}/commitments", s.handleCommitments)
	mux.HandleFunc("POST /api/tables/{id}/leave", s.guard(s.handleLeave))
	mux.HandleFunc("POST /api/tables/{id}/stop", s.guard(s.handleStop))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/token", s.guard(s.handleNewToken))
	mux.HandleFunc("POST /api/records", s.guardAs("application/octet-stream", s.handleImport))
	mux.HandleFunc("GET /api/records/{id}", s.handleImported)
	mux.HandleFunc("GET /api/records/{id}/games/{game}/replay", s.handleImportedReplay)
	mux.HandleFunc("GET /api/records/{id}/games/{game}/record", s.handleImportedRecord)
	mux.HandleFunc("GET /ws/{id}", s.handleSocket)
	mux.Handle("GET /", staticHandler())
	return secureHeaders(mux)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}

// writeError answers a request with an error. A client is told what it
// got wrong; what went wrong inside the server (a database error, say) is
// logged, and the client gets only a generic message. A table that
// cannot be read is "not found" only when it does not exist.
func (s *Server) writeError(w http.ResponseWriter, code int, err error) {
	if code == http.StatusNotFound && !errors.Is(err, store.ErrNotFound) && !errors.Is(err, errNoRoute) {
		code = http.StatusInternalServerError
	}
	msg := err.Error()
	switch {
	case errors.Is(err, store.ErrNotFound):
		msg = "no such table"
	case errors.Is(err, errTableStopped), errors.Is(err, errStoreBusy):
		code = http.StatusServiceUnavailable
	case code >= 500:
		s.cfg.Logf("%d: %v", code, err)
		msg = "the server failed; try again later"
		if code == http.StatusServiceUnavailable {
			msg = "the server is busy; try again"
		}
	}
	writeJSON(w, code, map[string]string{"error": msg})
}

var errNoRoute = errors.New("not found")

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func randomSeed() uint64 {
	b := make([]byte, 8)
	rand.Read(b)
	return binary.LittleEndian.Uint64(b)
}

func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}
