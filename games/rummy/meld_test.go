package rummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games/cards"
)

func TestASetIsThreeOrFourCardsOfOneRank(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7C 7D 7H 7S 2C", "KD"}})
	answer(t, s, kindMeld, "7C", "7D", "7H")
	require.Len(t, s.Melds, 1)
	assert.False(t, s.Melds[0].Run)
	assert.Equal(t, "7C 7D 7H", codes(s.Melds[0].cardList()))

	s = build(t, table{hands: [2]string{"7C 7D 7H 7S 2C", "KD"}})
	answer(t, s, kindMeld, "7C", "7D", "7H", "7S")
	assert.Equal(t, "7C 7D 7H 7S", codes(s.Melds[0].cardList()))
	assert.Equal(t, "2C", codes(s.Hands[0]))
}

func TestCardsOfMixedRanksAndSuitsAreNoMeldAndTheRefusalSaysWhy(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7C 8D 9H 2C", "KD"}})
	before := mustEncode(t, s)
	_, err := try(s, kindMeld, "7C", "8D", "9H")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not a meld")
	assert.Contains(t, err.Error(), "one rank")
	assert.Equal(t, before, mustEncode(t, s), "a refused meld changes nothing")
}

func TestARunIsThreeOrMoreCardsOfOneSuitInSequence(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"4H 5H 6H 7H 8H KS", "KD"}})
	answer(t, s, kindMeld, "8H", "4H", "6H", "5H", "7H")
	require.Len(t, s.Melds, 1)
	assert.True(t, s.Melds[0].Run)
	assert.Equal(t, "4H 5H 6H 7H 8H", codes(s.Melds[0].cardList()), "a run is kept in sequence")
}

func TestARunWithAGapIsRefusedAndTheRefusalSaysWhy(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"4H 5H 7H KS", "KD"}})
	_, err := try(s, kindMeld, "4H", "5H", "7H")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not in sequence")
}

func TestRunsWrapAroundTheAceByDefault(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"QS KS AS 2S 3S 9D", "KD"}})
	answer(t, s, kindMeld, "AS", "2S", "3S", "QS", "KS")
	assert.Equal(t, "QS KS AS 2S 3S", codes(s.Melds[0].cardList()), "the run reads round the corner")
}

func TestWithWrapAroundOffTheAceEndsARun(t *testing.T) {
	t.Parallel()
	s := build(t, table{noWrap: true, hands: [2]string{"KS AS 2S 9D", "KD"}})
	_, err := try(s, kindMeld, "KS", "AS", "2S")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "wrap-around is off")

	game, err := Game{}.New(testConfig(map[string]string{optWrap: "off"}))
	require.NoError(t, err)
	assert.False(t, game.(*state).Wrap)
	game, err = Game{}.New(testConfig(nil))
	require.NoError(t, err)
	assert.True(t, game.(*state).Wrap, "wrap-around is on by default")
}

func TestAnAceIsLowOrHighWithOrWithoutWrap(t *testing.T) {
	t.Parallel()
	for _, wrap := range []bool{true, false} {
		s := build(t, table{noWrap: !wrap, hands: [2]string{"AS 2S 3S QH KH AH 9D", "KD"}})
		answer(t, s, kindMeld, "AS", "2S", "3S")
		answer(t, s, kindMeld, "AH", "QH", "KH")
		assert.Equal(t, "AS 2S 3S", codes(s.Melds[0].cardList()))
		assert.Equal(t, "QH KH AH", codes(s.Melds[1].cardList()))
	}
}

func TestARunCannotRepeatARank(t *testing.T) {
	t.Parallel()
	// One deck holds each card once, so the only way to repeat a rank
	// in a run's cards is with another suit, or with a second deck.
	s := build(t, table{hands: [2]string{"5H 6H 6C 7H KS", "KD"}})
	_, err := try(s, kindMeld, "5H", "6H", "6C", "7H")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not a meld")

	_, err = newMeld(cards.ParseAll("5H 6H 6H 7H"), true, 0)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no rank twice")

	// A run round the whole suit holds 13 ranks and takes nothing more,
	// though with wrap its ends touch.
	s = build(t, table{hands: [2]string{"9D 2C", "KD"},
		melds: []string{"AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"}})
	assert.Nil(t, prompt(s, kindLayOff))
	_, ok := s.Melds[0].shape().fits(cards.MustParse("AH"), true)
	assert.False(t, ok, "a 13-card run cannot take a second ace")
}

func TestARunMayHoldAllThirteenRanks(t *testing.T) {
	t.Parallel()
	for _, wrap := range []bool{true, false} {
		s := build(t, table{noWrap: !wrap, hands: [2]string{"2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH 5C", "KD"}})
		assert.Equal(t, []string{"run-AH-13"}, optionIDs(s, kindQuick), "the whole suit in one click, wrap %v", wrap)
		answer(t, s, kindMeld, "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH")
		answer(t, s, kindLayOff, layOffID(cards.MustParse("AH"), 0))
		assert.Len(t, s.Melds[0].Cards, 13)
		assert.Equal(t, "5C", codes(s.Hands[0]))
	}
}

func TestEveryCardInAMeldRemembersWhoLaidIt(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"4H 5H 6H 2C 9D", "KD"}, melds: []string{"@1 7S 8S 9S"}})
	answer(t, s, kindMeld, "4H", "5H", "6H")
	assert.Equal(t, []Placed{{cards.MustParse("7S"), 1}, {cards.MustParse("8S"), 1}, {cards.MustParse("9S"), 1}}, s.Melds[0].Cards)
	for _, p := range s.Melds[1].Cards {
		assert.Equal(t, 0, p.By)
	}
}

func TestOneClickMeldsOfferEverySetAndEveryLongestRun(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7C 7D 7H 2S 3S 4S 5S 9S 10D", "KD"}})
	assert.Equal(t, []string{"set-7", "run-2S-4"}, optionIDs(s, kindQuick))
	answer(t, s, kindQuick, "run-2S-4")
	assert.Equal(t, "2S 3S 4S 5S", codes(s.Melds[0].cardList()))
	assert.Equal(t, []string{"set-7"}, optionIDs(s, kindQuick))
}

func TestOneClickRunsFollowTheWrapOption(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"QS KS AS 2S 9D", "KD"}})
	assert.Equal(t, []string{"run-QS-4"}, optionIDs(s, kindQuick))
	s = build(t, table{noWrap: true, hands: [2]string{"QS KS AS 2S 9D", "KD"}})
	assert.Equal(t, []string{"run-QS-3"}, optionIDs(s, kindQuick), "without wrap the ace ends the run")
}
