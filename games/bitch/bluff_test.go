package bitch

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// bluffDeck is a deck long enough for every penalty draw below.
const bluffDeck = "QH 3H 4H 5H 6H 7H 8H 9H JH 2H KH AH 2D 3D 4D 5D"

func TestEveryOtherPlayerStillInMayCallABluffAfterAPickup(t *testing.T) {
	t.Parallel()
	s := table(4).hand(0, "KC 3C 3D 3H 3S").hand(1, "4C 4D 4H 4S 5C").played("5S", 5).deck(bluffDeck)
	s.Out = []int{3}
	play(t, s, 0, "pass")
	assert.False(t, canCall(s, 0), "not the player who passed")
	assert.True(t, canCall(s, 1), "the next player, before acting")
	assert.True(t, canCall(s, 2))
	assert.False(t, canCall(s, 3), "not a player who is out")
	for _, p := range s.Prompts() {
		if p.Seat != s.Turn || p.Optional {
			assert.True(t, p.Optional && p.Public, "Call bluff is an optional public button: %+v", p)
			assert.Equal(t, "Call bluff", p.Options[0].Label)
		}
	}
	assert.Contains(t, publicText(s.Public()), "anyone may call the bluff")
}

func TestARightCallMakesTheBlufferDrawFourAndKeepsTheHandHidden(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "KC 3C 3D 3H 3S").hand(1, "4C 4D 4H 4S 5C").hand(2, "6C 6D 6H 6S 9C").
		played("5S", 5).deck(bluffDeck)
	play(t, s, 0, "pass") // the K could have gone on the 5
	ev := call(t, s, 2)
	assert.Len(t, s.Hands[0], 5+1+4, "hand, the stack, and 4 drawn")
	assert.Contains(t, eventText(ev), "rightly")
	assert.NotContains(t, eventText(ev), "K♣", "the bluffer's hand stays hidden")
	assert.NotContains(t, publicText(s.Public()), "K♣")
	assert.Nil(t, s.Shown)
	assert.Len(t, s.Hands[2], 5, "the caller draws nothing")
}

func TestAWrongCallShowsTheCallersHandAndTheCallerDrawsEight(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "3C 3D 3H 3S 4C").hand(1, "4D 4H 4S 5C 5D").hand(2, "6C 6D 6H 6S 9C").
		played("KS", king).deck(bluffDeck)
	play(t, s, 0, "pass") // nothing in hand beats the K
	ev := call(t, s, 2)
	assert.Contains(t, eventText(ev), "wrongly")
	assert.Contains(t, eventText(ev), "6♣ 6♦ 6♥ 6♠ 9♣", "the caller's hand is shown to the table")
	assert.Len(t, s.Hands[2], 13, "the caller draws 8")
	assert.Len(t, s.Hands[0], 6, "the player who passed draws nothing more")
	require.NotNil(t, s.Shown)
	assert.Contains(t, publicText(s.Public()), "6♣ 6♦ 6♥ 6♠ 9♣", "the shown hand is on the board")
	// ...until the next move.
	play(t, s, 1, "pass")
	assert.NotContains(t, publicText(s.Public()), "6♣ 6♦ 6♥ 6♠ 9♣")
}

func TestOnlyTheFirstCallCounts(t *testing.T) {
	t.Parallel()
	s := table(4).hand(0, "KC 3C 3D 3H 3S").hand(1, "4C 4D 4H 4S 5C").played("5S", 5).deck(bluffDeck)
	play(t, s, 0, "pass")
	id := games.PromptsFor(s.Prompts(), 3)[0].ID
	call(t, s, 2)
	assert.False(t, canCall(s, 1))
	assert.False(t, canCall(s, 3))
	_, err := s.Apply(games.Answer{Seat: 3, PromptID: id, Choices: []string{"call"}})
	assert.ErrorIs(t, err, games.ErrStale)
	assert.Len(t, s.Hands[0], 10, "one penalty only")
}

func TestTheCallWindowClosesWhenTheNextPlayerActs(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "KC 3C 3D 3H 3S").hand(1, "4C 4D 4H 4S 5C").played("5S", 5).deck("3H 4H 5H 6H")
	play(t, s, 0, "pass")
	id := games.PromptsFor(s.Prompts(), 2)[0].ID
	play(t, s, 1, "5")
	assert.False(t, canCall(s, 2))
	_, err := s.Apply(games.Answer{Seat: 2, PromptID: id, Choices: []string{"call"}})
	assert.ErrorIs(t, err, games.ErrStale)
}

func TestChoosingAValueDoesNotYetCloseTheCallWindow(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "KC 3C 3D 3H 3S").hand(1, "JK JK 4H 4S 5C").played("5S", 5).deck(bluffDeck)
	play(t, s, 0, "pass")
	play(t, s, 1, "10")
	assert.True(t, canCall(s, 2), "seat 1 has not moved yet, only opened its count")
}

func TestTheBluffIsJudgedFromTheHandAsItWasWhenThePlayerPassed(t *testing.T) {
	t.Parallel()
	// The picked-up stack holds a 2 and a K, which could go on anything
	// afterwards; they do not make the pass a bluff.
	s := table(3).hand(0, "3C 3D 3H 3S 4C").hand(1, "4D 4H 4S 5C 5D").
		played("2C", 2).played("KS", king).deck(bluffDeck)
	play(t, s, 0, "pass")
	call(t, s, 1)
	assert.NotNil(t, s.Shown, "the call was wrong")
	assert.Len(t, s.Hands[1], 13)
}

func TestABluffMayBeCalledAfterADrawForSevens(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "2C 3D 3H 3S 4C").played("5S", 5).played("7S", 7).deck(bluffDeck)
	play(t, s, 0, "pass") // the 2 could have answered the 7
	assert.True(t, canCall(s, 1))
	call(t, s, 1)
	assert.Len(t, s.Hands[0], 5+2+4)
}

func TestAJokerInHandMakesAnyPassABluff(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "JK 3D 3H 3S 4C").played("AS", aceHigh).deck(bluffDeck)
	play(t, s, 0, "pass")
	call(t, s, 1)
	assert.Nil(t, s.Shown, "right call")
}

func TestBluffPenaltiesTakeWhatTheDeckHas(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "KC 3C 3D 3H 3S").hand(1, "4C 4D 4H 4S 5C").played("5S", 5).deck("QH 2H 3H")
	play(t, s, 0, "pass") // seat 1 turns up the Q♥: two cards are left
	ev := call(t, s, 2)
	assert.Len(t, s.Hands[0], 8, "only 2 cards were left")
	assert.Contains(t, eventText(ev), "draws 2")
}

func TestAFailedBlindCardOpensNoCallWindow(t *testing.T) {
	t.Parallel()
	s := table(2).blind(0, "3C 4C").played("KS", king)
	play(t, s, 0, "blind1")
	assert.Nil(t, s.Bluff, "the player had no choice")
	assert.False(t, canCall(s, 1))
}

func TestTheBluffSnapshotSurvivesDeterminize(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "KC 3C 3D 3H 3S").hand(1, "4C 4D 4H 4S 5C").played("5S", 5).deck(bluffDeck)
	play(t, s, 0, "pass")
	d := s.Determinize(2, testRand()).(*state)
	assert.Equal(t, s.Bluff.HandN, d.Bluff.HandN)
	assert.Equal(t, games.PromptsFor(s.Prompts(), 2), games.PromptsFor(d.Prompts(), 2))
}

func TestNobodyCallsTheirOwnBluffAndIsToldSoPlainly(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "KC 3C 3D 3H 3S").hand(1, "4C 4D 4H 4S 5C").played("5S", 5).deck(bluffDeck)
	play(t, s, 0, "pass")
	assert.False(t, canCall(s, 0), "the passer is not offered Call bluff")
	id := games.PromptsFor(s.Prompts(), 2)[0].ID // seat 2's Call bluff
	before, _ := s.Encode()
	// The button is on the public board: the passer may press it anyway.
	_, err := s.Apply(games.Answer{Seat: 0, PromptID: id, Choices: []string{"call"}})
	require.Error(t, err)
	assert.NotErrorIs(t, err, games.ErrStale, "not 'no longer open': the window is open, to the others")
	assert.Contains(t, err.Error(), "nobody calls their own bluff")
	after, _ := s.Encode()
	assert.Equal(t, before, after, "a refused call changes nothing")
	assert.True(t, canCall(s, 1), "the others still may")
}
