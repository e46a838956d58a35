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
		Game:     Game{},
		Scenes:   true,
		Measured: true,
		Configs: []games.Config{
			{Seats: 2},
			{Seats: 2, Options: map[string]string{"end": endDefault}},
			{Seats: 2, Options: map[string]string{"end": endDeckEmpty}},
		},
	})
}

// The legal-move counts from fixed deals, pinned as perft numbers pin a
// chess move generator: lines of play of each length from the deal, and
// the answers offered along a seeded random line. A changed number means
// the game offers other answers than it did; see gametest.CheckPins.
func TestLegalMoveCountsFromFixedDealsArePinned(t *testing.T) {
	t.Parallel()
	gametest.CheckPins(t, Game{}, []gametest.Pin{
		{Config: games.Config{Seats: 2, Seed: 1}, Perft: []int{12, 72, 904, 5568, 81048}, Steps: 300, Line: 420},
		// Seed 2's line ends on turn 3: seat 0 runs out of cards first.
		{Config: games.Config{Seats: 2, Seed: 2}, Perft: []int{12, 72, 912, 5776, 91464}, Steps: 300, Line: 48},
		{Config: games.Config{Seats: 2, Seed: 3, Options: map[string]string{"end": endDeckEmpty}}, Perft: []int{12, 72, 1008, 6912, 119032}, Steps: 300, Line: 410},
	})
}
