package rummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games/cards"
)

func TestAStateSurvivesEncodeAndDecode(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S", "KD"}, pile: "4C 7H QD", melds: []string{"@1 4H 5H 6H"}})
	answer(t, s, kindDraw, "7H")
	b, err := s.Encode()
	require.NoError(t, err)
	back, err := Game{}.Decode(b)
	require.NoError(t, err)
	again, err := back.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(b), string(again))
	assert.Equal(t, s.Prompts(), back.Prompts())
}

func TestDecodeRefusesAStateWithoutOneWholeDeck(t *testing.T) {
	t.Parallel()
	s := build(t, table{exact: true, hands: [2]string{"7C 7D 2S", "KD"}, pile: "4C"})
	b, err := s.Encode()
	require.NoError(t, err)
	_, err = Game{}.Decode(b)
	assert.ErrorContains(t, err, "want 52")
	_, err = Game{}.Decode([]byte(`{"phase":"nap"}`))
	assert.ErrorContains(t, err, "unknown phase")

	s = build(t, table{phase: phaseTally, hands: [2]string{"7C", "KD"}})
	_, err = Game{}.Decode([]byte(mustEncode(t, s)))
	assert.ErrorContains(t, err, "no tally", "a board with no last round to show")
}

func TestDeterminizeKeepsTheCardsEveryoneSawTaken(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S 3S 9H", "KD 5C"}, pile: "4C 7H QD"})
	answer(t, s, kindDraw, "7H")
	before := mustEncode(t, s)
	for seed := uint64(0); seed < 10; seed++ {
		d := s.Determinize(1, newRand(seed)).(*state)
		assert.Equal(t, before, mustEncode(t, s), "the receiver is untouched")
		assert.Subset(t, d.Hands[0], cards.ParseAll("7H QD"), "seat 1 saw seat 0 take 7H and QD")
		assert.Len(t, d.Hands[0], len(s.Hands[0]))
		assert.Equal(t, s.Hands[1], d.Hands[1], "seat 1's own hand stays")
		assert.Equal(t, s.Public(), d.Public())
	}
}

func TestInventoryHoldsTheWholeDeck(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7C 7D 2S", "KD"}, pile: "4C", melds: []string{"4H 5H 6H"}})
	assert.ElementsMatch(t, cards.Codes(cards.Deck()), s.Inventory())
}
