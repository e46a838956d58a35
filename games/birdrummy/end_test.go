package birdrummy

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

func TestTheDiscardPhaseDiscardsOneCardToTheForestAndPassesTheTurn(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 1)
	give(t, s, 0, "crow", 1)
	act(t, s, 0, pEnd, optEnd)
	_, ok := prompt(s, 0, pEnd)
	assert.False(t, ok)
	act(t, s, 0, pDiscard, "d.crow")
	assert.Equal(t, []string{"crow"}, keys(s, s.Forest))
	assert.Equal(t, 1, s.Turn)
	assert.Equal(t, 4, s.TurnNo)
	assert.Equal(t, phaseDraw, s.Phase)
}

func TestDiscardingTheLastCardInTheDiscardPhaseEndsTheGame(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 3)
	nest(t, s, 1, "crow", 1)
	give(t, s, 1, "dove", 1)
	act(t, s, 0, pPlay, "b.owl.2")
	act(t, s, 0, pEnd, optEnd)
	act(t, s, 0, pDiscard, "d.owl")
	r := s.Result()
	require.NotNil(t, r)
	assert.Equal(t, endLastCard, s.Ended)
	assert.Equal(t, []int{2, 0}, r.Score)
	assert.Equal(t, []int{1, 2}, r.Rank)
	assert.Equal(t, games.Seat(0)+" wins, 2 to 0 ("+games.Seat(0)+" discarded their last card).", r.Summary)
	assert.Empty(t, s.Prompts())
}

func TestAnEffectDiscardingTheLastCardDoesNotEndTheGame(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "storm", 1)
	give(t, s, 1, "owl", 1)
	act(t, s, 0, pCard, "c.storm")
	assert.Empty(t, s.Hands[1])
	assert.Nil(t, s.Result())
	assert.True(t, offered(s, 0, pEnd, optEnd))
}

func TestAPlayerWhoCannotDiscardGoesOn(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 2)
	act(t, s, 0, pPlay, "b.owl.2")
	act(t, s, 0, pEnd, optEnd)
	assert.Nil(t, s.Result(), "an empty hand at the discard phase is not the end")
	assert.Equal(t, 1, s.Turn)
	assert.Equal(t, phaseDraw, s.Phase)
	// The player plays the next turn as normal.
	act(t, s, 1, pDraw, optDeck)
	act(t, s, 1, pEnd, optEnd)
	act(t, s, 1, pDiscard, s.cat.def(s.Hands[1][0]).discardID)
	assert.Equal(t, 0, s.Turn)
	assert.True(t, offered(s, 0, pDraw, optDeck))
}

func TestPlayingTheLastCardAsAResourceInTheDiscardPhaseGoesOn(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	s.Phase = phaseDiscard
	give(t, s, 0, "feeder", 1)
	act(t, s, 0, pCard, "c.feeder")
	assert.Nil(t, s.Result())
	assert.Equal(t, 1, s.Turn)
}

func TestTheGameEndsWhenDeckAndForestAreBothEmpty(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	s.Phase = phaseDraw
	give(t, s, 0, "forage", 1)
	forest(t, s, "dove", "crow")
	onDeck(t, s, "owl")
	rest := s.Deck[:len(s.Deck)-1]
	s.Heaven = append(s.Heaven, rest...)
	s.Deck = s.Deck[len(s.Deck)-1:]
	act(t, s, 0, pDraw, optDeck) // the Owl, then the shuffled Forest: 2 cards, 1 left
	assert.Nil(t, s.Result())
	act(t, s, 0, pCard, "c.forage") // draws the last card
	r := s.Result()
	require.NotNil(t, r)
	assert.Equal(t, endEmpty, s.Ended)
	assert.Contains(t, r.Summary, "deck and Forest ran out")
	conserved(t, s)
}

func TestBirdsStillLandingCountWhenTheGameEndsMidTurn(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "sparrow", 2)
	forest(t, s, "crow")
	onDeck(t, s, "dove")
	s.Heaven = append(s.Heaven, s.Deck[:len(s.Deck)-1]...)
	s.Deck = s.Deck[len(s.Deck)-1:]
	act(t, s, 0, pPlay, "b.sparrow.2")
	act(t, s, 0, pUse, "u.sparrow.1") // takes the Crow and draws the Dove
	require.NotNil(t, s.Result())
	assert.Equal(t, 2, n(s, s.Nests[0], "sparrow"))
	assert.Equal(t, 2, s.cat.nestScore(s.Nests[0]))
	assert.Equal(t, []int{0, 0}, s.Result().Score, "2 Sparrows in the nest, the Crow and Dove in hand")
}

func TestNoMoveIsAcceptedAfterTheEnd(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 1)
	s.Phase = phaseDiscard
	act(t, s, 0, pDiscard, "d.owl")
	require.NotNil(t, s.Result())
	err := refused(t, s, 1, pDraw, optDeck)
	assert.True(t, errors.Is(err, games.ErrOver))
}
