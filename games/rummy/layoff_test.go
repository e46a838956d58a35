package rummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games/cards"
)

func TestLayingOffExtendsARunAtEitherEnd(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"3H 7H 2C", "KD"}, melds: []string{"4H 5H 6H"}})
	assert.Equal(t, []string{"3H~1", "7H~1"}, optionIDs(s, kindLayOff))
	answer(t, s, kindLayOff, "3H~1")
	answer(t, s, kindLayOff, "7H~1")
	assert.Equal(t, "3H 4H 5H 6H 7H", codes(s.Melds[0].cardList()))
}

func TestLayingOffAddsAFourthCardToASet(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7S 2C", "KD"}, melds: []string{"7C 7D 7H"}})
	answer(t, s, kindLayOff, "7S~1")
	assert.Equal(t, "7C 7D 7H 7S", codes(s.Melds[0].cardList()))
}

func TestLayingOffWrapsAroundTheAceOnlyWithWrap(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"2H 9C", "KD"}, melds: []string{"QH KH AH"}})
	answer(t, s, kindLayOff, "2H~1")
	assert.Equal(t, "QH KH AH 2H", codes(s.Melds[0].cardList()))

	s = build(t, table{noWrap: true, hands: [2]string{"2H 9C", "KD"}, melds: []string{"QH KH AH"}})
	assert.Nil(t, prompt(s, kindLayOff), "without wrap nothing goes past the high ace")
	s = build(t, table{noWrap: true, hands: [2]string{"KH 9C", "KD"}, melds: []string{"AH 2H 3H"}})
	assert.Nil(t, prompt(s, kindLayOff), "nor below the low ace")
}

func TestCardsMayBeLaidOffOnAnyMeldOnTheTable(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7H 8S 2C", "KD"}, melds: []string{"4H 5H 6H", "@1 8C 8D 8H"}})
	assert.Equal(t, []string{"7H~1", "8S~2"}, optionIDs(s, kindLayOff))
	o, _ := prompt(s, kindLayOff).Option("8S~2")
	assert.Equal(t, "8♠ on meld 2 (set of 8s)", o.Label)
}

func TestALayOffOntoTheOpponentsMeldScoresForTheOneWhoLaidIt(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7H 9C", "2D"}, melds: []string{"@1 4H 5H 6H"}})
	answer(t, s, kindLayOff, "7H~1")
	require.Equal(t, Placed{cards.MustParse("7H"), 0}, s.Melds[0].Cards[3])
	answer(t, s, kindDiscard, "9C") // seat 0 goes out: the round is scored
	r := s.Tally[0]
	assert.Equal(t, [2]int{5, 15}, r.Melded, "7H scores for seat 0, the run's three cards for seat 1")
	assert.Equal(t, 5, r.Score(0))
	assert.Equal(t, 10, r.Score(1), "15 melded less the 2D left in hand")
}
