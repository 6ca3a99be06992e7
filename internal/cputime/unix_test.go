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
