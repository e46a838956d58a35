package gametest

import "testing"

// Scale is how many of n seeded random games (or rounds, or states) a
// test plays in the mode the tests run in: all n normally, a fifth with
// -short, and a fiftieth under the race detector. The race detector
// makes game code about ten times slower and finds little in it: a game
// state is one goroutine's, and the searches that share a game across
// goroutines are tested under it in their own packages. A few games
// still run, so a race in a game's shared data (a card pool, a cache)
// is still seen. It is never fewer than least.
func Scale(n, least int) int {
	switch {
	case Race:
		n /= 50
	case testing.Short():
		n /= 5
	}
	return max(n, least)
}
