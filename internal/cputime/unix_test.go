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
// CPU time moves by a few microseconds a reading, never by a timer tick
// (as getrusage's does), so one decision of a bot can be timed by it.
func TestThreadIsFine(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := Thread()
	if start == 0 {
		t.Skip("no thread clock here")
	}
	last, step := start, time.Duration(0)
	for last-start < 20*time.Millisecond {
		now := Thread()
		step = max(step, now-last)
		last = now
	}
	if step > time.Millisecond {
		t.Errorf("the thread's CPU time moved by %v at once", step)
	}
}
