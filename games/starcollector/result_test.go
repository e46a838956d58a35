package starcollector

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The ranking "1. bob — 0, 2. ann — 4" reads as a mistake unless it says
// why: the seat that ran out of cards before the deck did is named so
// beside its place, and a game the stars decided needs no word.
func TestTheRankingSaysWhoRanOutOfCardsBeforeTheDeckDid(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"galaxy", "nebula"}}, deck: []string{"binary"}})
	turn(t, s, Fight, "comet", Fight, "galaxy")
	r := s.Result()
	require.NotNil(t, r)
	assert.Equal(t, []int{4, 0}, r.Score, "the loser holds more stars")
	assert.Equal(t, []string{"ran out of cards before the deck did", ""}, r.Why)

	s = build(t, table{hands: [2][]string{{"comet"}, {"meteor"}}, deck: []string{"binary"}})
	turn(t, s, Fight, "comet", Fight, "meteor")
	ranOut := "ran out of cards before the deck did"
	assert.Equal(t, []string{ranOut, ranOut}, s.Result().Why, "a draw by both running out says so of both")

	s = build(t, table{hands: [2][]string{{"comet"}, {"galaxy", "nebula", "pulsar"}}, collected: [2][]string{nil, {"quasar"}}})
	turn(t, s, Fight, "comet", Draw, "nebula")
	require.NotNil(t, s.Result())
	assert.Empty(t, s.Result().Why, "with the deck empty the stars decide, and the scores say so")
}
