package starcollector

import (
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAPlayerWithNoCardsWhileTheDeckHasCardsLoses(t *testing.T) {
	t.Parallel()
	for _, end := range []string{endDefault, endDeckEmpty} {
		s := build(t, table{end: end, hands: [2][]string{{"comet"}, {"galaxy", "nebula"}}, deck: []string{"binary"}})
		turn(t, s, Fight, "comet", Fight, "galaxy")
		r := s.Result()
		require.NotNil(t, r, end)
		assert.Equal(t, []int{2, 1}, r.Rank, "%s: more stars do not save an empty hand", end)
		assert.Equal(t, []int{4, 0}, r.Score, end)
		assert.Equal(t, seatRef[0]+" ran out of cards before the deck did: "+seatRef[1]+" wins.", r.Summary)

		// The same for the second seat.
		s = build(t, table{end: end, hands: [2][]string{{"galaxy", "nebula"}, {"comet"}}, deck: []string{"binary"}})
		turn(t, s, Fight, "galaxy", Fight, "comet")
		r = s.Result()
		require.NotNil(t, r, end)
		assert.Equal(t, []int{1, 2}, r.Rank, end)
		assert.Equal(t, seatRef[1]+" ran out of cards before the deck did: "+seatRef[0]+" wins.", r.Summary)
	}
}

func TestBothPlayersOutOfCardsWhileTheDeckHasCardsIsADraw(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"meteor"}}, deck: []string{"binary"}})
	turn(t, s, Fight, "comet", Fight, "meteor")
	r := s.Result()
	require.NotNil(t, r)
	assert.Equal(t, []int{1, 1}, r.Rank)
	assert.Equal(t, []int{2, 0}, r.Score)
}

func TestWithTheDeckEmptyAnEmptyHandEndsTheGameAndTheOtherPlayerDiscards(t *testing.T) {
	t.Parallel()
	s := build(t, table{
		hands:     [2][]string{{"comet"}, {"galaxy", "nebula", "pulsar"}},
		collected: [2][]string{nil, {"quasar"}},
	})
	ev := turn(t, s, Fight, "comet", Draw, "nebula")
	r := s.Result()
	require.NotNil(t, r)
	assert.Empty(t, s.Hands[1])
	assert.ElementsMatch(t, []string{"nebula", "galaxy", "pulsar"}, ids(s.Discard), "the galaxy's stars are not the other player's")
	assert.Equal(t, []int{2, 1}, r.Rank)
	assert.Equal(t, []int{1, 2}, r.Score)
	public := strings.Join(texts(ev, false), "\n")
	assert.Contains(t, public, seatRef[1]+" discards the 2 cards left in hand.")
	assert.Contains(t, public, seatRef[0]+" ran out of cards and the deck is empty. "+seatRef[1]+" wins with 2★ to 1★.")
}

func TestCardsLeftInThePotAtTheEndBelongToNobody(t *testing.T) {
	t.Parallel()
	for _, end := range []string{endDefault, endDeckEmpty} {
		s := build(t, table{
			end:       end,
			hands:     [2][]string{{"comet"}, {"nebula", "pulsar"}},
			pot:       []string{"cluster"},
			collected: [2][]string{nil, {"quasar"}},
		})
		turn(t, s, Draw, "comet", Draw, "nebula")
		r := s.Result()
		require.NotNil(t, r, end)
		assert.Equal(t, []int{2, 1}, r.Rank, "%s: the pot's 3★ went to a player", end)
		assert.Equal(t, []int{0, 2}, r.Score, end)
		assert.Equal(t, []string{"cluster"}, ids(s.Pot), end)
	}
}

func TestEqualStarsAtTheEndIsADraw(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"nebula", "pulsar"}}, collected: [2][]string{{"quasar"}, {"supernova"}}})
	turn(t, s, Fight, "comet", Draw, "nebula")
	r := s.Result()
	require.NotNil(t, r)
	assert.Equal(t, []int{1, 1}, r.Rank)
	assert.Equal(t, []int{3, 3}, r.Score)
	assert.Contains(t, r.Summary, "A draw at 3★ each.")
}

func TestByDefaultTheGameGoesOnAfterTheDeckRunsOut(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"quasar", "comet"}, {"pulsar", "galaxy", "nebula"}}, deck: []string{"binary", "meteor"}})
	turn(t, s, Draw, "quasar", Fight, "pulsar")
	assert.Empty(t, s.Deck)
	assert.Nil(t, s.Result())
	assert.Len(t, s.Prompts(), 2)
	// With no deck, both play their hands out: the stars decide.
	turn(t, s, Fight, "binary", Fight, "galaxy")
	assert.Nil(t, s.Result())
	turn(t, s, Fight, "comet", Draw, "nebula")
	r := s.Result()
	require.NotNil(t, r)
	assert.Equal(t, []int{1, 2}, r.Rank)
	assert.Equal(t, []int{6, 1}, r.Score)
	assert.Equal(t, []string{"quasar", "nebula", "meteor"}, ids(s.Discard), "the last Meteor is discarded")
}

func TestTheDeckEmptyOptionEndsTheGameAtTheEndOfTheTurnTheDeckRanOut(t *testing.T) {
	t.Parallel()
	s := build(t, table{
		end:       endDeckEmpty,
		hands:     [2][]string{{"quasar", "comet"}, {"pulsar", "galaxy"}},
		deck:      []string{"binary", "meteor", "nebula"},
		collected: [2][]string{{"galaxy"}, nil},
	})
	turn(t, s, Draw, "quasar", Fight, "pulsar")
	r := s.Result()
	require.NotNil(t, r)
	assert.Equal(t, []int{1, 2}, r.Rank)
	assert.Equal(t, []int{3, 1}, r.Score)
	assert.Equal(t, "The deck has run out. "+seatRef[0]+" wins with 3★ to 1★.", r.Summary)
	assert.Len(t, s.Hands[0], 4, "no hand is discarded: the stars alone decide")
}

func TestTheEndOptionDefaultsToTheOriginalRule(t *testing.T) {
	t.Parallel()
	info := Game{}.Info()
	require.Len(t, info.Options, 1)
	o := info.Options[0]
	assert.Equal(t, "end", o.Key)
	assert.Equal(t, endDefault, o.Default)
	assert.Equal(t, []string{endDefault, endDeckEmpty}, []string{o.Choices[0].Value, o.Choices[1].Value})
	s, err := newState(games.Config{Seats: 2, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, endDefault, s.End)
	_, err = newState(games.Config{Seats: 2, Seed: 1, Options: map[string]string{"end": "never"}})
	assert.Error(t, err)
}

func TestAFinishedGameAsksNothingAndRefusesEveryAnswer(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet", "galaxy"}, {"meteor"}}, deck: []string{"binary"}})
	turn(t, s, Fight, "comet", Fight, "meteor")
	require.NotNil(t, s.Result())
	assert.Empty(t, s.Prompts())
	refused(t, s, answer(s, 0, Fight, "galaxy"), games.ErrOver)
	board := render(s.Public())
	assert.Contains(t, board, "game over")
	assert.Contains(t, board, s.Result().Summary)
}
