package rummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

func TestDiscardingEndsTheTurn(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"2S 9D", "KD"}, pile: "4C"})
	answer(t, s, kindDiscard, "9D")
	assert.Equal(t, "4C 9D", codes(s.Pile))
	assert.Equal(t, 1, s.Turn)
	assert.Equal(t, phaseDraw, s.Phase)
	assert.Empty(t, games.PromptsFor(s.Prompts(), 0))
}

func TestACardTakenFromThePileCannotBeDiscardedThatTurn(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"2S 9D", "KD"}, pile: "4C 8H"})
	answer(t, s, kindDraw, "8H")
	assert.Equal(t, []string{"9D", "2S"}, optionIDs(s, kindDiscard))
	assert.Contains(t, prompt(s, kindDiscard).Text, "not one you took from the pile")
	before := mustEncode(t, s)
	_, err := try(s, kindDiscard, "8H")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "You took 8♥ from the discard pile this turn")
	assert.Equal(t, before, mustEncode(t, s))
}

func TestACardDrawnFromTheStockMayBeDiscardedAtOnce(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"2S 9D", "KD"}, pile: "4C", stock: "8H"})
	answer(t, s, kindDraw, optStock)
	answer(t, s, kindDiscard, "8H")
	assert.Equal(t, "4C 8H", codes(s.Pile))
}

func TestATakenCardMayBeDiscardedWhenItIsTheLastCardInHand(t *testing.T) {
	t.Parallel()
	// Take 8H, meld 5S 6S 7S, lay off 9D: 8H alone is left and goes out.
	s := build(t, table{phase: phaseDraw, hands: [2]string{"5S 6S 7S 9D", "KD"}, pile: "4C 8H",
		melds: []string{"@1 9C 9H 9S"}})
	answer(t, s, kindDraw, "8H")
	answer(t, s, kindMeld, "5S", "6S", "7S")
	answer(t, s, kindLayOff, "9D~1")
	assert.Equal(t, []string{"8H"}, optionIDs(s, kindDiscard))
	answer(t, s, kindDiscard, "8H")
	assert.Equal(t, 0, s.Tally[0].Out, "discarding the last card goes out")
}

func TestWhenOnlyCardsTakenThisTurnAreLeftAnyOfThemMayBeDiscarded(t *testing.T) {
	t.Parallel()
	// Take 5D KS JH; the set of fives uses the whole original hand, so
	// only taken cards are left: one of them must go, or the turn could
	// never end.
	s := build(t, table{phase: phaseDraw, hands: [2]string{"5C 5S", "KD"}, pile: "QD 5D KS JH"})
	answer(t, s, kindDraw, "5D")
	answer(t, s, kindMeld, "5C", "5S", "5D")
	assert.Equal(t, []string{"JH", "KS"}, optionIDs(s, kindDiscard))
	answer(t, s, kindDiscard, "KS")
	assert.Equal(t, 1, s.Turn)
}
