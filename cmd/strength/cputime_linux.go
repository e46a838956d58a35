package main

import (
	"syscall"
	"time"
)

// threadCPU is the CPU time the calling thread has used. Each game runs
// on a goroutine locked to its thread, so this is the thinking player's
// own: on a loaded machine a move's wall time says more about the other
// processes than about the player.
func threadCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_THREAD, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
