package bitch

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// Random games are long: a random player picks up often, a wrong bluff
// call (8 cards) follows most pickups at a big table, once every 10 and
// joker is burned nothing leaves play, and a play of several cards (a
// value, then how many, or back) takes a random player two answers or
// more. Measured over 150 seeds with the Auto decks (1 for 2 players, 2
// for 3-6, 3 for 7-8), through the lean random playout: 2 players about
// 700 answers (at most about 2,600), 3-6 players about 3,100-3,400 (at
// most about 11,000), 8 players about 6,500 (at most about 22,000); 4
// decks reach further (TestRandomGamesEnd gives them a wider bound).
// The bound leaves room without letting an endless game pass.
const kitMaxSteps = 60000

// kitGames scales the number of games to the mode the tests run in
// (gametest.Scale): deep-checked games at big tables cost the most.
func kitGames(n int) int { return gametest.Scale(n, 2) }

func TestKitSmallTables(t *testing.T) {
	gametest.Run(t, gametest.Suite{
		Game:     Game{},
		Configs:  []games.Config{{Seats: 2}, {Seats: 3}, {Seats: 4}},
		Scenes:   true,
		Measured: true,
		Games:    kitGames(300),
		Deep:     3,
		MaxSteps: kitMaxSteps,
	})
}

func TestKitLargeTables(t *testing.T) {
	gametest.Run(t, gametest.Suite{
		Game:     Game{},
		Configs:  []games.Config{{Seats: 5}, {Seats: 6}, {Seats: 7}, {Seats: 8}},
		Games:    kitGames(40),
		Deep:     1,
		MaxSteps: kitMaxSteps,
	})
}

func TestKitOptions(t *testing.T) {
	gametest.Run(t, gametest.Suite{
		Game: Game{},
		Configs: []games.Config{
			{Seats: 2, Options: map[string]string{optFirst: firstDealer, optDealer: dealerHost}},
			{Seats: 2, Options: map[string]string{optDecks: "3"}},
			{Seats: 4, Options: map[string]string{optDecks: "2", optFirst: firstDealer}},
		},
		Games:    kitGames(30),
		Deep:     1,
		MaxSteps: kitMaxSteps,
	})
}

// The legal-move counts from fixed deals, pinned as perft numbers pin a
// chess move generator: lines of play of each length from the deal, and
// the answers offered along a seeded random line. A changed number means
// the game offers other answers than it did; see gametest.CheckPins.
func TestLegalMoveCountsFromFixedDealsArePinned(t *testing.T) {
	t.Parallel()
	gametest.CheckPins(t, Game{}, []gametest.Pin{
		{Config: games.Config{Seats: 2, Seed: 1}, Perft: []int{17, 268, 3932, 53738}, Steps: 300, Line: 1741},
		{Config: games.Config{Seats: 2, Seed: 2}, Perft: []int{14, 170, 1852, 18768}, Steps: 300, Line: 1626},
		{Config: games.Config{Seats: 8, Seed: 1}, Perft: []int{53, 2690, 131204}, Steps: 300, Line: 2849},
	})
}
