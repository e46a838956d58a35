package birdrummy

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

func TestKit(t *testing.T) {
	t.Parallel()
	gametest.Run(t, gametest.Suite{Game: Game{}, Scenes: true, Measured: true})
}

// The legal-move counts from fixed deals, pinned as perft numbers pin a
// chess move generator: lines of play of each length from the deal, and
// the answers offered along a seeded random line. A changed number means
// the game offers other answers than it did; see gametest.CheckPins.
func TestLegalMoveCountsFromFixedDealsArePinned(t *testing.T) {
	t.Parallel()
	gametest.CheckPins(t, Game{}, []gametest.Pin{
		{Config: games.Config{Seats: 2, Seed: 1}, Perft: []int{2, 3, 11, 53, 216, 815, 3123}, Steps: 300, Line: 136},
		{Config: games.Config{Seats: 2, Seed: 2}, Perft: []int{2, 2, 7, 30, 100, 287, 911}, Steps: 300, Line: 615},
	})
}
