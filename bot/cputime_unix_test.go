//go:build unix

package bot_test

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used so far. The benchmarks report
// it beside wall time because on a busy machine wall time mostly measures
// the other processes.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
