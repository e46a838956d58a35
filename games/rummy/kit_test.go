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
		Game:     Game{},
		Scenes:   true,
		Measured: true,
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

// The legal-move counts from fixed deals, pinned as perft numbers pin a
// chess move generator: lines of play of each length from the deal, and
// the answers offered along a seeded random line. A changed number means
// the game offers other answers than it did; see gametest.CheckPins.
func TestLegalMoveCountsFromFixedDealsArePinned(t *testing.T) {
	t.Parallel()
	gametest.CheckPins(t, Game{}, []gametest.Pin{
		{Config: games.Config{Seats: 2, Seed: 1}, Perft: []int{2, 17, 40, 245, 726, 4307}, Steps: 300, Line: 758},
		{Config: games.Config{Seats: 2, Seed: 2}, Perft: []int{2, 15, 30, 229, 474, 3467}, Steps: 300, Line: 654},
		{Config: games.Config{Seats: 2, Seed: 3, Options: map[string]string{optWrap: "off"}}, Perft: []int{2, 15, 31, 231, 500, 3677}, Steps: 300, Line: 541},
	})
}
