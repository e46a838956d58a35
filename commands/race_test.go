//go:build race

package commands_test

// raceEnabled: under the race detector every click and every drawing
// is several times slower, past the waits after which a replay step goes
// without its picture; the tests that wait on a replay's picture run in
// the suite without it.
const raceEnabled = true

// waitingTests under the race detector: the tests wait less and compute
// more (the detector makes each click and drawing five to ten times
// dearer), and four at once starved each other past their waits; two
// left a core idle a third of the time (8 CPU-minutes in 11 minutes).
const waitingTests = 3

// slower stretches the times of the tests that race a timer against the
// bot's work (a 120 ms turn timer against a 400 ms rest): the detector
// slows the work, and a table would rest before its timer moved.
const slower = 5
