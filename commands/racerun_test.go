package commands_test

import (
	"testing"

	"github.com/deckhand/deckhand/games"
)

// gamesPlayedWhole is the games a test plays through the fake Discord,
// deal after deal: every game, but only Star Collector (the shortest) in
// the short form under the race detector. That run looks for data races
// in the bot, whose concurrent code (the router, the table, the outbox,
// the pictures, the CPU seats) is the same whatever game it carries; five
// games played under a detector that makes each click five to ten times
// dearer took the package past twenty minutes and starved its timer tests.
// What each game says and draws is checked in every other run.
func gamesPlayedWhole() []games.Game {
	if !raceEnabled || !testing.Short() {
		return games.All()
	}
	g, ok := games.Lookup("starcollector")
	if !ok {
		panic("Star Collector is not registered")
	}
	return []games.Game{g}
}

// readsALongGame is said by a test that plays one game long only to read
// what it then says (every page of a Log, every card of a crowded table):
// in the short form under the race detector it is skipped, for the reason
// gamesPlayedWhole gives; the reading it ends on is raced by the shorter
// tests of the same route.
func readsALongGame(t *testing.T) {
	t.Helper()
	if raceEnabled && testing.Short() {
		t.Skip("plays a long game only to read it; the race run reads shorter ones")
	}
}

// waitsOnReplayPictures is said by a test that waits for a replay step's
// picture: under the race detector it is skipped. A replay is drawn
// after the pictures live games wait on, and gives up after five
// seconds, going as text; under the detector, with three tests playing
// at once, live pictures fill the drawing slots that long.
func waitsOnReplayPictures(t *testing.T) {
	t.Helper()
	if raceEnabled {
		t.Skip("waits on replay pictures, which the race detector slows past their drawing wait")
	}
}
