package store

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"jantaku/engine"
)

// TestCheckpointer checks that the SQLite log is copied back into the
// database file by the background checkpointer, since commits no longer
// checkpoint: the file grows while the store stays open.
func TestCheckpointer(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ckpt.db")
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	size := func() int64 {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		return fi.Size()
	}
	before := size()
	if err := s.CreateTable(ctx, Table{ID: "c", Variant: "toy", CreatedAt: time.Now()}); err != nil {
		t.Fatal(err)
	}
	for seq := 0; seq < 200; seq++ {
		a := engine.SeatAction{Action: engine.Action{Type: engine.Pass}}
		if err := s.AppendAction(ctx, "c", "", seq, a); err != nil {
			t.Fatal(err)
		}
	}
	for deadline := time.Now().Add(10 * checkpointEvery); size() <= before; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("database file still %d bytes after %v: no checkpoint ran", size(), 10*checkpointEvery)
		}
	}
}
