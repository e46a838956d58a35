package keyforge

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

func TestAPoolDeckIsTheSameDeckInEveryGameThatDealsIt(t *testing.T) {
	t.Parallel()
	deal := func(seed, n0, n1 uint64) *state {
		k0, v0 := Game{}.PoolDeck(0, n0)
		k1, v1 := Game{}.PoolDeck(1, n1)
		s, err := Game{}.New(games.Config{Seats: 2, Seed: seed, Options: map[string]string{k0: v0, k1: v1}})
		require.NoError(t, err)
		return s.(*state)
	}
	a, b := deal(1, 7, 8), deal(99, 8, 7)
	assert.Equal(t, a.table.P[0].DeckName, b.table.P[1].DeckName, "deck 7 is the same deck whoever holds it, whatever the game's seed")
	assert.Equal(t, a.table.P[0].Houses, b.table.P[1].Houses)
	assert.NotEqual(t, a.table.P[0].DeckName, a.table.P[1].DeckName, "decks 7 and 8 differ")
	_, err := Game{}.New(games.Config{Seats: 2, Seed: 1, Options: map[string]string{"deck0": "gen:x"}})
	assert.Error(t, err, "a pool deck needs a number")
}
