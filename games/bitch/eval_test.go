package bitch

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
)

func TestEvalFavoursTheSeatWithFewerCardsLeftToShed(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "3C").hand(1, "3D 4D 5D 6D 7D 8D").hand(2, "3H 4H 5H")
	assert.Greater(t, s.Eval(0), s.Eval(2), "1 card in hand beats 3")
	assert.Greater(t, s.Eval(2), s.Eval(1), "3 cards beat 6")
	for seat := range 3 {
		assert.InDelta(t, 0.5, s.Eval(seat), 0.5, "in [0, 1]")
	}
}

func TestEvalCountsNakedAndBlindCardsStillToShed(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "3C 4C").hand(1, "3D 4D").naked(1, "5D", "6D")
	assert.Greater(t, s.Eval(0), s.Eval(1), "the same hands, but seat 1 still has naked cards")
}

func TestEvalOfASeatThatIsOutIsItsPlace(t *testing.T) {
	t.Parallel()
	s := table(4).hand(1, "3D").hand(2, "3H 4H").hand(3, "3S 4S")
	s.Out = []int{0}
	assert.Equal(t, 1.0, s.Eval(0), "finished first")
	s.Out = []int{3, 0}
	assert.InDelta(t, 2.0/3, s.Eval(0), 1e-9, "finished second of four")
}

func TestEvalOfAFinishedGameIsItsReward(t *testing.T) {
	t.Parallel()
	s := table(3)
	s.Out, s.Phase = []int{2, 0, 1}, phaseOver
	for seat := range 3 {
		assert.InDelta(t, games.Reward(s.Result(), seat), s.Eval(seat), 1e-9, "seat %d", seat)
	}
}
