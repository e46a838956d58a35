package bitch

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// Random games are long: a random player picks up often, and with several
// callers a wrong bluff call (8 cards) follows most pickups. A 4-player
// game takes about 800 answers, an 8-player game about 2,500, rarely over
// 12,000 (see TestRandomGamesEnd); the bound leaves room without letting
// an endless game pass.
const kitMaxSteps = 30000

// kitGames scales the number of games to keep the suite near a minute
// under -race on two cores; -short cuts it further.
func kitGames(n int) int {
	if testing.Short() {
		return max(n/5, 4)
	}
	return n
}

func TestKitSmallTables(t *testing.T) {
	gametest.Run(t, gametest.Suite{
		Game:     Game{},
		Configs:  []games.Config{{Seats: 2}, {Seats: 3}, {Seats: 4}},
		Games:    kitGames(100),
		Deep:     1,
		MaxSteps: kitMaxSteps,
	})
}

func TestKitLargeTables(t *testing.T) {
	gametest.Run(t, gametest.Suite{
		Game:     Game{},
		Configs:  []games.Config{{Seats: 5}, {Seats: 8}},
		Games:    kitGames(20),
		Deep:     1,
		MaxSteps: kitMaxSteps,
	})
}

func TestKitOptions(t *testing.T) {
	gametest.Run(t, gametest.Suite{
		Game: Game{},
		Configs: []games.Config{
			{Seats: 2, Options: map[string]string{optFirst: firstDealer, optDealer: dealerHost}},
			{Seats: 3, Options: map[string]string{optDecks: "2", optFirst: firstDealer}},
		},
		Games:    kitGames(20),
		Deep:     1,
		MaxSteps: kitMaxSteps,
	})
}
