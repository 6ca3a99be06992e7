package server

import (
	"context"
	"time"

	"jantaku/engine"
	"jantaku/store"
)

// Storage is what the server needs of its database: a *store.Store, or in
// tests one that fails on demand.
type Storage interface {
	CreateClaimedTable(ctx context.Context, t store.Table, owner string, lease time.Duration) error
	Table(ctx context.Context, id string) (store.Table, error)
	Tables(ctx context.Context, status store.Status, limit int) ([]store.Table, error)
	AppendActions(ctx context.Context, id, owner string, seq int, sas []engine.SeatAction) error
	Actions(ctx context.Context, id string) ([]engine.SeatAction, error)
	Finish(ctx context.Context, id string, res engine.Result) error
	SetSeats(ctx context.Context, id string, seats []store.Seat) error
	SetProgress(ctx context.Context, id string, p store.Progress) error
	SetStatus(ctx context.Context, id string, st store.Status) error
	Claim(ctx context.Context, id, owner string, lease time.Duration) (bool, error)
	Release(ctx context.Context, id, owner string) error
	Renew(ctx context.Context, owner string, lease time.Duration) (map[string]bool, error)
	Orphans(ctx context.Context, limit int) ([]string, error)
}

// Timer is a timer that can be stopped: a *time.Timer, or a test clock's.
type Timer interface{ Stop() bool }

// afterFunc runs f after d on the server's timer clock.
func (s *Server) afterFunc(d time.Duration, f func()) Timer {
	if s.cfg.AfterFunc != nil {
		return s.cfg.AfterFunc(d, f)
	}
	return time.AfterFunc(d, f)
}

// timerNow is the time of the timer clock: think-time deadlines are on it.
func (s *Server) timerNow() time.Time {
	if s.cfg.AfterFunc != nil {
		return s.now()
	}
	return time.Now()
}

// retryDelay is how long a table waits before trying a store again after
// fails failures in a row: 100 ms, doubling, at most 10 s.
func retryDelay(fails int) time.Duration {
	if fails <= 0 {
		return 0
	}
	return min(100*time.Millisecond<<min(fails-1, 10), 10*time.Second)
}
