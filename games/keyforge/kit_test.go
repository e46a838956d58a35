package keyforge

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// TestKit runs the conformance suite on generated decks (the default)
// and on every ready-made deck against a generated one.
func TestKit(t *testing.T) {
	n, deep := 300, 10
	if testing.Short() || gametest.Race {
		n, deep = 20, 2
	}
	gametest.Run(t, gametest.Suite{Game: Game{}, Games: n, Deep: deep, MaxSteps: 20000, Scenes: true, Measured: true})
}

func TestKitReadyDecks(t *testing.T) {
	var cfgs []games.Config
	for _, d := range readyDecks {
		cfgs = append(cfgs, games.Config{Seats: 2, Options: map[string]string{"deck0": d.Slug, "deck1": "random"}})
	}
	cfgs = append(cfgs, games.Config{Seats: 2, Options: map[string]string{"deck0": readyDecks[0].Slug, "deck1": readyDecks[1].Slug}})
	n, deep := 30, 2
	if testing.Short() || gametest.Race {
		n, deep = 4, 1
	}
	gametest.Run(t, gametest.Suite{Game: Game{}, Configs: cfgs, Games: n, Deep: deep, MaxSteps: 20000})
}

// The legal-move counts from fixed deals, pinned as perft numbers pin a
// chess move generator: lines of play of each length from the deal, and
// the answers offered along a seeded random line. A changed number means
// the game offers other answers than it did; see gametest.CheckPins.
// New deals hold the current edition of the cards: seed 2's line was
// 1035 under the first edition (a deal held to its texts still gives
// 1035) and is 1255 under the second, whose card texts offer other moves.
func TestLegalMoveCountsFromFixedDealsArePinned(t *testing.T) {
	t.Parallel()
	gametest.CheckPins(t, Game{}, []gametest.Pin{
		{Config: games.Config{Seats: 2, Seed: 1}, Perft: []int{4, 8, 24, 121, 145, 484, 1800}, Steps: 300, Line: 794},
		{Config: games.Config{Seats: 2, Seed: 2}, Perft: []int{4, 8, 24, 122, 166, 500, 1643}, Steps: 300, Line: 1255},
	})
}
