package bitch

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
)

// passDetail is the detail of seat's pass option (pick up, or draw for 7s).
func passDetail(t *testing.T, s *state, seat int) string {
	t.Helper()
	for _, o := range turnPrompt(t, s, seat).Options {
		if o.ID == "pass" {
			return o.Detail
		}
	}
	t.Fatalf("seat %d may not pass", seat)
	return ""
}

func TestWithTheDeckEmptyNobodyIsAskedToCallABluff(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "5C 6C").hand(1, "4D").hand(2, "4H").played("9S", 9)
	assert.Equal(t, "Ends your turn; with the deck empty, nobody may call your bluff", passDetail(t, s, 0))
	play(t, s, 0, "pass")
	assert.False(t, canCall(s, 1), "a call on an empty deck could only show the caller's hand")
	assert.False(t, canCall(s, 2))
	assert.Nil(t, s.Bluff)
}

func TestDrawingForSevensFromAnEmptyDeckSaysNothingIsDrawnAndNobodyMayCall(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "5C").hand(1, "4D").played("4S", 4).played("7S", 7)
	assert.Equal(t, "The deck is empty: you draw nothing, and nobody may call your bluff", passDetail(t, s, 0))
	play(t, s, 0, "pass")
	assert.False(t, canCall(s, 1))
}

func TestWhileTheDeckLastsABluffMayStillBeCalled(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "5C 6C 8H 8D 8S").hand(1, "4D 4C 4S 5D 5S").hand(2, "4H 3C 3D 3S 5H").played("9S", 9).deck("2H 3H")
	assert.Equal(t, "The deck has 1 card; anyone may call your bluff", enWords().deckHas[1])
	play(t, s, 0, "pass")
	assert.True(t, canCall(s, 1), "the caught bluffer would draw the deck's last card")
}

func TestAGameDealtBeforeTheRulingStillOffersCallsOnAnEmptyDeck(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "5C 6C").hand(1, "4D").hand(2, "4H").played("9S", 9)
	s.Edition = editionCallsOnEmptyDeck
	play(t, s, 0, "pass")
	assert.True(t, canCall(s, 1), "an old game plays to its end by the rules it was dealt in")
	first := editionCallsOnEmptyDeck
	old, err := Game{}.New(games.Config{Seats: 3, Seed: 7, Edition: &first})
	assert.NoError(t, err)
	assert.Equal(t, editionCallsOnEmptyDeck, old.(games.Revised).DealtEdition())
	s2, err := Game{}.New(games.Config{Seats: 3, Seed: 7})
	assert.NoError(t, err)
	assert.Equal(t, newestEdition, s2.(games.Revised).DealtEdition())
}
