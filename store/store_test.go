package store

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"jantaku/engine"
	"jantaku/store/storetest"
)

// openTest opens a store on a fresh database of backend b.
func openTest(t *testing.T, b storetest.Backend) *Store {
	t.Helper()
	s, err := Open(context.Background(), b.NewDSN(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestTableLifecycle(t *testing.T) { storetest.Run(t, testTableLifecycle) }

func testTableLifecycle(t *testing.T, b storetest.Backend) {
	ctx := context.Background()
	s := openTest(t, b)
	id := "t-" + time.Now().Format("150405.000000000")
	tb := Table{ID: id, Name: "test", Variant: "toy", Config: engine.Config{Players: 2, Seed: 5, Options: engine.Options{"hands": "2"}},
		Seats: []Seat{{Kind: Human, TokenHash: "ab"}, {Kind: Bot, Level: "random"}}, Think: 15 * time.Second, Secret: "cafe", CreatedAt: time.Now()}
	if err := s.CreateTable(ctx, tb); err != nil {
		t.Fatal(err)
	}
	got, err := s.Table(ctx, id)
	if err != nil || got.Config.Seed != 5 || got.Seats[1].Level != "random" || got.Think != 15*time.Second || got.Status != Running {
		t.Fatalf("Table = %+v, %v", got, err)
	}
	if _, err := s.Table(ctx, "nosuch"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing table: %v", err)
	}
	acts := []engine.SeatAction{{Seat: 0, Action: engine.Action{Type: engine.Pass}}, {Seat: 1, Action: engine.Action{Type: engine.Tsumo}}}
	for i, a := range acts {
		if err := s.AppendAction(ctx, id, "", i, a); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.AppendAction(ctx, id, "", 1, acts[0]); !errors.Is(err, ErrConflict) {
		t.Fatalf("a taken sequence number: %v", err)
	}
	if err := s.AppendAction(ctx, "nosuch", "", 0, acts[0]); !errors.Is(err, ErrNotFound) {
		t.Fatalf("an action of a missing table: %v", err)
	}
	back, err := s.Actions(ctx, id)
	if err != nil || len(back) != 2 || back[1].Action.Type != engine.Tsumo {
		t.Fatalf("Actions = %v, %v", back, err)
	}
	if ok, err := s.Claim(ctx, id, "a", time.Minute); !ok || err != nil {
		t.Fatalf("first claim: %v %v", ok, err)
	}
	if ok, _ := s.Claim(ctx, id, "b", time.Minute); ok {
		t.Fatal("a second server claimed a leased table")
	}
	if err := s.AppendAction(ctx, id, "b", 2, acts[0]); !errors.Is(err, ErrNotOwner) {
		t.Fatalf("a server without the lease stored an action: %v", err)
	}
	if err := s.AppendAction(ctx, id, "a", 2, acts[0]); err != nil {
		t.Fatalf("the owner could not store an action: %v", err)
	}
	if err := s.Release(ctx, id, "a"); err != nil {
		t.Fatal(err)
	}
	if orphans, err := s.Orphans(ctx, 10); err != nil || len(orphans) != 1 || orphans[0] != id {
		t.Fatalf("Orphans after a release = %v, %v", orphans, err)
	}
	if ok, _ := s.Claim(ctx, id, "b", -time.Second); !ok {
		t.Fatal("a released table could not be claimed")
	}
	if ok, _ := s.Claim(ctx, id, "a", time.Minute); !ok {
		t.Fatal("a table whose lease ran out could not be claimed")
	}
	if orphans, err := s.Orphans(ctx, 10); err != nil || len(orphans) != 0 {
		t.Fatalf("Orphans with every table held = %v, %v", orphans, err)
	}
	if held, err := s.Renew(ctx, "a", time.Minute); err != nil || !held[id] {
		t.Fatalf("Renew by the owner = %v, %v", held, err)
	}
	if held, err := s.Renew(ctx, "b", time.Minute); err != nil || held[id] {
		t.Fatalf("Renew by another server = %v, %v", held, err)
	}
	if err := s.Finish(ctx, id, engine.Result{Scores: []int{1, 2}, Ranks: []int{2, 1}}); err != nil {
		t.Fatal(err)
	}
	done, err := s.Tables(ctx, Finished, 100)
	if err != nil || len(done) == 0 || done[0].Result == nil || done[0].Result.Scores[1] != 2 {
		t.Fatalf("finished tables = %+v, %v", done, err)
	}
}

// Actions appended at once from many goroutines are committed together; each
// caller still learns its own outcome, and a taken number loses.
func TestConcurrentAppends(t *testing.T) { storetest.Run(t, testConcurrentAppends) }

func testConcurrentAppends(t *testing.T, b storetest.Backend) {
	ctx := context.Background()
	s := openTest(t, b)
	const tables, actions = 4, 30
	for i := 0; i < tables; i++ {
		tb := Table{ID: fmt.Sprint("c", i), Variant: "toy", Config: engine.Config{Players: 2}, CreatedAt: time.Now()}
		if err := s.CreateTable(ctx, tb); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	var wins, conflicts atomic.Int32
	for i := 0; i < tables; i++ {
		for try := 0; try < 2; try++ { // two writers race for every number
			wg.Add(1)
			go func() {
				defer wg.Done()
				for seq := 0; seq < actions; seq++ {
					err := s.AppendAction(ctx, fmt.Sprint("c", i), "", seq, engine.SeatAction{Seat: engine.Seat(try), Action: engine.Action{Type: engine.Pass}})
					switch {
					case err == nil:
						wins.Add(1)
					case errors.Is(err, ErrConflict):
						conflicts.Add(1)
					default:
						t.Error(err)
					}
				}
			}()
		}
	}
	wg.Wait()
	if wins.Load() != tables*actions || conflicts.Load() != tables*actions {
		t.Fatalf("%d stored and %d refused, want %d each", wins.Load(), conflicts.Load(), tables*actions)
	}
	for i := 0; i < tables; i++ {
		if got, err := s.Actions(ctx, fmt.Sprint("c", i)); err != nil || len(got) != actions {
			t.Fatalf("table %d: %d actions, %v", i, len(got), err)
		}
	}
}

// A table created already claimed is never an orphan while its lease
// lasts: another server scanning for orphans cannot take it between its
// creation and its creator opening it.
func TestCreateClaimedTable(t *testing.T) { storetest.Run(t, testCreateClaimedTable) }

func testCreateClaimedTable(t *testing.T, b storetest.Backend) {
	ctx := context.Background()
	s := openTest(t, b)
	claimed := Table{ID: "claimed", Variant: "toy", CreatedAt: time.Now()}
	if err := s.CreateClaimedTable(ctx, claimed, "a", time.Minute); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateTable(ctx, Table{ID: "free", Variant: "toy", CreatedAt: time.Now()}); err != nil {
		t.Fatal(err)
	}
	orphans, err := s.Orphans(ctx, 10)
	if err != nil || len(orphans) != 1 || orphans[0] != "free" {
		t.Fatalf("Orphans = %v, %v; want only the unclaimed table", orphans, err)
	}
	if ok, err := s.Claim(ctx, "claimed", "b", time.Minute); ok || err != nil {
		t.Fatalf("another owner claimed a freshly created table: %v %v", ok, err)
	}
	if ok, err := s.Claim(ctx, "claimed", "a", time.Minute); !ok || err != nil {
		t.Fatalf("the creator could not claim its own table: %v %v", ok, err)
	}
}

// Several actions of one table stored in one call are stored in order, in
// one commit; a taken number refuses the call.
func TestAppendActions(t *testing.T) { storetest.Run(t, testAppendActions) }

func testAppendActions(t *testing.T, b storetest.Backend) {
	ctx := context.Background()
	s := openTest(t, b)
	id := "m-" + time.Now().Format("150405.000000000")
	if err := s.CreateTable(ctx, Table{ID: id, Variant: "toy", Config: engine.Config{Players: 3}, CreatedAt: time.Now()}); err != nil {
		t.Fatal(err)
	}
	pass := func(s engine.Seat) engine.SeatAction {
		return engine.SeatAction{Seat: s, Action: engine.Action{Type: engine.Pass}}
	}
	if err := s.AppendAction(ctx, id, "", 0, engine.SeatAction{Action: engine.Action{Type: engine.Tsumo}}); err != nil {
		t.Fatal(err)
	}
	if err := s.AppendActions(ctx, id, "", 1, []engine.SeatAction{pass(1), pass(2)}); err != nil {
		t.Fatal(err)
	}
	if err := s.AppendActions(ctx, id, "", 2, []engine.SeatAction{pass(0), pass(1)}); !errors.Is(err, ErrConflict) {
		t.Fatalf("a taken number: %v", err)
	}
	back, err := s.Actions(ctx, id)
	if err != nil || len(back) != 3 || back[1].Seat != 1 || back[2].Seat != 2 {
		t.Fatalf("Actions = %v, %v", back, err)
	}
}
