//go:build linux

package cputime

import (
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTime is Linux's CLOCK_THREAD_CPUTIME_ID: the thread's
// scheduler time to the nanosecond. (getrusage's RUSAGE_THREAD splits
// it by the timer tick's samples and moves in steps of milliseconds,
// too coarse to time one decision.)
const clockThreadCPUTime = 3

func thread() time.Duration {
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}
