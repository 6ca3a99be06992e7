// Package cputime reads the CPU time the process has used, which the
// benchmarks report beside wall time: on a busy machine wall time mostly
// measures the other processes.
package cputime

import "time"

// Used returns the process's user and system time so far, or 0 where the
// system does not say.
func Used() time.Duration { return used() }

// Thread returns the CPU time of the calling OS thread, where the system
// says (Linux), else 0: with runtime.LockOSThread it times one goroutine's
// work alone, without the garbage collector's other threads.
func Thread() time.Duration { return thread() }
