package bitch

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

func TestADeckCountThatLeavesNoRealDrawPileIsRefusedAndSaysWhy(t *testing.T) {
	t.Parallel()
	_, err := newState(games.Config{Seats: 4, Options: map[string]string{optDecks: "1"}})
	require.Error(t, err, "1 deck at 4 players leaves a 1-card draw pile: no 7 or bluff could draw")
	assert.Contains(t, err.Error(), "leave 1 to draw", "the refusal says what the choice would do")
	assert.Contains(t, err.Error(), "choose 2 or more", "and what to choose instead")

	s, err := newState(games.Config{Seats: 3, Options: map[string]string{optDecks: "1"}})
	require.NoError(t, err, "1 deck at 3 players leaves 14 to draw: allowed")
	assert.GreaterOrEqual(t, len(s.Deck), wrongDraw)
}

func TestTheLobbysDeckChoicesNameThePlayersEachServes(t *testing.T) {
	t.Parallel()
	labels := map[string]string{}
	for _, o := range (Game{}).Info().Options {
		if o.Key == optDecks {
			for _, c := range o.Choices {
				labels[c.Value] = c.Label
			}
		}
	}
	assert.Equal(t, "1 deck: 2–3 players", labels["1"], "a host sees which tables 1 deck serves")
	assert.Equal(t, "2 decks: 2–7 players", labels["2"])
	assert.Equal(t, "3 decks", labels["3"], "3 decks serve every table")
	// Each label tells the truth: the counts it names start, the next refuses.
	for n, most := range map[string]int{"1": 3, "2": 7} {
		_, err := newState(games.Config{Seats: most, Options: map[string]string{optDecks: n}})
		assert.NoError(t, err, "%s at %d players, as its label says", labels[n], most)
		_, err = newState(games.Config{Seats: most + 1, Options: map[string]string{optDecks: n}})
		assert.Error(t, err, "%s at %d players, beyond its label", labels[n], most+1)
	}
}

func TestAPlayerWhoIsOutKeepsNoEmptyPilePlacesOnTheBoard(t *testing.T) {
	t.Parallel()
	s := table(8).hand(0, "7H 8H").hand(1, "9C")
	for seat := 2; seat < 8; seat++ {
		s.Blind[seat] = nil
	}
	s.Out = []int{2, 3, 4, 5, 6, 7}
	for _, a := range s.Scene(-1).Areas {
		switch {
		case a.Seat >= 2:
			assert.Empty(t, a.Zones, "seat %d is out and holds nothing: no empty pile places", a.Seat)
			assert.Empty(t, a.Figures, "seat %d: no zero counts either", a.Seat)
			assert.Contains(t, a.Status, "out", "seat %d: its place is said", a.Seat)
		case a.Seat >= 0:
			assert.Len(t, a.Zones, 4, "seat %d is still in: its four pile places stay", a.Seat)
		}
	}
}

func TestTheNakedPilePromptSaysPlainlyWhatJokersAndTheRefillDo(t *testing.T) {
	t.Parallel()
	for _, text := range enWords().pileTexts {
		assert.NotContains(t, text, "(Jokers may join; the rest of your hand is filled to 5.)", "no cryptic aside")
		assert.Contains(t, text, "A Joker may join a pile as that value.")
		assert.Contains(t, text, "your hand is filled up to 5 cards from the deck")
		assert.LessOrEqual(t, len(text), games.MaxTextLen)
	}
}

func TestPlayersWhoAreOutAreListedAfterThoseStillIn(t *testing.T) {
	t.Parallel()
	s := table(4).hand(0, "7H").hand(2, "9C")
	s.Blind[1], s.Blind[3] = nil, nil
	s.Out = []int{3, 1}
	var order []int
	for _, a := range s.Scene(-1).Areas {
		order = append(order, a.Seat)
	}
	assert.Equal(t, []int{-1, 0, 2, 1, 3}, order, "the table, the players still in, then those out: short panels side by side")
}
