//go:build !unix

package gametest

// cpuSeconds is unknown here: BenchSearch reports wall time only.
func cpuSeconds() float64 { return 0 }
