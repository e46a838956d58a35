package rummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games/cards"
)

func TestCardValuesAreAce15TwoToNine5AndTenToKing10(t *testing.T) {
	t.Parallel()
	for code, want := range map[string]int{
		"AS": 15, "2H": 5, "5C": 5, "9D": 5, "10S": 10, "JH": 10, "QC": 10, "KD": 10,
	} {
		assert.Equal(t, want, value(cards.MustParse(code)), code)
	}
}

func TestAnAceInAceTwoThreeStillCounts15(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"AS 2S 3S 9D", "KD"}})
	answer(t, s, kindMeld, "AS", "2S", "3S")
	answer(t, s, kindDiscard, "9D")
	assert.Equal(t, 25, s.Tally[0].Melded[0], "A 15 + 2 five + 3 five")
}

func TestTheRoundScoreIsMeldedCardsMinusCardsLeftInHand(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"4C 5C 6C 9D", "KD AH 2C"},
		melds: []string{"@1 10S JS QS", "7H 7D 7S@1"}})
	answer(t, s, kindMeld, "4C", "5C", "6C")
	answer(t, s, kindDiscard, "9D")
	r := s.Tally[0]
	assert.Equal(t, 0, r.Out)
	assert.Equal(t, [2]int{15 + 10, 30 + 5}, r.Melded)
	assert.Equal(t, [2]int{0, 10 + 15 + 5}, r.InHand)
	assert.Equal(t, 25, r.Score(0))
	assert.Equal(t, 5, r.Score(1))
}

func TestGoingOutByDiscardingTheLastCard(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"9D", "KD"}})
	p := prompt(s, kindDiscard)
	require.NotNil(t, p)
	assert.Equal(t, "Your last card: you go out", p.Options[0].Detail)
	answer(t, s, kindDiscard, "9D")
	assert.Equal(t, phaseTally, s.Phase)
	assert.Equal(t, 0, s.Tally[0].Out)
}

func TestGoingOutWithoutADiscard(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"4C 5C 6C", "KD"}})
	ev := answer(t, s, kindMeld, "4C", "5C", "6C")
	assert.Equal(t, phaseTally, s.Phase, "melding the whole hand goes out at once")
	assert.Equal(t, 0, s.Tally[0].Out)
	assert.Empty(t, s.Hands[0])
	texts := ""
	for _, e := range ev {
		texts += e.Text + "\n"
	}
	assert.Contains(t, texts, "went out")
}

func TestGoingOutByLayingOffTheLastCard(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7C", "KD"}, melds: []string{"@1 7D 7H 7S"}})
	answer(t, s, kindLayOff, "7C~1")
	assert.Equal(t, phaseTally, s.Phase)
	assert.Equal(t, 0, s.Tally[0].Out)
	assert.Equal(t, [2]int{5, 15}, s.Tally[0].Melded)
}
