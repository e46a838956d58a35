package rummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// rebuildTable is a round about to rebuild its stock: seat 0 discards
// into an empty stock, every card but the hands and the pile lies in
// melds, so once the pile becomes the stock seat 0 can name every card
// of seat 1's hand.
func rebuildTable(t *testing.T) *state {
	s := build(t, table{exact: true, hands: [2]string{"QS KS", "QH KH JH"}, pile: "QD KD QC KC",
		melds: []string{"AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC", "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD",
			"@1 AH 2H 3H 4H 5H 6H 7H 8H 9H 10H", "@1 AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS"}})
	s.Rebuilt, s.Progress = 0, true
	answer(t, s, kindDiscard, "KS")
	require.Equal(t, 1, s.Rebuilt, "the pile became the stock")
	return s
}

func TestAfterTheStockIsRebuiltTheOtherHandIsKnownCardByCard(t *testing.T) {
	t.Parallel()
	s := rebuildTable(t)
	assert.ElementsMatch(t, []games.Placed{
		{Card: "QH", Zone: "hand1"}, {Card: "KH", Zone: "hand1"}, {Card: "JH", Zone: "hand1"},
		{Card: "QD", Zone: "stock"}, {Card: "KD", Zone: "stock"}, {Card: "QC", Zone: "stock"}, {Card: "KC", Zone: "stock"},
	}, s.Known(0), "the new stock is the old pile, so the rest is seat 1's hand")
	for seed := uint64(0); seed < 20; seed++ {
		d := s.Determinize(0, newRand(seed)).(*state)
		assert.Equal(t, "JH QH KH", codes(d.Hands[1]), "seat 0 knows seat 1's hand")
		assert.ElementsMatch(t, cards.ParseAll("QD KD QC KC"), d.Stock)
	}
}

func TestACardDrawnFromARebuiltStockMayBeAnyOfItsCardsButTheRestOfTheHandStays(t *testing.T) {
	t.Parallel()
	s := rebuildTable(t)
	answer(t, s, kindDraw, optStock)
	drawn := map[string]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		d := s.Determinize(0, newRand(seed)).(*state)
		require.Len(t, d.Hands[1], 4)
		assert.Subset(t, d.Hands[1], cards.ParseAll("QH KH JH"), "the cards held since the rebuild stay")
		for _, c := range d.Hands[1] {
			if c.Suit() != cards.Hearts {
				drawn[c.Code()] = true
			}
		}
	}
	assert.Len(t, drawn, 4, "the drawn card may be any of the rebuilt stock's four")
	assert.ElementsMatch(t, []games.Placed{{Card: "QH", Zone: "hand1"}, {Card: "KH", Zone: "hand1"}, {Card: "JH", Zone: "hand1"}}, s.Known(0))
}

func TestCardsTakenFromThePileAreKnownInTheTakersHand(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S 3S 9H", "KD 5C"}, pile: "4C 7H QD"})
	answer(t, s, kindDraw, "7H")
	assert.ElementsMatch(t, []games.Placed{{Card: "7H", Zone: "hand0"}, {Card: "QD", Zone: "hand0"}}, s.Known(1))
	assert.Empty(t, s.Known(0), "seat 0 cannot place any card of seat 1's hand or the stock")
	for seed := uint64(0); seed < 20; seed++ {
		d := s.Determinize(1, newRand(seed)).(games.Knowledge)
		assert.Subset(t, d.Zone("hand0"), []string{"7H", "QD"})
	}
}

func TestZonesAreTheHandsTheStockAndTheDiscardPile(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7C", "KD"}, pile: "4C 9S", stock: "2H", exact: true})
	assert.Equal(t, []string{"7C"}, s.Zone("hand0"))
	assert.Equal(t, []string{"KD"}, s.Zone("hand1"))
	assert.Equal(t, []string{"2H"}, s.Zone("stock"))
	assert.Equal(t, []string{"4C", "9S"}, s.Zone("discard"))
	assert.Nil(t, s.Zone("attic"))
}
