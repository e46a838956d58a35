//go:build race

package keyforge

// raceEnabled cuts the long statistical runs under the race detector,
// which makes them ten times slower.
const raceEnabled = true
