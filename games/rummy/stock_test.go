package rummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games/cards"
)

func TestAnEmptyStockIsRebuiltFromThePileButItsTopCard(t *testing.T) {
	t.Parallel()
	s := build(t, table{exact: true, hands: [2]string{"2S 9D", "KD"}, pile: "4C 8H JS", stock: ""})
	answer(t, s, kindDiscard, "9D")
	assert.Equal(t, "9D", codes(s.Pile), "the top card stays")
	assert.ElementsMatch(t, cards.ParseAll("4C 8H JS"), s.Stock, "the rest is the new stock")
	assert.Equal(t, phaseDraw, s.Phase)
	assert.Equal(t, 1, s.Rebuilt)
	answer(t, s, kindDraw, optStock)
	assert.Len(t, s.Hands[1], 2)
}

func TestTheRebuiltStockIsShuffled(t *testing.T) {
	t.Parallel()
	pile := "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AD 2D 3D 4D"
	orders := map[string]bool{}
	for seed := uint64(1); seed <= 5; seed++ {
		s := build(t, table{exact: true, hands: [2]string{"2S 9S", "KS"}, pile: pile})
		s.RNG.Reseed(newRand(seed))
		answer(t, s, kindDiscard, "9S")
		orders[codes(s.Stock)] = true
	}
	assert.Greater(t, len(orders), 1)
}

func TestStockExhaustionEndsTheRoundWithNobodyOut(t *testing.T) {
	t.Parallel()
	// Seat 0 took the whole pile and discards: the pile holds one card
	// and cannot make a stock.
	s := build(t, table{exact: true, hands: [2]string{"4C 5C 6C 9D 2S", "KD AH"}, melds: []string{"@1 10S JS QS"}})
	answer(t, s, kindMeld, "4C", "5C", "6C")
	answer(t, s, kindDiscard, "9D")
	require.Len(t, s.Tally, 1)
	r := s.Tally[0]
	assert.Equal(t, -1, r.Out, "nobody went out")
	assert.Equal(t, 15-5, r.Score(0), "scored as usual: 4C 5C 6C less 2S")
	assert.Equal(t, 30-25, r.Score(1), "10S JS QS less KD AH")
	assert.Equal(t, phaseTally, s.Phase)
}

func TestABlockedRoundEndsWhenTheStockRunsOutAgainWithNothingMelded(t *testing.T) {
	t.Parallel()
	s := build(t, table{exact: true, hands: [2]string{"2S 9D", "KD"}, pile: "4C 8H"})
	answer(t, s, kindDiscard, "9D") // rebuilt: stock 4C 8H
	require.Equal(t, 1, s.Rebuilt)
	answer(t, s, kindDraw, optStock)
	answer(t, s, kindDiscard, optionIDs(s, kindDiscard)[0])
	require.Empty(t, s.Tally)
	require.Len(t, s.Stock, 1)
	answer(t, s, kindDraw, optStock)
	answer(t, s, kindDiscard, optionIDs(s, kindDiscard)[0])
	require.Len(t, s.Tally, 1, "nobody melded or laid off since the rebuild: the round ends")
	assert.Equal(t, -1, s.Tally[0].Out)
}

func TestAMeldSinceTheLastRebuildLetsTheStockBeRebuiltAgain(t *testing.T) {
	t.Parallel()
	s := build(t, table{exact: true, hands: [2]string{"2S 9D", "KD 5H 6H 7H"}, pile: "4C 8H"})
	answer(t, s, kindDiscard, "9D")
	answer(t, s, kindDraw, optStock)
	answer(t, s, kindMeld, "5H", "6H", "7H")
	answer(t, s, kindDiscard, "KD")
	answer(t, s, kindDraw, optStock)
	answer(t, s, kindDiscard, optionIDs(s, kindDiscard)[0])
	assert.Empty(t, s.Tally)
	assert.Equal(t, 2, s.Rebuilt)
}
