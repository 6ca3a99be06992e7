package store

import (
	"context"
	"database/sql"
	"time"
)

// checkpointEvery is how often the background checkpointer copies the
// SQLite write-ahead log back into the database file.
const checkpointEvery = time.Second

// checkpoint runs SQLite's WAL checkpoints on a connection of its own. Left
// to SQLite, a checkpoint runs inside whichever commit fills the log past
// 1,000 pages, and that commit (with every action in its batch, and every
// batch queued behind it) waits for the pages to be copied and the database
// file synced: tens to hundreds of milliseconds on a slow disk. A passive
// checkpoint from another connection runs beside the writer instead.
func (s *Store) checkpoint(db *sql.DB) {
	defer close(s.ckptStopped)
	defer db.Close()
	tick := time.NewTicker(checkpointEvery)
	defer tick.Stop()
	for {
		select {
		case <-s.quit:
			return
		case <-tick.C:
		}
		var busy, logFrames, copied int
		// a failure is retried at the next tick
		db.QueryRowContext(context.Background(), `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &logFrames, &copied)
	}
}
