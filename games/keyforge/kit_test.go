package keyforge

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

func TestKit(t *testing.T) {
	cfgs := []games.Config{{Seats: 2}}
	for _, d := range readyDecks {
		cfgs = append(cfgs, games.Config{Seats: 2, Options: map[string]string{"deck0": d.Slug, "deck1": "random"}})
	}
	n := 300
	if testing.Short() {
		n = 40
	}
	gametest.Run(t, gametest.Suite{Game: Game{}, Configs: cfgs, Games: n, Deep: 8, MaxSteps: 20000})
}
