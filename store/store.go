// Package store keeps tables, their seats and every action in SQL: SQLite
// (embedded, the default) or PostgreSQL, with one schema and one set of
// queries. An action is stored before anyone is told of it, so a table can
// always be rebuilt by replaying its actions.
package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // PostgreSQL driver "pgx"
	_ "modernc.org/sqlite"             // SQLite driver "sqlite"

	"jantaku/engine"
)

// Status is a table's state.
type Status string

// The table states.
const (
	Running  Status = "running"
	Finished Status = "finished"
	// Paused is a running game nobody has played for a while: no server
	// runs it (its timers are off, nothing is lost) until a player comes
	// back.
	Paused Status = "paused"
	// Stopped is a game ended before it was over: by its creator, or at
	// the server's limit of actions. Its actions are kept; it has no
	// result.
	Stopped Status = "stopped"
)

// SeatKind says who plays a seat.
type SeatKind string

// The seat kinds.
const (
	Human SeatKind = "human"
	Bot   SeatKind = "bot"
)

// Seat is one seat of a table.
type Seat struct {
	Kind      SeatKind `json:"kind"`
	Level     string   `json:"level,omitempty"` // bot level
	Name      string   `json:"name,omitempty"`
	TokenHash string   `json:"token_hash,omitempty"` // SHA-256 of the seat's secret token, hex
	// Left says a person held the seat and left it: a bot (Level) plays
	// it now, and the person's token opens it no more.
	Left bool `json:"left,omitempty"`
}

// Progress is how far a table's game has got, for the lobby.
type Progress struct {
	Hand    int    `json:"hand"`            // hands played before the one in play
	Round   string `json:"round,omitempty"` // the hand in play as the game names it, e.g. "East 2, 1 honba"
	Actions int    `json:"actions"`         // actions played so far
}

// Table is a table as stored.
type Table struct {
	ID        string
	Name      string
	Variant   string
	Config    engine.Config
	Seats     []Seat
	Think     time.Duration // think time per decision; 0 = no limit
	Status    Status
	Result    *engine.Result
	Secret    string // per-table secret behind the shuffle commitments, hex
	AdminHash string // SHA-256 of the creator's token (stop, new seat tokens), hex; empty: none
	CreatedAt time.Time
	Progress  Progress
}

// ErrNotFound is returned for a table that does not exist.
var ErrNotFound = errors.New("store: no such table")

// ErrConflict is returned when an action's sequence number is taken: some
// other writer got there first.
var ErrConflict = errors.New("store: action sequence number already taken")

// Store is a database of tables.
type Store struct {
	db      *sql.DB
	dialect string // "sqlite" or "pgx"
	appends chan appendReq
	quit    chan struct{} // closed by Close
	stopped chan struct{} // closed when the writer has stopped

	ckptStopped chan struct{} // closed when the SQLite checkpointer has stopped
}

var errClosed = errors.New("store: closed")

// Open opens the database named by dsn: "postgres://..." or
// "postgresql://..." for PostgreSQL; anything else is an SQLite file path
// (":memory:" for a throw-away database). It creates the schema.
func Open(ctx context.Context, dsn string) (*Store, error) {
	driver := "sqlite"
	var ckptDSN string
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		driver = "pgx"
	} else {
		base := "file:" + dsn + "?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=foreign_keys(1)"
		if dsn != ":memory:" {
			ckptDSN = base
			// the checkpointer below does what commits would otherwise do
			base += "&_pragma=wal_autocheckpoint(0)"
		}
		dsn = base
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		return nil, err
	}
	if driver == "sqlite" {
		db.SetMaxOpenConns(1) // one writer; SQLite serialises anyway
	}
	s := &Store{db: db, dialect: driver, appends: make(chan appendReq, maxBatch), quit: make(chan struct{}), stopped: make(chan struct{}), ckptStopped: make(chan struct{})}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	go s.writeActions()
	if ckptDSN == "" {
		close(s.ckptStopped)
	} else {
		ckpt, err := sql.Open(driver, ckptDSN)
		if err != nil {
			close(s.ckptStopped)
			s.Close()
			return nil, err
		}
		ckpt.SetMaxOpenConns(1)
		go s.checkpoint(ckpt)
	}
	return s, nil
}

// Close closes the database. Actions being appended fail or complete.
func (s *Store) Close() error {
	select {
	case <-s.quit:
	default:
		close(s.quit)
	}
	<-s.stopped
	<-s.ckptStopped
	return s.db.Close()
}

const schema = `
CREATE TABLE IF NOT EXISTS tables (
	id         TEXT PRIMARY KEY,
	name       TEXT NOT NULL,
	variant    TEXT NOT NULL,
	config     TEXT NOT NULL,
	seats      TEXT NOT NULL,
	think_ms   BIGINT NOT NULL,
	status     TEXT NOT NULL,
	result     TEXT,
	secret     TEXT NOT NULL,
	created_at BIGINT NOT NULL,
	owner      TEXT NOT NULL DEFAULT '',
	lease_ms   BIGINT NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS actions (
	table_id TEXT NOT NULL REFERENCES tables(id),
	seq      BIGINT NOT NULL,
	seat     BIGINT NOT NULL,
	action   TEXT NOT NULL,
	at_ms    BIGINT NOT NULL,
	PRIMARY KEY (table_id, seq)
);
CREATE INDEX IF NOT EXISTS tables_status ON tables(status, created_at);
`

// columnsAdded are the columns later versions added to the tables table,
// added to a database made before them.
var columnsAdded = []struct{ name, def string }{
	{"progress", `TEXT NOT NULL DEFAULT '{}'`},
	{"admin_hash", `TEXT NOT NULL DEFAULT ''`},
}

func (s *Store) migrate(ctx context.Context) error {
	for _, stmt := range strings.Split(schema, ";") {
		if strings.TrimSpace(stmt) == "" {
			continue
		}
		if _, err := s.db.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("store: schema: %w", err)
		}
	}
	for _, c := range columnsAdded {
		if _, err := s.db.ExecContext(ctx, `SELECT `+c.name+` FROM tables LIMIT 0`); err == nil {
			continue
		}
		if _, err := s.db.ExecContext(ctx, `ALTER TABLE tables ADD COLUMN `+c.name+` `+c.def); err != nil {
			return fmt.Errorf("store: adding column %s: %w", c.name, err)
		}
	}
	return nil
}

// CreateTable stores a new running table that no server holds yet.
func (s *Store) CreateTable(ctx context.Context, t Table) error {
	return s.CreateClaimedTable(ctx, t, "", 0)
}

// CreateClaimedTable stores a new running table already claimed by owner
// for lease, in the same statement: a server sharing the database never
// sees the new table unclaimed, so it cannot adopt it as an orphan before
// its creator opens it.
func (s *Store) CreateClaimedTable(ctx context.Context, t Table, owner string, lease time.Duration) error {
	cfg, _ := json.Marshal(t.Config)
	seats, _ := json.Marshal(t.Seats)
	var until int64
	if owner != "" {
		until = time.Now().Add(lease).UnixMilli()
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO tables (id, name, variant, config, seats, think_ms, status, secret, created_at, owner, lease_ms, admin_hash)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
		t.ID, t.Name, t.Variant, string(cfg), string(seats), t.Think.Milliseconds(), string(Running), t.Secret, t.CreatedAt.UnixMilli(),
		owner, until, t.AdminHash)
	return err
}

const tableColumns = `id, name, variant, config, seats, think_ms, status, result, secret, created_at, progress, admin_hash`

func scanTable(row interface{ Scan(...any) error }) (Table, error) {
	var t Table
	var cfg, seats, status, progress string
	var result sql.NullString
	var think, created int64
	if err := row.Scan(&t.ID, &t.Name, &t.Variant, &cfg, &seats, &think, &status, &result, &t.Secret, &created, &progress, &t.AdminHash); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return t, ErrNotFound
		}
		return t, err
	}
	if err := json.Unmarshal([]byte(cfg), &t.Config); err != nil {
		return t, fmt.Errorf("store: table %s config: %w", t.ID, err)
	}
	if err := json.Unmarshal([]byte(seats), &t.Seats); err != nil {
		return t, fmt.Errorf("store: table %s seats: %w", t.ID, err)
	}
	if result.Valid {
		t.Result = new(engine.Result)
		if err := json.Unmarshal([]byte(result.String), t.Result); err != nil {
			return t, fmt.Errorf("store: table %s result: %w", t.ID, err)
		}
	}
	if err := json.Unmarshal([]byte(progress), &t.Progress); err != nil {
		return t, fmt.Errorf("store: table %s progress: %w", t.ID, err)
	}
	t.Think = time.Duration(think) * time.Millisecond
	t.Status = Status(status)
	t.CreatedAt = time.UnixMilli(created)
	return t, nil
}

// Table returns one table.
func (s *Store) Table(ctx context.Context, id string) (Table, error) {
	return scanTable(s.db.QueryRowContext(ctx, `SELECT `+tableColumns+` FROM tables WHERE id = $1`, id))
}

// Tables returns the tables with the given status, newest first, at most
// limit. A row that cannot be read (a corrupt config, say) is left out
// rather than hiding every other table: the answer then has the tables
// read and a *BadRowsError saying which were not.
func (s *Store) Tables(ctx context.Context, status Status, limit int) ([]Table, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+tableColumns+` FROM tables WHERE status = $1 ORDER BY created_at DESC, id LIMIT $2`, string(status), limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Table
	var bad BadRowsError
	for rows.Next() {
		t, err := scanTable(rows)
		if err != nil {
			bad.IDs, bad.Errs = append(bad.IDs, t.ID), append(bad.Errs, err)
			continue
		}
		out = append(out, t)
	}
	if err := rows.Err(); err != nil {
		return out, err
	}
	if len(bad.IDs) > 0 {
		return out, &bad
	}
	return out, nil
}

// BadRowsError lists the table rows Tables could not read.
type BadRowsError struct {
	IDs  []string
	Errs []error
}

func (e *BadRowsError) Error() string {
	return fmt.Sprintf("store: %d table rows unreadable, first %s: %v", len(e.IDs), e.IDs[0], e.Errs[0])
}

// ErrNotOwner is returned when a server stores an action for a table whose
// lease another server has taken.
var ErrNotOwner = errors.New("store: the table is served by another owner")

// AppendAction stores action number seq (0-based) of a table on behalf of
// owner, the server holding its lease (empty: any writer). It returns once
// the action is committed. It fails with ErrConflict if that number is taken
// and with ErrNotOwner if another owner has claimed the table, so a server
// that lost its lease cannot write.
//
// Actions of many tables arriving together are committed in one
// transaction (group commit): each caller still waits for its own commit,
// but the disk syncs once per batch rather than once per action.
func (s *Store) AppendAction(ctx context.Context, id, owner string, seq int, sa engine.SeatAction) error {
	return s.AppendActions(ctx, id, owner, seq, []engine.SeatAction{sa})
}

// AppendActions stores actions seq, seq+1, ... of a table in one commit, as
// AppendAction stores one. When one is refused, the ones before it may be
// stored and the rest are not.
func (s *Store) AppendActions(ctx context.Context, id, owner string, seq int, sas []engine.SeatAction) error {
	req := appendReq{id: id, owner: owner, done: make(chan error, 1)}
	for i, sa := range sas {
		b, _ := json.Marshal(sa.Action)
		req.rows = append(req.rows, actionRow{seq: seq + i, seat: int(sa.Seat), action: string(b)})
	}
	select {
	case s.appends <- req:
	case <-s.quit:
		return errClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case err := <-req.done:
		return err
	case <-s.stopped:
		select { // the writer answers every batch it takes before it stops
		case err := <-req.done:
			return err
		default:
			return errClosed
		}
	case <-ctx.Done(): // the batch may still commit; the caller cannot know
		return ctx.Err()
	}
}

// Actions returns a table's actions in order.
func (s *Store) Actions(ctx context.Context, id string) ([]engine.SeatAction, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT seq, seat, action FROM actions WHERE table_id = $1 ORDER BY seq`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []engine.SeatAction
	for rows.Next() {
		var seq, seat int
		var a string
		if err := rows.Scan(&seq, &seat, &a); err != nil {
			return nil, err
		}
		if seq != len(out) {
			return nil, fmt.Errorf("store: table %s: action %d missing", id, len(out))
		}
		sa := engine.SeatAction{Seat: engine.Seat(seat)}
		if err := json.Unmarshal([]byte(a), &sa.Action); err != nil {
			return nil, fmt.Errorf("store: table %s action %d: %w", id, seq, err)
		}
		out = append(out, sa)
	}
	return out, rows.Err()
}

// Finish marks a table finished with its result.
func (s *Store) Finish(ctx context.Context, id string, res engine.Result) error {
	b, _ := json.Marshal(res)
	_, err := s.db.ExecContext(ctx, `UPDATE tables SET status = $1, result = $2 WHERE id = $3`, string(Finished), string(b), id)
	return err
}

// SetSeats replaces a table's seats (a person left and a bot took over,
// say).
func (s *Store) SetSeats(ctx context.Context, id string, seats []Seat) error {
	b, _ := json.Marshal(seats)
	return s.update(ctx, `UPDATE tables SET seats = $1 WHERE id = $2`, string(b), id)
}

// SetProgress records how far a table's game has got.
func (s *Store) SetProgress(ctx context.Context, id string, p Progress) error {
	b, _ := json.Marshal(p)
	return s.update(ctx, `UPDATE tables SET progress = $1 WHERE id = $2`, string(b), id)
}

// SetStatus moves a table between Running and Paused, or stops it; a
// finished or stopped table stays as it is (ErrNotFound).
func (s *Store) SetStatus(ctx context.Context, id string, st Status) error {
	if st != Running && st != Paused && st != Stopped {
		return fmt.Errorf("store: SetStatus to %q (finish a table with Finish)", st)
	}
	return s.update(ctx, `UPDATE tables SET status = $1 WHERE id = $2 AND status <> $3 AND status <> $4`, string(st), id, string(Finished), string(Stopped))
}

// update runs a statement that must change one table row.
func (s *Store) update(ctx context.Context, query string, args ...any) error {
	res, err := s.db.ExecContext(ctx, query, args...)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return ErrNotFound
	}
	return nil
}

// Claim makes owner the server of a table until the lease runs out, if no
// other owner holds a live lease. Several servers sharing one PostgreSQL
// database use it so each table is served by exactly one of them.
func (s *Store) Claim(ctx context.Context, id, owner string, lease time.Duration) (bool, error) {
	now := time.Now().UnixMilli()
	res, err := s.db.ExecContext(ctx, `UPDATE tables SET owner = $1, lease_ms = $2
		WHERE id = $3 AND (owner = $1 OR owner = '' OR lease_ms < $4)`, owner, now+lease.Milliseconds(), id, now)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Release gives up owner's lease on a table.
func (s *Store) Release(ctx context.Context, id, owner string) error {
	_, err := s.db.ExecContext(ctx, `UPDATE tables SET owner = '', lease_ms = 0 WHERE id = $1 AND owner = $2`, id, owner)
	return err
}

// Renew extends owner's lease on every running table it holds, in one
// statement, and returns their ids: a table missing from the answer has
// been taken over by another server.
func (s *Store) Renew(ctx context.Context, owner string, lease time.Duration) (map[string]bool, error) {
	rows, err := s.db.QueryContext(ctx, `UPDATE tables SET lease_ms = $1 WHERE owner = $2 AND status = $3 RETURNING id`,
		time.Now().Add(lease).UnixMilli(), owner, string(Running))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	held := map[string]bool{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		held[id] = true
	}
	return held, rows.Err()
}

// Orphans returns up to limit running tables that no server holds: never
// claimed, released, or with a lease that ran out.
func (s *Store) Orphans(ctx context.Context, limit int) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM tables WHERE status = $1 AND (owner = '' OR lease_ms < $2) ORDER BY created_at LIMIT $3`,
		string(Running), time.Now().UnixMilli(), limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}
