package starcollector

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTheBoardShowsStarsHandsDeckPotDiscardAndTheLastReveal(t *testing.T) {
	t.Parallel()
	s := build(t, table{
		hands:     [2][]string{{"pulsar", "comet", "galaxy"}, {"red-giant", "nebula"}},
		deck:      []string{"binary", "quasar", "meteor"},
		pot:       []string{"cluster"},
		discard:   []string{"nursery"},
		collected: [2][]string{{"supernova"}, {"quasar", "meteor"}},
	})
	turn(t, s, Fight, "pulsar", Fight, "red-giant")
	choose(t, s, 1, Draw, "nebula")
	v := s.Public()
	assert.Equal(t, "Star Collector · turn 2", v.Title)
	assert.Equal(t, []string{
		seatRef[0] + ": **3★** · 2 cards in hand · ⏳ choosing",
		seatRef[1] + ": **3★** · 1 card in hand · ✅ has chosen",
		"Deck: 3 cards · Discard pile: 1 card",
		"Pot: 3 cards, 6★ (Star Cluster ★★★, Pulsar ★, Red Giant ★★)",
	}, v.Lines)
	require.Len(t, v.Fields, 1)
	assert.Equal(t, "Last reveal", v.Fields[0].Name)
	assert.Equal(t, "Turn 1: "+seatRef[0]+" plays Fight 4 · Pulsar ★; "+seatRef[1]+" plays Fight 4 · Red Giant ★★.\n"+
		"A tie: both cards go to the pot, which now holds 3 cards.", v.Fields[0].Value)
}

func TestTheBoardSaysWhenTheDeckEmptyRuleIsOn(t *testing.T) {
	t.Parallel()
	s := build(t, table{end: endDeckEmpty, hands: [2][]string{{"comet"}, {"nebula"}}, deck: spare})
	assert.Contains(t, render(s.Public()), "The game ends when the deck runs out.")
}

func TestTheHandShowsEveryCardWithItsStarsNumbersAndSpecial(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"black-hole", "comet", "comet"}, {"nebula"}}, collected: [2][]string{{"galaxy"}, nil}})
	v := s.Private(0)
	assert.Equal(t, "Your hand · 3 cards, 7 at most", v.Title, "the hand limit is said in words, not as \"3 of 7\"")
	assert.Equal(t, []string{
		"**Comet** ★ — Fight 6 · Draw 1",
		"**Comet** ★ — Fight 6 · Draw 1",
		"**Black Hole** ★★ — Fight 1 · Draw 2 · _Fight 1, but this card beats Fight 6 cards._",
		"You have collected 3★.",
	}, v.Lines)
	assert.Empty(t, v.Fields)
	assert.NotContains(t, render(s.Private(1)), "Comet")
}

func TestTheHandShowsItsOwnSecretChoice(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"black-hole", "comet"}, {"nebula"}}})
	choose(t, s, 0, Fight, "black-hole")
	v := s.Private(0)
	require.Len(t, v.Fields, 1)
	assert.Equal(t, "Your secret choice", v.Fields[0].Name)
	assert.Equal(t, "Fight 1, beats 6 · Black Hole ★★", v.Fields[0].Value)
	assert.Empty(t, s.Private(1).Fields)
}

// Once the game is over, the ranking under "Game over" gives each seat's
// stars: the hand does not say its own again.
func TestAFinishedHandLeavesItsStarsToTheRanking(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"galaxy", "nebula"}}, deck: []string{"binary"}})
	assert.Contains(t, render(s.Private(1)), "You have collected 0★.", "while the game goes on, the hand says its stars")
	turn(t, s, Fight, "comet", Fight, "galaxy")
	require.NotNil(t, s.Result())
	assert.Equal(t, 4, s.Result().Score[0], "the ranking gives seat 0's stars")
	for seat := range seats {
		assert.NotContains(t, render(s.Private(seat)), "You have collected", "seat %d's stars are the ranking's to say", seat)
	}
}

// An empty hand's title says "0 cards": no line says it again.
func TestAnEmptyHandIsSaidByItsTitleAlone(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"galaxy", "nebula"}}, deck: []string{"binary"}})
	turn(t, s, Fight, "comet", Fight, "galaxy")
	v := s.Private(0)
	assert.Equal(t, "Your hand · 0 cards, 7 at most", v.Title)
	assert.Empty(t, v.Lines, "the title says the hand is empty, and the ranking gives the stars")
}
