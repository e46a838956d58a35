package bitch

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAHandUnderFiveIsFilledToFiveAtTheStartOfATurn(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "6C 3C").hand(1, "4D").played("5S", 5).deck("2H 3H 4H 5H 6H 7H")
	ev := play(t, s, 0, "6")
	assert.Equal(t, "4D 2H 3H 4H 5H", handCodes(s, 1))
	assert.Equal(t, "3C", handCodes(s, 0), "seat 0 fills up at its next turn, not now")
	var private []string
	for _, e := range ev {
		if e.Private {
			assert.Equal(t, 1, e.Seat)
			private = append(private, e.Text)
		}
	}
	assert.Equal(t, []string{"You drew 2♥ 3♥ 4♥ 5♥."}, private)
}

func TestAHandOfFiveOrMoreDrawsNothing(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "6C").hand(1, "2D 3D 4D 5D 6D 7D").played("5S", 5).deck("2H 3H")
	play(t, s, 0, "6")
	assert.Len(t, s.Hands[1], 6)
	assert.Len(t, s.Deck, 2)
}

func TestTheFillStopsWhenTheDeckRunsOut(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "6C 3C").hand(1, "4D").played("5S", 5).deck("2H")
	play(t, s, 0, "6")
	assert.Equal(t, "4D 2H", handCodes(s, 1))
	assert.Empty(t, s.Deck)
}

func TestAnExtraTurnStartsWithAFill(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "10C 3C").played("5S", 5).deck("2H 3H 4H 5H")
	play(t, s, 0, "10")
	assert.Equal(t, 0, s.Turn)
	assert.Equal(t, "3C 2H 3H 4H 5H", handCodes(s, 0))
}
