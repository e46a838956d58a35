package bitch

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

func TestNakedCardsArePlayedOnceHandAndDeckAreEmpty(t *testing.T) {
	t.Parallel()
	s := table(2).naked(0, "9C 9D", "KC", "3C", "JK").played("5S", 5)
	p := turnPrompt(t, s, 0)
	assert.Contains(t, p.Text, "play naked cards")
	// The joker of a naked pile can join the 9s or stand alone.
	play(t, s, 0, "9", "n2j1")
	assert.Equal(t, "5S 9C 9D JK", stackCodes(s))
	assert.Equal(t, "(played) · K♣ · 3♣ · (played)", enWords().pilesText(s.Naked[0]))
}

func TestNakedCardsWaitWhileTheDeckLasts(t *testing.T) {
	t.Parallel()
	// Seat 1's hand is empty, but the deck is not: it draws, and plays
	// from the hand.
	s := table(2).hand(0, "6C 4C").naked(1, "KC", "KD", "KH", "KS").played("5S", 5).deck("3C 8D")
	play(t, s, 0, "6")
	assert.Equal(t, "3C 8D", handCodes(s, 1))
	assert.Equal(t, []string{"8", "pass"}, optionIDs(t, s, 1), "the Ks wait")
	assert.NotContains(t, turnPrompt(t, s, 1).Text, "naked")
}

func TestFailingOnNakedCardsTakesTheStackAndOneNakedCard(t *testing.T) {
	t.Parallel()
	s := table(2).naked(0, "3C 3D", "4C", "5C", "6C").played("KS", king)
	ids := optionIDs(t, s, 0)
	assert.Equal(t, []string{"take3C", "take3D", "take4C", "take5C", "take6C"}, ids)
	assert.Equal(t, "Pick up the stack (1) + take 4♣", turnPrompt(t, s, 0).Options[2].Label)
	play(t, s, 0, "take4C")
	assert.Equal(t, "KS 4C", handCodes(s, 0))
	assert.Equal(t, "3♣ 3♦ · (played) · 5♣ · 6♣", enWords().pilesText(s.Naked[0]))
	assert.Equal(t, 1, s.Turn)
}

func TestFailingOnNakedCardsAgainstSevensDrawsAndTakesOneNakedCard(t *testing.T) {
	t.Parallel()
	s := table(2).naked(0, "3C", "4C", "5C", "6C").played("7S", 7)
	assert.Equal(t, "Draw 2 + take 5♣", turnPrompt(t, s, 0).Options[2].Label)
	play(t, s, 0, "take5C")
	assert.Equal(t, "5C", handCodes(s, 0), "the deck is empty: the draw takes nothing")
	assert.Equal(t, "7S", stackCodes(s), "the 7 stays, see-through now")
}

func TestBlindCardsArePlayedOneAtATimeUnseen(t *testing.T) {
	t.Parallel()
	s := table(2).blind(0, "KC 9D 4C").played("5S", 5)
	p := turnPrompt(t, s, 0)
	assert.Equal(t, []string{"blind1", "blind2", "blind3"}, optionIDs(t, s, 0))
	for _, o := range p.Options {
		assert.NotContains(t, o.Label+o.Detail, "K♣", "a blind card is not shown before it is turned")
	}
	assert.NotContains(t, publicText(s.Private(0)), "K♣")
	ev := play(t, s, 0, "blind1")
	assert.Equal(t, "5S KC", stackCodes(s))
	assert.Equal(t, "9D 4C", codesText(s.Blind[0]))
	assert.Contains(t, eventText(ev), "plays from the blind cards K♣")
	assert.Equal(t, 1, s.Turn)
}

func TestAFailedBlindCardGoesToTheHandWithTheStack(t *testing.T) {
	t.Parallel()
	s := table(2).blind(0, "4C 9D").played("5S 8H", 5).played("QS", queen)
	ev := play(t, s, 0, "blind1")
	assert.Equal(t, "4C 5S 8H QS", handCodes(s, 0))
	assert.Empty(t, s.Stack)
	assert.Equal(t, "9D", codesText(s.Blind[0]))
	assert.Contains(t, eventText(ev), "turns up 4♣ from the blind cards: it cannot be played")
	assert.Equal(t, 1, s.Turn)
}

func TestABlindJokerIsDeclared(t *testing.T) {
	t.Parallel()
	s := table(3).blind(0, "JK 9D").played("9S", 9)
	play(t, s, 0, "blind1")
	p := turnPrompt(t, s, 0)
	assert.Contains(t, p.Text, "Joker")
	assert.Equal(t, []string{"2", "3", "4", "5", "6", "7", "8", "9", "AL"}, optionIDs(t, s, 0))
	assert.Contains(t, publicText(s.Public()), "Turn:** {seat0}")
	play(t, s, 0, "6")
	assert.Equal(t, value(6), s.Stack[1].As)
	assert.Equal(t, 1, s.Turn)
}

func TestABlindAceThatCouldGoEitherWayIsDeclared(t *testing.T) {
	t.Parallel()
	s := table(2).blind(0, "AC 9D").played("KS", king)
	play(t, s, 0, "blind1")
	assert.Equal(t, []string{"AL", "AH"}, optionIDs(t, s, 0))
	play(t, s, 0, "AH")
	assert.Equal(t, aceHigh, s.Stack[1].As)

	s = table(2).blind(0, "AC 9D").played("9S", 9)
	play(t, s, 0, "blind1")
	assert.Equal(t, aceLow, s.Stack[1].As, "on a 9 an ace can only be low: no question")
}

func TestPlayingTheLastBlindCardFinishes(t *testing.T) {
	t.Parallel()
	s := table(3).blind(0, "KC").played("5S", 5)
	ev := play(t, s, 0, "blind1")
	assert.Equal(t, finishers{0}, s.Out)
	assert.Contains(t, eventText(ev), "{seat0} is out, finishing 1st")
	assert.Equal(t, 1, s.Turn)
	assert.Nil(t, s.Result(), "two players are still in")
}

func TestAPlayerWhoFinishesWithATenPassesTheTurnOn(t *testing.T) {
	t.Parallel()
	s := table(3).blind(0, "10C").played("5S", 5)
	play(t, s, 0, "blind1")
	assert.Equal(t, finishers{0}, s.Out)
	assert.Empty(t, s.Stack)
	assert.Equal(t, 1, s.Turn)
}

func TestTheLastPlayerLeftLoses(t *testing.T) {
	t.Parallel()
	s := table(3).blind(1, "KC").played("5S", 5).to(1)
	s.Out = []int{2}
	ev := play(t, s, 1, "blind1")
	r := s.Result()
	require.NotNil(t, r)
	assert.Equal(t, []int{3, 2, 1}, r.Rank, "seat 2 first, seat 1 second, seat 0 left and last")
	assert.Contains(t, eventText(ev), "{seat0} is the last one left and loses")
	assert.Empty(t, s.Prompts())
	_, err := s.Apply(games.Answer{Seat: 0, PromptID: "t1.0", Choices: []string{"blind1"}})
	assert.ErrorIs(t, err, games.ErrOver)
}

func TestEmptyingTheHandWithNoNakedOrBlindCardsLeftFinishes(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "KC").blind(0, "").played("5S", 5)
	play(t, s, 0, "K")
	assert.Equal(t, finishers{0}, s.Out)
}
