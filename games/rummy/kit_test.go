package rummy

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// TestKit runs the shared conformance suite on the default match (wrap
// on, target 500), with wrap-around off, and with a low target so that
// matches also end by reaching it (random players mostly end a match at
// the first tally; balance_test.go plays matches to the default target).
func TestKit(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 100
	}
	gametest.Run(t, gametest.Suite{
		Game:   Game{},
		Scenes: true,
		// 300 random matches per config keep the race-enabled run of the
		// package within a minute on a shared 2-core machine.
		Games: n,
		Configs: []games.Config{
			{Seats: 2},
			{Seats: 2, Options: map[string]string{optWrap: "off"}},
			{Seats: 2, Options: map[string]string{optTarget: "100"}},
		},
	})
}
