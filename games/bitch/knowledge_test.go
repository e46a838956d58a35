package bitch

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// holds reports whether zone holds every card of want, as a multiset.
func holds(zone []string, want ...string) bool {
	left := slices.Clone(zone)
	for _, w := range want {
		i := slices.Index(left, w)
		if i < 0 {
			return false
		}
		left = slices.Delete(left, i, i+1)
	}
	return true
}

// determinized runs Determinize(seat) n times and hands each result on.
func determinized(t *testing.T, s *state, seat, n int, check func(d *state)) {
	t.Helper()
	rng := testRand()
	for range n {
		check(s.Determinize(seat, rng).(*state))
	}
}

func TestDeterminizeKeepsAPickedUpStackInThePlayersHand(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "3C 4C 5C 6C").hand(1, "3D 4D").hand(2, "3H 4H 5H 6H").
		deck("2S 3S 4S 5S 6S 7S 8S 9S").played("9C JD", jack).played("KH", king).to(1)
	play(t, s, 1, "pass") // seat 1 takes the 9♣, J♦ and K♥ everyone saw
	require.True(t, holds(s.Zone("hand1"), "9C", "JD", "KH"))
	assert.ElementsMatch(t, []games.Placed{{Card: "9C", Zone: "hand1"}, {Card: "JD", Zone: "hand1"}, {Card: "KH", Zone: "hand1"}}, s.Known(0))
	determinized(t, s, 0, 50, func(d *state) {
		assert.True(t, holds(d.Zone("hand1"), "9C", "JD", "KH"), "the picked-up stack stays in seat 1's hand: %v", d.Zone("hand1"))
	})
}

func TestDeterminizeKeepsAWrongCallersShownHandAfterTheNextMove(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "3C 3D 3H 3S 4C").hand(1, "4D 4H 4S 5C 5D").hand(2, "6C 6D 6H 6S 9C").
		played("KS", king).deck(bluffDeck)
	play(t, s, 0, "pass") // nothing in hand beats the K
	call(t, s, 2)         // wrongly: seat 2 shows 6♣ 6♦ 6♥ 6♠ 9♣
	play(t, s, 1, "pass") // the next move takes the shown hand off the board
	require.Nil(t, s.Shown)
	determinized(t, s, 1, 50, func(d *state) {
		assert.True(t, holds(d.Zone("hand2"), "6C", "6D", "6H", "6S", "9C"), "the shown hand stays in seat 2's hand: %v", d.Zone("hand2"))
		assert.True(t, holds(d.Zone("hand0"), "KS"), "and seat 0 keeps the K♠ it picked up")
	})
}

func TestDeterminizeKeepsANakedCardTakenIntoTheHand(t *testing.T) {
	t.Parallel()
	s := table(2).naked(0, "3C", "QD").naked(1, "5H").played("KS", king).to(0)
	play(t, s, 0, "takeQD") // no naked card beats the K: pick up, take the Q♦
	determinized(t, s, 1, 30, func(d *state) {
		assert.True(t, holds(d.Zone("hand0"), "QD", "KS"), "the taken naked card and the stack stay in seat 0's hand: %v", d.Zone("hand0"))
	})
}

func TestDeterminizeKeepsAFailedBlindCardInTheHand(t *testing.T) {
	t.Parallel()
	s := table(2).blind(0, "4D").played("KS", king).deck("5C 5D 5H 5S").to(0)
	play(t, s, 0, "blind1") // the 4♦ cannot go on the K: it goes to the hand with the stack
	determinized(t, s, 1, 30, func(d *state) {
		assert.True(t, holds(d.Zone("hand0"), "4D", "KS"), "the turned-up blind card stays in seat 0's hand: %v", d.Zone("hand0"))
	})
}

func TestAKnownCardPlayedLeavesWhatTheTableKnows(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "3C 4C 5C 6C").hand(1, "3D 4D").hand(2, "3H 4H 5H 6H").
		deck("2S 3S 4S 5S 6S 7S 8S 9S").played("KH", king).to(1)
	play(t, s, 1, "pass") // seat 1 takes the K♥
	play(t, s, 2, "6")
	play(t, s, 0, "6")
	play(t, s, 1, "K") // and plays it
	assert.Empty(t, s.Known(0), "seat 1 no longer holds a card the table knows")
}

func TestASeatsOwnHandIsNotAmongWhatItFollows(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "3D 4D").hand(1, "3H 4H 5H 6H").deck("2S 3S 4S 5S").played("KH", king)
	play(t, s, 0, "pass")
	assert.Empty(t, s.Known(0), "seat 0 sees its own hand")
	assert.Equal(t, []games.Placed{{Card: "KH", Zone: "hand0"}}, s.Known(1))
}

func TestZonesNameEveryPlaceACardCanBe(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "3D").naked(1, "4H", "5H").blind(1, "6H").deck("7S").played("8C", 8).turned("9C")
	s.Burned = cards.ParseAll("JK")
	assert.Equal(t, []string{"3D"}, s.Zone("hand0"))
	assert.Equal(t, []string{"4H", "5H"}, s.Zone("naked1"))
	assert.Equal(t, []string{"6H"}, s.Zone("blind1"))
	assert.Equal(t, []string{"7S"}, s.Zone("deck"))
	assert.Equal(t, []string{"8C", "9C"}, s.Zone("stack"))
	assert.Equal(t, []string{"JK"}, s.Zone("burned"))
	assert.Nil(t, s.Zone("hand2"), "no such seat")
	assert.Nil(t, s.Zone("pocket"))
}

func TestDeterminizeKeepsEveryKnownCardInRandomGames(t *testing.T) {
	t.Parallel()
	rng := testRand()
	leanGames(t, func(s *state, _ games.Answer) {
		seat := rng.IntN(s.Seats)
		d := s.Determinize(seat, rng).(*state)
		for _, p := range s.Known(seat) {
			require.True(t, holds(d.Zone(p.Zone), p.Card), "seat %d knows %s is in %s", seat, p.Card, p.Zone)
		}
		for zone, known := range d.Exposed {
			require.True(t, holds(d.Zone(handZone(zone)), cards.Codes(known)...), "what is known of a hand is in it")
		}
	})
}

func TestADeterminizedWorldForgetsWhatAnotherSeatChoseOfItsHiddenHand(t *testing.T) {
	t.Parallel()
	s := newGame(t, 2, nil)
	answer(t, s, 0, manyWays(t, s, 0))
	d := s.Determinize(1, testRand()).(*state)
	assert.Zero(t, d.Piling.of(0), "seat 0's hand is dealt anew: it has not chosen yet in this world")
	data, err := d.Encode()
	require.NoError(t, err)
	_, err = Game{}.Decode(data)
	assert.NoError(t, err, "the world is a state Decode accepts")
	assert.Equal(t, s.Piling.of(0), s.Determinize(0, testRand()).(*state).Piling.of(0), "seat 0 remembers its own choice")

	p := table(2).hand(0, "6H 6C 9D").hand(1, "3C").played("4S", 4).complete()
	play(t, p, 0, "6")
	assert.Nil(t, p.Determinize(1, testRand()).(*state).Pending, "the value seat 0 chose is its secret")
	assert.NotNil(t, p.Determinize(0, testRand()).(*state).Pending)
}
