package server

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"jantaku/engine"
	"jantaku/store"
)

// flakyStore is a store whose writes fail while failing is set, as SQLite's
// do while another process holds the database locked.
type flakyStore struct {
	*store.Store
	failing    atomic.Bool // every write fails
	failFinish atomic.Bool // storing a result fails
	adopted    atomic.Bool // a new table's claim runs out at once, and another server takes it
	refused    atomic.Int64
}

func (f *flakyStore) CreateClaimedTable(ctx context.Context, t store.Table, owner string, lease time.Duration) error {
	if err := f.Store.CreateClaimedTable(ctx, t, owner, lease); err != nil || !f.adopted.Load() {
		return err
	}
	if err := f.Store.Release(ctx, t.ID, owner); err != nil {
		return err
	}
	_, err := f.Store.Claim(ctx, t.ID, "another server", lease)
	return err
}

// newFlakyStore opens a flakyStore on a new database file.
func newFlakyStore(t *testing.T) *flakyStore {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "db"))
	if err != nil {
		t.Fatal(err)
	}
	return &flakyStore{Store: st}
}

var errLocked = errors.New("database is locked (5) (SQLITE_BUSY)")

func (f *flakyStore) AppendActions(ctx context.Context, id, owner string, seq int, sas []engine.SeatAction) error {
	if f.failing.Load() {
		f.refused.Add(1)
		return errLocked
	}
	return f.Store.AppendActions(ctx, id, owner, seq, sas)
}

func (f *flakyStore) Finish(ctx context.Context, id string, res engine.Result) error {
	if f.failing.Load() || f.failFinish.Load() {
		f.refused.Add(1)
		return errLocked
	}
	return f.Store.Finish(ctx, id, res)
}

// manualClock runs the server's timers by hand.
type manualClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []*manualTimer
}

type manualTimer struct {
	c       *manualClock
	at      time.Time
	f       func()
	stopped bool
}

func (c *manualClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *manualClock) AfterFunc(d time.Duration, f func()) Timer {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := &manualTimer{c: c, at: c.now.Add(d), f: f}
	c.timers = append(c.timers, t)
	return t
}

func (t *manualTimer) Stop() bool {
	t.c.mu.Lock()
	defer t.c.mu.Unlock()
	was := !t.stopped
	t.stopped = true
	return was
}

// advance moves the clock on and runs the timers now due.
func (c *manualClock) advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	var due []func()
	keep := c.timers[:0]
	for _, t := range c.timers {
		switch {
		case t.stopped:
		case !t.at.After(c.now):
			t.stopped = true
			due = append(due, t.f)
		default:
			keep = append(keep, t)
		}
	}
	c.timers = keep
	c.mu.Unlock()
	for _, f := range due {
		f()
	}
}

// drive moves the clock on by step until ok holds, giving the tables a
// moment between steps. Only a table that never gets there fails it: the
// wall-clock bound is for a broken server, not a slow machine.
func (c *manualClock) drive(t *testing.T, step time.Duration, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(3 * time.Minute); !ok(); {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
		c.advance(step)
		time.Sleep(2 * time.Millisecond)
	}
}

// A store that fails for a while (a database locked by another process)
// stops no table: an all-bot table and a think-timed table whose person
// does not answer both go on once the store works again, and the all-bot
// game's result is stored. The timers run on a clock the test moves, so
// the test asks the same of a slow machine as of a fast one.
func TestStoreFailureStopsNoTable(t *testing.T) {
	flaky := newFlakyStore(t)
	clock := &manualClock{now: time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)}
	ts := startServerWith(t, "", Config{BotDelay: time.Millisecond, Store: flaky, Now: clock.Now, AfterFunc: clock.AfterFunc})
	bots := ts.create(t, `{"variant": "toy", "seats": [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]}`)
	person := ts.create(t, `{"variant": "toy", "think_seconds": 1, "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]}`)
	p := ts.dial(t, person.ID, person.Seats[0].Token)
	p.recv()
	actions := func(id string) int { return ts.table(t, id).Progress.Actions }
	clock.drive(t, 10*time.Millisecond, func() bool { return actions(bots.ID) > 5 })
	flaky.failing.Store(true)
	clock.drive(t, 100*time.Millisecond, func() bool { return flaky.refused.Load() > 6 }) // both tables have tried, and tried again
	stuckBots, stuckPerson := actions(bots.ID), actions(person.ID)
	for range 15 { // the person's think time (1 s) runs out meanwhile
		clock.advance(100 * time.Millisecond)
	}
	if got := actions(bots.ID); got != stuckBots {
		t.Fatalf("%d actions played while the store failed", got-stuckBots)
	}
	flaky.failing.Store(false)
	clock.drive(t, 100*time.Millisecond, func() bool {
		return actions(bots.ID) > stuckBots && actions(person.ID) > stuckPerson
	})
	clock.drive(t, 100*time.Millisecond, func() bool { return ts.table(t, bots.ID).Status == store.Finished })
}

// A table row that cannot be read is logged and skipped: the server
// starts, and serves the other tables.
func TestCorruptRowSkipped(t *testing.T) {
	db := filepath.Join(t.TempDir(), "db")
	ts := startServerWith(t, db, Config{BotDelay: time.Hour})
	good := ts.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "human"}]}`)
	bad := ts.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "human"}]}`)
	ts.stop()
	raw, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`UPDATE tables SET config = '{not json' WHERE id = $1`, bad.ID); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	ts = startServerWith(t, db, Config{BotDelay: time.Hour})
	w := ts.dial(t, good.ID, good.Seats[0].Token).recv()
	if w.Type != "welcome" {
		t.Fatalf("the good table: %+v", w)
	}
	var list struct{ Tables []tableInfo }
	getJSON(t, ts.URL+"/api/tables", &list)
	if len(list.Tables) != 1 || list.Tables[0].ID != good.ID {
		t.Fatalf("the lobby lists %+v", list.Tables)
	}
}

// A game whose last action was stored but whose result was not (the
// process died in between) is finished when the server starts.
func TestOverGameFinishedOnLoad(t *testing.T) {
	flaky := newFlakyStore(t)
	st := flaky.Store
	flaky.failFinish.Store(true)
	ts := startServerWith(t, "", Config{BotDelay: time.Millisecond, Store: flaky})
	c := ts.create(t, `{"variant": "toy", "seats": [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]}`)
	waitFor(t, func() bool { return flaky.refused.Load() > 0 })
	ts.srv.Close() // the process dies before the result is stored
	if tb, _ := st.Table(context.Background(), c.ID); tb.Status != store.Running {
		t.Fatalf("the result was stored: %s", tb.Status)
	}
	flaky.failFinish.Store(false)
	srv, err := New(Config{Store: st, Variants: ts.srv.cfg.Variants, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	waitFor(t, func() bool {
		tb, _ := st.Table(context.Background(), c.ID)
		return tb.Status == store.Finished && tb.Result != nil
	})
}

// Everyone asked about one discard times out together, at the deadline
// they were all given; nobody's deadline is reset by another's default.
func TestWindowDefaultsTogether(t *testing.T) {
	clock := &manualClock{now: time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)}
	ts := startServerWith(t, ":memory:", Config{BotDelay: time.Hour, Now: clock.Now, AfterFunc: clock.AfterFunc})
	c := ts.create(t, `{"variant": "toy", "players": 3, "think_seconds": 2, "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]}`)
	var ps []*wsClient
	var welcome []serverMsg
	for i := range 3 {
		ps = append(ps, ts.dial(t, c.ID, c.Seats[i].Token))
		welcome = append(welcome, ps[i].recv())
	}
	// seat 0 discards: seats 1 and 2 are asked whether to pon
	m := welcome[0]
	if len(m.View.Legal) == 0 {
		t.Fatalf("seat 0 does not begin: %+v", m)
	}
	a := m.View.Legal[0]
	for _, l := range m.View.Legal {
		if l.Type == engine.Discard {
			a = l
		}
	}
	ps[0].send(clientMsg{Type: "act", Action: &a})
	asked := ps[1].until(func(m serverMsg) bool { return m.Type == "state" && len(m.View.Legal) > 0 })
	deadline := asked.DeadlineMS
	if other := ps[2].until(func(m serverMsg) bool { return m.Type == "state" && len(m.View.Legal) > 0 }); other.DeadlineMS != deadline {
		t.Fatalf("deadlines %d and %d for one discard", deadline, other.DeadlineMS)
	}
	if want := clock.Now().Add(2 * time.Second).UnixMilli(); deadline != want {
		t.Fatalf("deadline %d, want %d", deadline, want)
	}
	seq := asked.Seq
	clock.advance(2 * time.Second)
	waitFor(t, func() bool { return ts.table(t, c.ID).Progress.Actions == seq+2 })
}

// A table whose claim runs out between its making and its opening, and
// which another server takes over meanwhile, is made all the same: its
// creator gets the invites, and the other server runs it.
func TestCreateOutlivesItsClaim(t *testing.T) {
	flaky := newFlakyStore(t)
	flaky.adopted.Store(true)
	ts := startServerWith(t, "", Config{Store: flaky})
	c := ts.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]}`)
	if c.Seats[0].Token == "" {
		t.Fatalf("no invite for the person: %+v", c)
	}
	if tb := ts.table(t, c.ID); tb.Status != store.Running {
		t.Fatalf("the table is %s", tb.Status)
	}
	ts.srv.mu.Lock()
	_, runs := ts.srv.tables[c.ID]
	ts.srv.mu.Unlock()
	if runs {
		t.Error("this server runs a table another server holds")
	}
}
