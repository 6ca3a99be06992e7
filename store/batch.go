package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// maxBatch bounds the requests committed in one transaction.
const maxBatch = 512

// appendReq is one table's actions waiting for the group commit.
type appendReq struct {
	id, owner string
	rows      []actionRow
	done      chan error // gets the outcome once the batch is committed
}

// actionRow is one action to insert.
type actionRow struct {
	seq, seat int
	action    string
}

// writeActions is the store's single action writer: it takes every request
// waiting, commits them in one transaction, and only then answers each.
func (s *Store) writeActions() {
	defer close(s.stopped)
	batch := make([]appendReq, 0, maxBatch)
	for {
		select {
		case <-s.quit:
			return
		case r := <-s.appends:
			batch = append(batch[:0], r)
		}
	more:
		for len(batch) < maxBatch {
			select {
			case r := <-s.appends:
				batch = append(batch, r)
			default:
				break more
			}
		}
		s.commit(batch)
	}
}

// insertAction inserts an action if its number is free and the owner (if
// any) holds the table; it inserts nothing otherwise, without an error, so
// one refused action does not abort the batch's transaction.
const insertAction = `INSERT INTO actions (table_id, seq, seat, action, at_ms)
	SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM tables WHERE id = $1 AND ($6 = '' OR owner = $6))
	ON CONFLICT DO NOTHING`

// commit stores a batch in one transaction and answers every request.
func (s *Store) commit(batch []appendReq) {
	ctx := context.Background()
	errs := make([]error, len(batch))
	err := func() error {
		tx, err := s.db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		defer tx.Rollback()
		ins, err := tx.PrepareContext(ctx, insertAction)
		if err != nil {
			return err
		}
		defer ins.Close()
		now := time.Now().UnixMilli()
		for i, r := range batch {
			for _, row := range r.rows {
				res, err := ins.ExecContext(ctx, r.id, row.seq, row.seat, row.action, now, r.owner)
				if err != nil {
					return err
				}
				if n, err := res.RowsAffected(); err != nil {
					return err
				} else if n == 0 {
					errs[i] = refusal(ctx, tx, r)
					break // the rest of this table's actions would be refused too
				}
			}
		}
		return tx.Commit()
	}()
	for i, r := range batch {
		if err != nil {
			errs[i] = err
		}
		r.done <- errs[i]
	}
}

// refusal says why an action was not inserted: there is no such table,
// another owner holds it, or the action's number is taken.
func refusal(ctx context.Context, tx *sql.Tx, r appendReq) error {
	var owner string
	err := tx.QueryRowContext(ctx, `SELECT owner FROM tables WHERE id = $1`, r.id).Scan(&owner)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return ErrNotFound
	case err != nil:
		return err
	case r.owner != "" && owner != r.owner:
		return ErrNotOwner
	}
	return ErrConflict
}
