//go:build !race

package discordtest

// patience: without the race detector a test waits the timeout as set.
const patience = 1
