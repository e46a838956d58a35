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
		discard:   []string{"wormhole"},
		collected: [2][]string{{"nursery"}, {"eclipse"}},
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
		assert.Equal(t, ids(s.Collected[1]), ids(d.Collected[1]), "collections are open")
		assert.Equal(t, ids(s.Discard), ids(d.Discard), "the discard pile was revealed card by card")
		assert.Len(t, d.Hands[1], 3)
		assert.Len(t, d.Deck, 5)
		assert.Equal(t, hidden, slices.Sorted(slices.Values(append(ids(d.Hands[1]), ids(d.Deck)...))))
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

// secretChoice is a state where seat 1 has committed Fight with its
// Comet, not yet revealed, and seat 0 has still to choose.
func secretChoice(t *testing.T) *state {
	s := build(t, table{
		hands: [2][]string{{"galaxy", "nebula"}, {"comet", "pulsar", "quasar"}},
		deck:  []string{"binary", "meteor", "cluster", "supernova", "solar-wind"},
	})
	choose(t, s, 1, Fight, "comet")
	return s
}

func TestADeterminizationNeverKeepsTheOpponentsSecretChoice(t *testing.T) {
	t.Parallel()
	s := secretChoice(t)
	for i := range 50 {
		d := s.Determinize(0, rand.New(rand.NewPCG(uint64(i), 2))).(*state)
		require.Nil(t, d.Chosen[1], "seat 0 cannot know seat 1's choice, yet the copy kept one")
		assert.Equal(t, s.Public(), d.Public(), "the board must still say seat 1 has chosen")
		assert.Equal(t, s.Private(0), d.Private(0))
		assert.Equal(t, []int{0, 1}, d.Waiting(nil), "seat 1 chooses again in the copy")
		assert.Len(t, d.Legal(1, nil), 2*3, "seat 1 may choose any card of its hand on either side")

		// Seat 0's choice does not reveal anything: seat 1 has to choose.
		require.NoError(t, d.Play(d.Legal(0, nil)[0].Answer))
		assert.Equal(t, 1, d.Turn, "seat 0's choice revealed a choice seat 1 has not made in the copy")
		assert.Len(t, d.Legal(1, nil), 2*3, "seat 1's choices narrowed to the kept one")
		draw := d.Legal(1, nil)[3] // the draw side of seat 1's first card
		require.NoError(t, d.Play(draw.Answer))
		assert.Equal(t, Draw, d.Last.Plays[1].Side, "the reveal shows the copy's own choice for seat 1")
	}
}

func TestADeterminizationForTheChooserKeepsItsOwnChoice(t *testing.T) {
	t.Parallel()
	s := secretChoice(t)
	d := s.Determinize(1, rand.New(rand.NewPCG(1, 2))).(*state)
	require.NotNil(t, d.Chosen[1], "seat 1 knows what it chose")
	assert.Equal(t, *s.Chosen[1], *d.Chosen[1])
	assert.Empty(t, d.Legal(1, nil), "seat 1 has nothing left to choose")
}
