package starcollector

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/deckhand/deckhand/games"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDeterminizeReshufflesOnlyWhatTheSeatCannotSee(t *testing.T) {
	t.Parallel()
	s := build(t, table{
		hands:     [2][]string{{"comet", "galaxy"}, {"nebula", "pulsar", "quasar"}},
		deck:      []string{"binary", "meteor", "cluster", "supernova", "solar-wind"},
		pot:       []string{"red-giant"},
		collected: [2][]string{{"nursery"}, nil},
	})
	choose(t, s, 1, Draw, "nebula")
	hidden := slices.Sorted(slices.Values(append(ids(s.Hands[1]), ids(s.Deck)...)))
	before, _ := s.Encode()

	seen := map[string]bool{}
	for i := range 50 {
		d := s.Determinize(0, rand.New(rand.NewPCG(uint64(i), 1))).(*state)
		assert.Equal(t, ids(s.Hands[0]), ids(d.Hands[0]), "the seat's own hand moved")
		assert.Equal(t, ids(s.Pot), ids(d.Pot))
		assert.Equal(t, ids(s.Collected[0]), ids(d.Collected[0]))
		assert.Len(t, d.Hands[1], 3)
		assert.Len(t, d.Deck, 5)
		assert.Equal(t, hidden, slices.Sorted(slices.Values(append(ids(d.Hands[1]), ids(d.Deck)...))))
		require.NotNil(t, d.Chosen[1], "the other seat has still chosen")
		assert.Contains(t, d.Hands[1], d.Chosen[1].Card, "the other seat chose a card it does not hold")
		seen[d.Hands[1][0].ID()] = true
	}
	assert.Greater(t, len(seen), 1, "the other hand was never reshuffled")
	after, _ := s.Encode()
	assert.Equal(t, string(before), string(after), "Determinize changed its receiver")
}

func TestADecodedStateWhereBothHaveChosenIsRefused(t *testing.T) {
	t.Parallel()
	s, err := newState(games.Config{Seats: 2, Seed: 1})
	require.NoError(t, err)
	for seat := range seats {
		s.Chosen[seat] = &Choice{Card: s.Hands[seat][0], Side: Fight}
	}
	data, err := s.Encode()
	require.NoError(t, err)
	_, err = Game{}.Decode(data)
	require.ErrorContains(t, err, "both seats have chosen")
}
