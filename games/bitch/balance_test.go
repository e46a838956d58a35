package bitch

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// TestPlayingFirstGivesNoGreatEdgeInRandomPlay plays fixed-seed random
// 4-player games and checks how often the player who opened finishes
// first: 25% would be fair. 400 games give a standard error near 2.2
// points, so the 8-point tolerance only fails on a real bias.
func TestPlayingFirstGivesNoGreatEdgeInRandomPlay(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 400 games")
	}
	t.Parallel()
	const games4, seats = 400, 4
	wins := 0
	for i := range games4 {
		g, err := Game{}.New(games.Config{Seats: seats, Seed: uint64(i) + 77})
		require.NoError(t, err)
		s := g.(*state)
		rng := rand.New(rand.NewPCG(uint64(i), 11))
		first := -1
		for s.Result() == nil {
			if s.Phase == phasePlay && first < 0 {
				first = s.Turn
			}
			_, _, err := games.PlayRandom(s, -1, false, rng)
			require.NoError(t, err)
		}
		if s.Result().Rank[first] == 1 {
			wins++
		}
	}
	rate := float64(wins) / games4
	t.Logf("the first player finished first in %.1f%% of %d games", 100*rate, games4)
	assert.InDelta(t, 0.25, rate, 0.08)
}
