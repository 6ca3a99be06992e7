//go:build unix

package cputime

import (
	"runtime"
	"testing"
	"time"
)

func TestUsedGrows(t *testing.T) {
	start := Used()
	for deadline := time.Now().Add(50 * time.Millisecond); time.Now().Before(deadline); {
	}
	if Used() <= start {
		t.Errorf("CPU time did not grow: %v then %v", start, Used())
	}
}

func TestThreadGrows(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := Thread()
	for deadline := time.Now().Add(50 * time.Millisecond); time.Now().Before(deadline); {
	}
	if end := Thread(); end <= start && end != 0 {
		t.Errorf("thread CPU time did not grow: %v then %v", start, end)
	}
}

// TestThreadIsFine: read again and again over 20 ms of work, a thread's
// CPU time moves hundreds of times, not once a timer tick (as getrusage's
// does: 20 moves at the most), so one decision of a bot can be timed by it.
// The count of moves is checked, not the largest: the thread may run a
// signal handler or the runtime's own work between two readings.
func TestThreadIsFine(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := Thread()
	if start == 0 {
		t.Skip("no thread clock here")
	}
	last, moves := start, 0
	for last-start < 20*time.Millisecond {
		now := Thread()
		if now != last {
			moves++
		}
		last = now
	}
	if moves < 200 {
		t.Errorf("the thread's CPU time moved only %d times in 20 ms", moves)
	}
}
