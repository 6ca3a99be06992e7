package server

import (
	"context"
	"testing"
	"time"
)

// A table's do either runs its function and says so, or gives up and the
// function never runs: a connection that gave up on its welcome leaves
// no client counted behind it.
func TestDoRunsOrNot(t *testing.T) {
	tb := &table{cmds: make(chan func(), 64), done: make(chan struct{})}
	go func() {
		for f := range tb.cmds {
			f()
		}
	}()
	defer close(tb.cmds)
	sync := func() { // waits until everything queued so far has run
		ran := make(chan struct{})
		tb.cmds <- func() { close(ran) }
		<-ran
	}

	// Given up while queued: it never runs.
	busy, release := make(chan struct{}), make(chan struct{})
	tb.cmds <- func() { close(busy); <-release } // the table is busy
	<-busy
	ctx, cancel := context.WithCancel(context.Background())
	ran := false
	errc := make(chan error)
	go func() { errc <- tb.do(ctx, func() { ran = true }) }()
	for len(tb.cmds) == 0 { // do's function is queued behind the busy one
		time.Sleep(time.Millisecond)
	}
	cancel()
	if err := <-errc; err == nil {
		t.Fatal("do gave up but said the function ran")
	}
	close(release)
	sync()
	if ran {
		t.Fatal("the function ran after do gave up")
	}

	// Already running when ctx ends: do waits for it and says it ran.
	ctx, cancel = context.WithCancel(context.Background())
	started, finish := make(chan struct{}), make(chan struct{})
	go func() { errc <- tb.do(ctx, func() { close(started); <-finish }) }()
	<-started
	cancel()
	time.Sleep(10 * time.Millisecond) // do sees ctx end while the function runs
	close(finish)
	if err := <-errc; err != nil {
		t.Fatalf("the function ran, but do said %v", err)
	}
}
