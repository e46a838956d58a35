//go:build unix

package main

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used, garbage collection
// included: on a loaded machine a move's wall time says more about the
// other processes than about the player.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
