//go:build race

package bot_test

// raceEnabled cuts the longest end-to-end runs under the race detector,
// which makes every click several times slower.
const raceEnabled = true
