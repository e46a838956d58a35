//go:build !unix

package main

import "time"

// cpuTime is not measured here; the table shows wall time only.
func cpuTime() (time.Duration, bool) { return 0, false }
