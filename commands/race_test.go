//go:build race

package commands_test

// raceEnabled: under the race detector every click and every drawing
// is several times slower, past the waits after which a replay step goes
// without its picture; the tests that wait on a replay's picture run in
// the suite without it.
const raceEnabled = true
