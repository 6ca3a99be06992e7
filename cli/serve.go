package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"jantaku/server"
	"jantaku/store"
)

func runServe(env Env, args []string) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	addr := fs.String("addr", "localhost:8080", "address to listen on; :8080 lets other computers in (friends on your network)")
	db := fs.String("db", "jantaku.db", "SQLite file, or postgres://... for PostgreSQL")
	botDelay := fs.Duration("bot-delay", 600*time.Millisecond, "how long bots wait before acting")
	idle := fs.Duration("idle", server.DefaultIdle, "pause a table when none of its players has been connected this long (it resumes when one comes back); 0 never")
	owner := fs.String("owner", "", "this process's name for table leases when several servers share one database\n(default: host name and --addr, so a restarted server takes its tables back at once)")
	d := server.DefaultLimits
	maxTables := fs.Int("max-tables", d.Tables, "tables this server runs at once before it refuses to create more")
	perAddr := fs.Int("max-tables-per-address", d.TablesPerAddress, "running tables one client address (an IPv6 /64) may have created")
	maxSpec := fs.Int("max-spectators", d.Spectators, "spectators one table may have")
	maxConns := fs.Int("max-connections-per-address", d.ConnectionsPerAddress, "WebSockets one client address (an IPv6 /64) may hold open")
	perSeat := fs.Int("max-connections-per-seat", d.ConnectionsPerSeat, "connections one seat may be played from at once; one more closes the oldest")
	maxActs := fs.Int("max-actions", d.Actions, "actions one table may store; a game still going then is stopped")
	uploads := fs.Int("max-uploads-per-minute", d.ImportsPerMinute, "record files one client address (an IPv6 /64) may open in the browser a minute")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, "Usage: jantaku serve [--addr HOST:PORT] [--db FILE|postgres://...] [--bot-delay D] [--idle D] [--owner NAME] [--max-...]\n\n"+
			"Serves the browser client and plays tables over WebSocket. Open http://localhost:8080,\n"+
			"create a table, share the seat links. By default only this computer can connect: to play\n"+
			"with friends, listen on every interface (--addr :8080) and send them the address it prints.\n"+
			"Every action is stored before anyone is told of it, and unfinished tables resume when the\n"+
			"server starts again.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if stray(env, fs, "") {
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	st, err := store.Open(ctx, *db)
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku serve:", err)
		return 1
	}
	defer st.Close()
	if *owner == "" {
		*owner = defaultOwner(*addr)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku serve:", err)
		return 1
	}
	defer ln.Close()
	ifaces, _ := net.InterfaceAddrs()
	here, friends, localOnly := hostAddrs(ln.Addr(), ifaces)
	srv, err := server.New(server.Config{Store: st, Variants: env.Variants, BotDelay: *botDelay, Owner: *owner, Idle: *idle, ShareURLs: friends, Importers: env.Importers,
		Limits: server.Limits{Tables: *maxTables, TablesPerAddress: *perAddr, Spectators: *maxSpec, Actions: *maxActs,
			ConnectionsPerAddress: *maxConns, ConnectionsPerSeat: *perSeat, ImportsPerMinute: *uploads}})
	if err != nil {
		fmt.Fprintln(env.Stderr, "jantaku serve:", err)
		return 1
	}
	defer srv.Close()
	hs := srv.HTTPServer()
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	printHosting(env.Stdout, here, friends, localOnly, ln.Addr(), ifaces, *db)
	select {
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintln(env.Stderr, "jantaku serve:", err)
			return 1
		}
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		hs.Shutdown(sctx)
	}
	return 0
}

// defaultOwner names a server process by where it runs and listens: the
// same after a restart, different for each server sharing a database.
func defaultOwner(addr string) string {
	host, err := os.Hostname()
	if err != nil {
		host = "localhost"
	}
	return host + "/" + addr
}
