//go:build !race

package gametest

// Race is whether the tests run under the race detector.
const Race = false
