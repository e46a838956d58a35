//go:build race

package discordtest

// patience is how much longer a test waits under the race detector: it
// makes the bot five to ten times slower, and a wait that passes in a
// second on its own can take twenty on two cores shared with the other
// tests of a package.
const patience = 3
