package server

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"time"

	"github.com/coder/websocket"
)

// Limits bound what clients can make a server hold. A zero field takes
// its default (DefaultLimits); docs/protocol.md lists them all.
type Limits struct {
	// Tables is how many tables this server may run at once before it
	// refuses to create another (tables resumed or adopted still run).
	Tables int
	// TablesPerAddress is how many of the tables this server runs may
	// have been created from one client address (an IPv6 address counts
	// by its /64 network).
	TablesPerAddress int
	// Spectators is how many connections may watch one table.
	Spectators int
	// ConnectionsPerAddress is how many WebSockets one client address (an
	// IPv6 address by its /64) may hold open at once, to all tables.
	ConnectionsPerAddress int
	// ConnectionsPerSeat is how many connections may play one seat at
	// once (tabs, devices); one more closes the oldest.
	ConnectionsPerSeat int
	// Actions is how many actions a table may store: a game still going
	// then is stopped, so no game runs for ever.
	Actions int
	// ReadTimeout bounds reading a request, headers and body (headers
	// alone at most 10 s); WriteTimeout writing an answer. A WebSocket
	// has neither once open (net/http lifts them when the connection is
	// taken over): it lives as long as it answers pings.
	ReadTimeout, WriteTimeout time.Duration
	// Imports is how many records opened in the browser (imported files)
	// the server holds, ImportBytes roughly how much memory they may take;
	// ImportsPerAddress and ImportBytesPerAddress the same for the files
	// from one client address. ImportKeep is how long one is held after
	// it was last viewed.
	Imports, ImportsPerAddress         int
	ImportBytes, ImportBytesPerAddress int
	ImportKeep                         time.Duration
	// ImportsPerMinute is how many record files one client address may
	// upload a minute (all at once, or spread over it).
	ImportsPerMinute int
	// ReplaysPerMinute is how many times a minute one client address may
	// ask for what replays a stored game from its start (a table's
	// commitments, a finished game's record).
	ReplaysPerMinute int
	// IdleTimeout closes a kept-alive HTTP connection with no request, and
	// a WebSocket that does not answer a ping within it; PingEvery is how
	// often a WebSocket is pinged.
	IdleTimeout, PingEvery time.Duration
}

// DefaultLimits are the limits of a server that sets none.
var DefaultLimits = Limits{Tables: 500, TablesPerAddress: 20, Spectators: 500, ConnectionsPerAddress: 64, ConnectionsPerSeat: 4, Actions: 50000,
	Imports: 200, ImportsPerAddress: 20, ImportBytes: 256 << 20, ImportBytesPerAddress: 64 << 20, ImportKeep: 24 * time.Hour, ImportsPerMinute: 20, ReplaysPerMinute: 60,
	ReadTimeout: 30 * time.Second, WriteTimeout: time.Minute, IdleTimeout: time.Minute, PingEvery: 30 * time.Second}

// withDefaults fills in the zero fields.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	orDefault(&l.Tables, d.Tables)
	orDefault(&l.TablesPerAddress, d.TablesPerAddress)
	orDefault(&l.Spectators, d.Spectators)
	orDefault(&l.ConnectionsPerAddress, d.ConnectionsPerAddress)
	orDefault(&l.ConnectionsPerSeat, d.ConnectionsPerSeat)
	orDefault(&l.Actions, d.Actions)
	orDefault(&l.Imports, d.Imports)
	orDefault(&l.ImportsPerAddress, d.ImportsPerAddress)
	orDefault(&l.ImportBytes, d.ImportBytes)
	orDefault(&l.ImportBytesPerAddress, d.ImportBytesPerAddress)
	orDefault(&l.ImportKeep, d.ImportKeep)
	orDefault(&l.ImportsPerMinute, d.ImportsPerMinute)
	orDefault(&l.ReplaysPerMinute, d.ReplaysPerMinute)
	orDefault(&l.ReadTimeout, d.ReadTimeout)
	orDefault(&l.WriteTimeout, d.WriteTimeout)
	orDefault(&l.IdleTimeout, d.IdleTimeout)
	orDefault(&l.PingEvery, d.PingEvery)
	return l
}

// orDefault sets *v to d unless it is positive.
func orDefault[T int | time.Duration](v *T, d T) {
	if *v <= 0 {
		*v = d
	}
}

// reasonFull closes a spectator's connection to a table with as many as
// it may have.
const reasonFull = "this table has as many spectators as it may"

var (
	errServerFull     = errors.New("the server is running as many tables as it may; try again later")
	errAddressFull    = errors.New("you are running as many tables as one address may; finish or stop one first")
	errSpectatorFull  = errors.New("this table has as many spectators as it may; try again later")
	errTooManySockets = errors.New("too many connections from your address; close some first")
)

// reasonOpenedElsewhere closes a seat's oldest connection when the seat is
// opened in more places than it may be.
const reasonOpenedElsewhere = "this seat was opened in too many places; the oldest closed"

// admitConnection counts a WebSocket from addr, or says addr holds as many
// as it may; release gives the room back when the connection ends.
func (s *Server) admitConnection(addr string) (release func(), err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sockets[addr] >= s.limits.ConnectionsPerAddress {
		return nil, errTooManySockets
	}
	s.sockets[addr]++
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.sockets[addr]--; s.sockets[addr] <= 0 {
			delete(s.sockets, addr)
		}
	}, nil
}

// clientAddress names where a request comes from, for the per-address
// table cap: its IP address, or an IPv6 address's /64 network (one
// household or host gets a whole /64).
func clientAddress(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	ip = ip.Unmap()
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
}

// admitTable reserves room for a new table created from addr, or says why
// there is none; release gives the room back if the table is not made.
// The room is held until the table stops running here.
func (s *Server) admitTable(addr string) (release func(), err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.tables)+s.creating >= s.limits.Tables {
		return nil, errServerFull
	}
	if s.byAddress[addr] >= s.limits.TablesPerAddress {
		return nil, fmt.Errorf("%w (%d)", errAddressFull, s.limits.TablesPerAddress)
	}
	s.creating++
	s.byAddress[addr]++
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		s.creating--
		s.forgetAddress(addr)
	}, nil
}

// forgetAddress counts one table fewer for addr. It runs under s.mu.
func (s *Server) forgetAddress(addr string) {
	if s.byAddress[addr]--; s.byAddress[addr] <= 0 {
		delete(s.byAddress, addr)
	}
}

// admitted counts a table made after admitTable as running here until it
// stops (or at once as stopped, if it already has).
func (s *Server) admitted(t *table, id, addr string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.creating--
	if s.tables[id] == t {
		t.creator = addr
		return
	}
	s.forgetAddress(addr)
}

// HTTPServer is an http.Server for the server's Handler with its
// connection timeouts: a client that sends a request slowly, or reads an
// answer slowly, or keeps a connection open doing nothing, is cut off.
func (s *Server) HTTPServer() *http.Server {
	l := s.limits
	return &http.Server{Handler: s.Handler(), ReadHeaderTimeout: min(10*time.Second, l.ReadTimeout),
		ReadTimeout: l.ReadTimeout, WriteTimeout: l.WriteTimeout, IdleTimeout: l.IdleTimeout}
}

// keepAlive pings the client every PingEvery and closes the connection
// when a ping is not answered within IdleTimeout: a peer gone without a
// word, or one that stops reading, holds nothing for long.
func (s *Server) keepAlive(ctx context.Context, conn *websocket.Conn) {
	tick := time.NewTicker(s.limits.PingEvery)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		pctx, cancel := context.WithTimeout(ctx, s.limits.IdleTimeout)
		err := conn.Ping(pctx)
		cancel()
		if err != nil {
			conn.CloseNow()
			return
		}
	}
}
