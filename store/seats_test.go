package store

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"jantaku/engine"
	"jantaku/store/storetest"
)

// A table's seats, progress and pause are stored and read back; a
// paused table is neither renewed nor adopted, and a finished one stays
// finished.
func TestSeatsProgressPause(t *testing.T) { storetest.Run(t, testSeatsProgressPause) }

func testSeatsProgressPause(t *testing.T, b storetest.Backend) {
	ctx := context.Background()
	s := openTest(t, b)
	tb := Table{ID: "sp", Name: "x", Variant: "toy", Config: engine.Config{Players: 2}, CreatedAt: time.Now(),
		Seats: []Seat{{Kind: Human, Name: "Aki", TokenHash: "ab"}, {Kind: Bot, Level: "random"}}}
	if err := s.CreateTable(ctx, tb); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Table(ctx, "sp"); got.Progress != (Progress{}) {
		t.Fatalf("a new table's progress = %+v", got.Progress)
	}
	seats := []Seat{{Kind: Bot, Level: "strong", Name: "Aki", TokenHash: "ab", Left: true}, tb.Seats[1]}
	if err := s.SetSeats(ctx, "sp", seats); err != nil {
		t.Fatal(err)
	}
	p := Progress{Hand: 3, Round: "East 4", Actions: 210}
	if err := s.SetProgress(ctx, "sp", p); err != nil {
		t.Fatal(err)
	}
	got, err := s.Table(ctx, "sp")
	if err != nil || !got.Seats[0].Left || got.Seats[0].Level != "strong" || got.Progress != p {
		t.Fatalf("Table = %+v, %v", got, err)
	}
	if err := s.SetSeats(ctx, "nosuch", seats); !errors.Is(err, ErrNotFound) {
		t.Fatalf("SetSeats of a missing table: %v", err)
	}
	if ok, _ := s.Claim(ctx, "sp", "a", time.Minute); !ok {
		t.Fatal("claim")
	}
	if err := s.SetStatus(ctx, "sp", Paused); err != nil {
		t.Fatal(err)
	}
	if held, _ := s.Renew(ctx, "a", time.Minute); held["sp"] {
		t.Fatal("a paused table's lease was renewed")
	}
	s.Release(ctx, "sp", "a")
	if ids, _ := s.Orphans(ctx, 10); len(ids) != 0 {
		t.Fatalf("a paused table is an orphan to adopt: %v", ids)
	}
	if ps, _ := s.Tables(ctx, Paused, 10); len(ps) != 1 {
		t.Fatalf("paused tables: %v", ps)
	}
	if err := s.SetStatus(ctx, "sp", Running); err != nil {
		t.Fatal(err)
	}
	s.Finish(ctx, "sp", engine.Result{Scores: []int{1, 2}})
	if err := s.SetStatus(ctx, "sp", Paused); err == nil {
		t.Fatal("a finished table was paused")
	}
	if got, _ := s.Table(ctx, "sp"); got.Status != Finished {
		t.Fatalf("status %s", got.Status)
	}
}

// A database made before the progress column gains it, and its tables
// read back with no progress.
func TestMigrateAddsColumns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`CREATE TABLE tables (id TEXT PRIMARY KEY, name TEXT NOT NULL, variant TEXT NOT NULL, config TEXT NOT NULL, seats TEXT NOT NULL,
			think_ms BIGINT NOT NULL, status TEXT NOT NULL, result TEXT, secret TEXT NOT NULL, created_at BIGINT NOT NULL,
			owner TEXT NOT NULL DEFAULT '', lease_ms BIGINT NOT NULL DEFAULT 0)`,
		`INSERT INTO tables (id, name, variant, config, seats, think_ms, status, secret, created_at) VALUES ('old', 'x', 'toy', '{"players":2}', '[]', 0, 'running', '', 0)`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got, err := s.Table(context.Background(), "old")
	if err != nil || got.Progress != (Progress{}) {
		t.Fatalf("old table = %+v, %v", got, err)
	}
}
