//go:build !linux

package main

import "time"

// threadCPU is not measured outside Linux; the table shows wall time.
func threadCPU() (time.Duration, bool) { return 0, false }
