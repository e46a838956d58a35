package bitch

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOnASevenOnlyAnAceATwoATenOrASevenMayBePlayed(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "AC 2C 10C 7D 8C KC 5C").played("4S", 4).played("7S", 7)
	assert.Equal(t, []string{"2", "7", "10", "AL", "AH", "pass"}, optionIDs(t, s, 0))
	assert.Equal(t, "Draw 2", turnPrompt(t, s, 0).Options[5].Label)
	refused(t, s, 0, "8")
}

func TestNotAnsweringASevenDrawsTwoAndEndsTheTurn(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "7D 5C 6C 6D 6S").played("4S", 4).played("7S", 7).deck("3H 3D 9S")
	ev := play(t, s, 0, "pass")
	assert.Equal(t, "7D 5C 6C 6D 6S 3H 3D", handCodes(s, 0), "a player may draw even with a 7 in hand")
	assert.Equal(t, "4S 7S", stackCodes(s), "the stack stays")
	assert.Equal(t, 1, s.Turn, "drawing ends the turn")
	assert.Contains(t, eventText(ev), "draws 2 cards for the 7s")
}

func TestStackedSevensDrawTwoPerSeven(t *testing.T) {
	t.Parallel()
	deck := "2H 3H 4H 5H 6H 8H 9H JH QH KH"
	t.Run("one seven draws 2", func(t *testing.T) {
		t.Parallel()
		s := table(3).hand(0, "7C 5C").hand(1, "4D 4C 4S 5D 5S").played("3S", 3).deck(deck)
		play(t, s, 0, "7")
		play(t, s, 1, "pass")
		assert.Len(t, s.Hands[1], 7)
	})
	t.Run("two sevens draw 4", func(t *testing.T) {
		t.Parallel()
		s := table(3).hand(0, "7C 5C").hand(1, "7D 4D 4C 4S 5D 5S").hand(2, "4H 5H 6H 8H 9H").played("3S", 3).deck(deck)
		play(t, s, 0, "7")
		play(t, s, 1, "7")
		assert.Equal(t, "Draw 4", turnPrompt(t, s, 2).Options[0].Label)
		play(t, s, 2, "pass")
		assert.Len(t, s.Hands[2], 9)
	})
	t.Run("three sevens draw 6", func(t *testing.T) {
		t.Parallel()
		s := table(3).hand(0, "7C 5C").hand(1, "7D 7H 4D 4C 4S 5D").hand(2, "4H 5H 6H 8H 9H").played("3S", 3).deck(deck)
		play(t, s, 0, "7")
		play(t, s, 1, "7", "n2j0")
		assert.Equal(t, "Draw 6", turnPrompt(t, s, 2).Options[0].Label)
		play(t, s, 2, "pass")
		assert.Len(t, s.Hands[2], 11)
	})
	t.Run("two sevens played at once draw 4", func(t *testing.T) {
		t.Parallel()
		s := table(3).hand(0, "7C 7S 5C").hand(1, "4D 4C 4S 5D 5S").played("3S", 3).deck(deck)
		play(t, s, 0, "7", "n2j0")
		play(t, s, 1, "pass")
		assert.Len(t, s.Hands[1], 9)
	})
}

func TestSevensAreInvisibleOnceDrawnFor(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "7C 5C").hand(1, "4D").hand(2, "6C 4C KD").played("5S", 5).deck("2H 3H 4H")
	play(t, s, 0, "7")
	play(t, s, 1, "pass")
	// Seat 2 plays on the 5 beneath the 7: a 6 or a K, never a 4; and
	// seat 2 owes no draw.
	assert.Equal(t, []string{"6", "K", "pass"}, optionIDs(t, s, 2))
	assert.Equal(t, "Pick up the stack (2)", turnPrompt(t, s, 2).Options[2].Label)
	assert.Contains(t, publicText(s.Public()), "7♣ (see-through)")
}

func TestSevensAlreadyDrawnForDoNotCountAgain(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "7C 5C").hand(1, "4D").hand(2, "7D 9D").
		played("3S", 3).deck("2H 3H 4H 5H 6H 8H 9H")
	play(t, s, 0, "7")
	play(t, s, 1, "pass")
	play(t, s, 2, "7")
	assert.Equal(t, "Draw 2", turnPrompt(t, s, 0).Options[len(turnPrompt(t, s, 0).Options)-1].Label,
		"one new 7 on a 7 already drawn for: draw 2, not 4")
}

func TestAnsweringASevenWithATwoLetsAnythingFollow(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "2C 5C").hand(1, "3D 4D").played("9S", 9).played("7S", 7)
	play(t, s, 0, "2")
	assert.Equal(t, []string{"3", "4"}, optionIDs(t, s, 1))
}

func TestWithAnEmptyDeckTheDrawForSevensTakesNothing(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "5C").played("7S", 7)
	require.Empty(t, s.Deck)
	assert.Equal(t, "Draw 2", turnPrompt(t, s, 0).Options[0].Label)
	ev := play(t, s, 0, "pass")
	assert.Equal(t, "5C", handCodes(s, 0))
	assert.Contains(t, eventText(ev), "draws nothing: the deck is empty")
	assert.True(t, s.Stack[0].Spent)
}
