package rummy

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// TestKit runs the shared conformance suite on the default match (wrap
// on, target 500), with wrap-around off, and with a low target so that
// matches also end by reaching it.
func TestKit(t *testing.T) {
	gametest.Run(t, gametest.Suite{
		Game: Game{},
		Configs: []games.Config{
			{Seats: 2},
			{Seats: 2, Options: map[string]string{optWrap: "off"}},
			{Seats: 2, Options: map[string]string{optTarget: "100"}},
		},
	})
}
