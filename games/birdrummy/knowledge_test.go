package birdrummy

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// determinizations is how many determinizations each scenario checks: a
// card dealt among some 60 places at random would leave its place in
// nearly all of them.
const determinizations = 40

// eachDeal calls check with determinizations of s for seat.
func eachDeal(t *testing.T, s *state, seat int, check func(d *state)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	for range determinizations {
		d := s.Determinize(seat, rng).(*state)
		require.NoError(t, d.check(), "a determinization is not a game")
		check(d)
	}
}

// seat1Draws makes it seat 1's draw phase.
func seat1Draws(s *state) {
	s.Turn, s.Phase = 1, phaseDraw
}

func TestDeterminizeKeepsForestCardsTakenIntoTheOpponentsHand(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	seat1Draws(s)
	give(t, s, 1, "crow", 1)
	give(t, s, 1, "heron", 2)
	forest(t, s, "crow", "storm", "feeder") // feeder on top
	act(t, s, 1, pDraw, "f3")
	eachDeal(t, s, 0, func(d *state) {
		assert.Subset(t, keys(d, d.Hands[1]), []string{"crow", "storm", "feeder"},
			"seat 0 watched the Forest cards go into seat 1's hand")
		assert.Equal(t, "crow", d.cat.def(d.Must).Key, "the card seat 1 must play next is still in its hand")
	})
}

func TestATakeDownToALoneBirdShowsItsPartnerInHand(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	seat1Draws(s)
	give(t, s, 1, "heron", 2)
	give(t, s, 1, "crow", 1)
	forest(t, s, "crow", "storm") // the take is allowed only with a Crow in hand
	act(t, s, 1, pDraw, "f2")
	eachDeal(t, s, 0, func(d *state) {
		assert.GreaterOrEqual(t, n(d, d.Hands[1], "crow"), 2, "seat 1 can play the Crow it must play")
	})
}

func TestDeterminizeKeepsTheHandALookShowed(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "scrubjay", 2)
	give(t, s, 1, "owl", 1)
	give(t, s, 1, "crow", 2)
	playAndUse(t, s, "scrubjay", 2, 0)
	passTurn(t, s) // what was seen leaves the view, not the memory
	eachDeal(t, s, 0, func(d *state) {
		assert.Subset(t, keys(d, d.Hands[1]), []string{"owl", "crow", "crow"}, "seat 0 saw seat 1's hand")
	})
}

func TestDeterminizeKeepsABirdReturnedToTheOpponentsHand(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "cuckoo", 2)
	nest(t, s, 1, "heron", 4)
	playAndUse(t, s, "cuckoo", 2, 0)
	eachDeal(t, s, 0, func(d *state) {
		assert.Contains(t, keys(d, d.Hands[1]), "heron", "seat 0 saw the Heron go back to seat 1's hand")
	})
}

func TestDeterminizeKeepsTheShuffledForestUnderTheDeck(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "cuckoo", 3)
	forest(t, s, "owl", "crow", "dove")
	playAndUse(t, s, "cuckoo", 3, 1) // the Forest goes under the deck
	eachDeal(t, s, 0, func(d *state) {
		assert.ElementsMatch(t, []string{"owl", "crow", "dove"}, keys(d, d.Deck[:3]),
			"the three Forest cards lie under the rest of the deck")
	})
}

func TestCardsDrawnIntoTheShuffledForestComeFromIt(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	forest(t, s, "owl", "owl", "crow")
	magpie := take(t, s, "magpie")
	emptyDeck(s)
	s.Deck = []int{magpie}
	seat1Draws(s)
	act(t, s, 1, pDraw, optDeck) // the Magpie, then one of the Forest's three
	require.Len(t, s.Hands[1], 2)
	eachDeal(t, s, 0, func(d *state) {
		assert.Contains(t, keys(d, d.Hands[1]), "magpie", "the one card above the Forest was drawn first")
		rest := append(keys(d, d.Deck), keys(d, d.Hands[1])...)
		assert.ElementsMatch(t, []string{"owl", "owl", "crow", "magpie"}, rest)
	})
}

func TestACardDrawnFromTheDeckIsHiddenAgain(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	seat1Draws(s)
	forest(t, s, "crow", "crow")
	act(t, s, 1, pDraw, "f2")
	// The Crows go back by way of the Forest and the deck, and seat 1
	// draws one unseen.
	crows := s.Hands[1]
	s.Hands[1], s.Must = nil, -1
	s.Forest = append(s.Forest, crows...)
	s.shuffleForest(nil)
	s.Deck = append(remove(s.Deck, crows[0]), crows[0])
	s.draw(1, 1, nil)
	require.Equal(t, crows[:1], s.Hands[1])
	assert.NotContains(t, s.Known(0), games.Placed{Card: "crow", Zone: zoneHand(1)},
		"seat 0 did not see which card seat 1 drew")
}

func TestKnownNamesTheCardsASeatFollowsAndZoneFindsThem(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	seat1Draws(s)
	give(t, s, 1, "owl", 1)
	give(t, s, 0, "sparrow", 1)
	forest(t, s, "crow", "crow")
	act(t, s, 1, pDraw, "f2")
	crow := games.Placed{Card: "crow", Zone: zoneHand(1)}
	assert.Equal(t, []games.Placed{crow, crow}, s.Known(0), "both Crows and not the Owl, dealt unseen")
	assert.ElementsMatch(t, []string{"owl", "crow", "crow"}, s.Zone(zoneHand(1)))
	assert.Empty(t, s.Known(1), "seat 1 saw nothing of seat 0's hand, nor can it tell the Sparrow from a deck card")
	assert.Nil(t, s.Zone("nowhere"))
}
