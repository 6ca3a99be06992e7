// Package cputime reads the CPU time the process has used, which the
// benchmarks report beside wall time: on a busy machine wall time mostly
// measures the other processes.
package cputime

import "time"

// Used returns the process's user and system time so far, or 0 where the
// system does not say.
func Used() time.Duration { return used() }
