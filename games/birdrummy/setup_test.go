package birdrummy

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

func newGame(t *testing.T, seed uint64) *state {
	t.Helper()
	g, err := Game{}.New(games.Config{Seats: 2, Seed: seed})
	require.NoError(t, err)
	return g.(*state)
}

func TestSetupDealsTwoCardsToTheForestAndSixToEachPlayer(t *testing.T) {
	t.Parallel()
	s := newGame(t, 1)
	assert.Len(t, s.Forest, 2)
	assert.Len(t, s.Hands[0], 6)
	assert.Len(t, s.Hands[1], 6)
	assert.Len(t, s.Deck, s.cat.Size()-14)
	assert.Empty(t, s.Nests[0])
	assert.Empty(t, s.Nests[1])
	conserved(t, s)
}

func TestTheDeckIsShuffledFromTheSeed(t *testing.T) {
	t.Parallel()
	a, b, c := newGame(t, 1), newGame(t, 1), newGame(t, 2)
	assert.Equal(t, a.Deck, b.Deck)
	assert.NotEqual(t, a.Deck, c.Deck)
}

func TestBirdRummyIsForTwoPlayers(t *testing.T) {
	t.Parallel()
	for _, n := range []int{1, 3} {
		_, err := Game{}.New(games.Config{Seats: n})
		assert.Error(t, err)
	}
}

func TestTheDiceRollWinnerChoosesWhoPlaysFirstAfterSeeingHandAndForest(t *testing.T) {
	t.Parallel()
	for seed := uint64(0); seed < 6; seed++ {
		s := newGame(t, seed)
		ps := s.Prompts()
		require.Len(t, ps, 1)
		assert.Equal(t, s.Chooser, ps[0].Seat)
		cardLines := 0
		for _, l := range s.Private(s.Chooser).Lines {
			if strings.HasPrefix(l, "**") {
				cardLines++
			}
		}
		assert.Equal(t, 6-duplicates(s, s.Chooser), cardLines, "the chooser sees the hand")
		assert.Contains(t, s.Public().Lines[2], "Forest (2, top first)")
		other := 1 - s.Chooser
		choice := optMe
		want := s.Chooser
		if seed%2 == 1 {
			choice, want = optOther, other
		}
		act(t, s, s.Chooser, pFirst, choice)
		assert.Equal(t, want, s.First)
		assert.Equal(t, want, s.Turn)
		assert.Equal(t, phaseDraw, s.Phase)
	}
}

// duplicates is how many hand cards share a line with another.
func duplicates(s *state, seat int) int {
	distinct := 0
	for _, n := range s.handCounts(seat) {
		if n > 0 {
			distinct++
		}
	}
	return len(s.Hands[seat]) - distinct
}

func TestTheFirstPlayerDrawsOnlyOneCardOnTheFirstTurn(t *testing.T) {
	t.Parallel()
	s := newGame(t, 3)
	act(t, s, s.Chooser, pFirst, optMe)
	p, ok := prompt(s, s.Turn, pDraw)
	require.True(t, ok)
	require.Len(t, p.Options, 1, "no Forest take on the first turn")
	assert.Equal(t, "Draw 1 from the deck", p.Options[0].Label)
	act(t, s, s.Turn, pDraw, optDeck)
	assert.Len(t, s.Hands[s.Turn], 7)
}

func TestTheSecondPlayerDrawsTwoOnTheirFirstTurn(t *testing.T) {
	t.Parallel()
	s := newGame(t, 3)
	act(t, s, s.Chooser, pFirst, optMe)
	first := s.Turn
	act(t, s, first, pDraw, optDeck)
	act(t, s, first, pEnd, optEnd)
	act(t, s, first, pDiscard, s.cat.def(s.Hands[first][0]).discardID)
	require.Equal(t, 1-first, s.Turn)
	act(t, s, 1-first, pDraw, optDeck)
	assert.Len(t, s.Hands[1-first], 8)
}

func TestStartOfTurnEffectsResolveBeforeTheDrawPhase(t *testing.T) {
	t.Parallel()
	// A deck whose Bird Feeder makes the opponent discard at the start
	// of your turn: the start phase waits on their choice.
	cat, err := ParseDeck(mutate(t, func(d *DeckData) {
		d.Resources[0].When[0].Do = []Op{{Do: OpDiscard, N: 1, To: toForest}}
	}))
	require.NoError(t, err)
	s := scenarioWith(cat)
	keep(t, s, 1, "feeder")
	give(t, s, 0, "owl", 1)
	give(t, s, 0, "crow", 1)
	give(t, s, 0, "dove", 1)
	act(t, s, 0, pEnd, optEnd)
	act(t, s, 0, pDiscard, "d.dove")
	assert.Equal(t, phaseStart, s.Phase)
	assert.Equal(t, 1, s.Turn)
	assert.Contains(t, s.Public().Lines[0], "start phase")
	ps := s.Prompts()
	require.Len(t, ps, 1)
	assert.Equal(t, 0, ps[0].Seat, "the opponent chooses")
	act(t, s, 0, pLose, "d.owl")
	assert.Equal(t, phaseDraw, s.Phase)
	assert.True(t, offered(s, 1, pDraw, optDeck))
}

func TestTheFirstPlayerChoiceSaysWhoWonTheRollAndWhoPlaysFirst(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ option, want string }{
		{optMe, " won the dice roll and plays first."},
		{optOther, " won the dice roll and lets " + games.Seat(1) + " play first."},
	} {
		s := newGame(t, 1)
		s.Chooser = 0
		p := s.Prompts()[0]
		require.Equal(t, 0, p.Seat, "the roll's winner chooses")
		ev, err := s.Apply(games.Answer{Seat: 0, PromptID: p.ID, Choices: []string{tc.option}})
		require.NoError(t, err)
		require.NotEmpty(t, ev)
		assert.Equal(t, games.Seat(0)+tc.want, ev[0].Text, "the event names who won the roll and who plays first, in plain words")
	}
}
