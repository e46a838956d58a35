//go:build race

package commands_test

// raceEnabled: under the race detector every click and every drawing
// is several times slower, past the waits after which a replay step goes
// without its picture; the tests that wait on a replay's picture run in
// the suite without it.
const raceEnabled = true

// waitingTests under the race detector: the tests stop waiting and start
// computing (the detector makes each click and drawing five to ten times
// dearer; a run used 16 CPU-minutes in 20 minutes on two cores), and a
// third and fourth test at once only starve the first two past their
// waits.
const waitingTests = 2

// slower stretches the times of the tests that race a timer against the
// bot's work (a 120 ms turn timer against a 400 ms rest): the detector
// slows the work, and a table would rest before its timer moved.
const slower = 5
