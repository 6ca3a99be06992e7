//go:build unix

package cputime

import (
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
