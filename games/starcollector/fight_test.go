package starcollector

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every scenario keeps cards in both hands and the deck, so the game goes
// on after the turn tested.
var spare = []string{"binary", "binary", "quasar", "quasar"}

func TestTheHigherFightCollectsBothCards(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"meteor", "galaxy"}, {"red-giant", "nebula"}}, deck: spare})
	ev := turn(t, s, Fight, "meteor", Fight, "red-giant")
	assert.Equal(t, []string{"meteor", "red-giant"}, ids(s.Collected[0]))
	assert.Empty(t, s.Collected[1])
	assert.Equal(t, 3, s.Stars(0))
	assert.Contains(t, strings.Join(texts(ev, false), "\n"), seatRef[0]+" wins the fight and collects 2 cards: +3★, 3★ in all.")
}

func TestTheHigherFightAlsoCollectsThePot(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"pulsar", "galaxy"}, {"comet", "nebula"}}, pot: []string{"supernova", "cluster"}, deck: spare})
	turn(t, s, Fight, "pulsar", Fight, "comet")
	assert.ElementsMatch(t, []string{"comet", "pulsar", "supernova", "cluster"}, ids(s.Collected[1]))
	assert.Empty(t, s.Pot)
	assert.Equal(t, 8, s.Stars(1))
}

func TestAFightTieAddsBothCardsToThePot(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"pulsar", "galaxy"}, {"red-giant", "nebula"}}, pot: []string{"cluster"}, deck: spare})
	ev := turn(t, s, Fight, "pulsar", Fight, "red-giant")
	assert.ElementsMatch(t, []string{"cluster", "pulsar", "red-giant"}, ids(s.Pot))
	assert.Empty(t, s.Collected[0])
	assert.Empty(t, s.Collected[1])
	assert.Contains(t, strings.Join(texts(ev, false), "\n"), "A tie: both cards go to the pot, which now holds 3 cards.")
	assert.Contains(t, render(s.Public()), "Pot: 3 cards, 6★ (")
}

func TestThePotWaitsUntilSomeoneWinsAFight(t *testing.T) {
	t.Parallel()
	s := build(t, table{
		hands: [2][]string{{"pulsar", "nursery", "meteor", "galaxy"}, {"red-giant", "quasar", "binary", "nebula"}},
		deck:  []string{"comet", "comet", "solar-wind", "solar-wind", "solar-wind", "solar-wind", "pulsar", "pulsar", "pulsar"},
	})
	turn(t, s, Fight, "pulsar", Fight, "red-giant") // a tie
	turn(t, s, Draw, "nursery", Draw, "quasar")     // nobody fights: the pot waits
	assert.ElementsMatch(t, []string{"pulsar", "red-giant"}, ids(s.Pot))
	turn(t, s, Fight, "meteor", Fight, "binary") // 5 beats 3
	assert.ElementsMatch(t, []string{"meteor", "binary", "pulsar", "red-giant"}, ids(s.Collected[0]))
	assert.Empty(t, s.Pot)
}

func TestAFighterAgainstADrawCollectsItsOwnCardAndThePot(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"galaxy", "comet"}, {"nebula", "pulsar"}}, pot: []string{"cluster", "supernova"}, deck: spare})
	ev := turn(t, s, Fight, "galaxy", Draw, "nebula")
	assert.ElementsMatch(t, []string{"galaxy", "cluster", "supernova"}, ids(s.Collected[0]))
	assert.Equal(t, 9, s.Stars(0))
	assert.Empty(t, s.Pot)
	assert.Contains(t, strings.Join(texts(ev, false), "\n"), seatRef[0]+" fights unopposed and collects 3 cards: +9★, 9★ in all.")
}

func TestADrawCardGoesToTheDiscardPileNotToTheFighter(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"galaxy", "comet"}, {"nebula", "pulsar"}}, deck: spare})
	turn(t, s, Fight, "galaxy", Draw, "nebula")
	assert.Equal(t, []string{"galaxy"}, ids(s.Collected[0]))
	assert.Equal(t, []string{"nebula"}, ids(s.Discard))
	assert.Empty(t, s.Collected[1])
}

func TestWhenBothDrawBothCardsAreDiscarded(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"quasar", "comet"}, {"nebula", "pulsar"}}, pot: []string{"galaxy"}, deck: spare})
	turn(t, s, Draw, "quasar", Draw, "nebula")
	assert.ElementsMatch(t, []string{"quasar", "nebula"}, ids(s.Discard))
	assert.Equal(t, []string{"galaxy"}, ids(s.Pot), "the pot waits for a fight")
	assert.Empty(t, s.Collected[0])
	assert.Empty(t, s.Collected[1])
}

func TestAPlayerScoresTheStarsOfTheCardsCollected(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"nebula"}}, collected: [2][]string{{"galaxy", "quasar", "comet"}, nil}})
	assert.Equal(t, 6, s.Stars(0))
	assert.Equal(t, 0, s.Stars(1))
}
