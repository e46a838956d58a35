package rummy

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
)

func TestEvalFavoursTheSeatAheadInTheMatch(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseTally, hands: [2]string{"7C", "KD"}, tally: []RoundScore{{Out: 0, Melded: [2]int{120, 20}}}})
	assert.Greater(t, s.Eval(0), 0.7, "100 points ahead, about 7 rounds before 500")
	assert.InDelta(t, 1, s.Eval(0)+s.Eval(1), 1e-9, "one seat's chance is the other's loss")

	near := build(t, table{phase: phaseTally, hands: [2]string{"7C", "KD"}, tally: []RoundScore{{Out: 0, Melded: [2]int{20, 0}}}})
	far := build(t, table{phase: phaseTally, hands: [2]string{"7C", "KD"}, tally: []RoundScore{{Out: 0, Melded: [2]int{20, 0}}}, target: 1000})
	assert.Greater(t, near.Eval(0), far.Eval(0), "a lead is worth more when fewer rounds are left")
	assert.Greater(t, near.Eval(0), 0.5)
}

func TestEvalCountsMeldsInHandForAndDeadCardsAgainst(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7C 7D 7H 2S", "KD QH AS 9C"}, pile: "4C"})
	assert.Greater(t, s.Eval(0), 0.5, "seat 0 can meld its sevens; seat 1 holds 35 dead points")
	s = build(t, table{hands: [2]string{"2S", "3D"}, melds: []string{"@1 AH AD AS"}, pile: "4C"})
	assert.Less(t, s.Eval(0), 0.5, "seat 1 melded 45 points this round")
}

func TestEvalOfAFinishedMatchIsItsResult(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseOver, hands: [2]string{"7C", "KD"}, tally: []RoundScore{{Out: 1, Melded: [2]int{0, 30}}}})
	assert.Equal(t, games.Reward(s.Result(), 1), s.Eval(1))
	assert.Equal(t, 1.0, s.Eval(1))
	assert.Equal(t, 0.0, s.Eval(0))
}
