package bitch

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// TestRandomGamesEnd plays random games at every table size on seeds
// other than the kit's, and with 4 decks, which no kit config uses, and
// checks that each ends within the bound. More decks make longer games:
// once every 10 and joker is burned, nothing leaves play and random
// players take long to shed a hand, so 4 decks get a wider bound.
func TestRandomGamesEnd(t *testing.T) {
	t.Parallel()
	n := 6
	if testing.Short() {
		n = 2
	}
	for seats := minSeats; seats <= maxSeats; seats++ {
		for i := range n {
			cfg := games.Config{Seats: seats, Seed: uint64(100*seats + i)}
			require.NoError(t, gametest.Play(Game{}, cfg, false, kitMaxSteps), "%d players, seed %d", seats, cfg.Seed)
		}
	}
	for _, seats := range []int{2, 8} {
		for i := range n / 2 {
			cfg := games.Config{Seats: seats, Seed: uint64(900 + i), Options: map[string]string{optDecks: "4"}}
			require.NoError(t, gametest.Play(Game{}, cfg, false, 4*kitMaxSteps), "%d players, 4 decks, seed %d", seats, cfg.Seed)
		}
	}
}
