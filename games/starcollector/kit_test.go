package starcollector

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// TestKit runs the conformance suite under both end rules.
func TestKit(t *testing.T) {
	t.Parallel()
	gametest.Run(t, gametest.Suite{
		Game:   Game{},
		Scenes: true,
		Configs: []games.Config{
			{Seats: 2},
			{Seats: 2, Options: map[string]string{"end": endDefault}},
			{Seats: 2, Options: map[string]string{"end": endDeckEmpty}},
		},
	})
}
