package starcollector

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestADrawCardDrawsItsNumberOfCards(t *testing.T) {
	t.Parallel()
	s := build(t, table{
		hands: [2][]string{{"solar-wind", "comet"}, {"galaxy", "pulsar"}},
		deck:  []string{"binary", "quasar", "meteor", "nebula", "cluster"},
	})
	ev := turn(t, s, Draw, "solar-wind", Fight, "galaxy")
	assert.ElementsMatch(t, []string{"comet", "meteor", "binary", "quasar", "nebula"}, ids(s.Hands[0]))
	assert.Equal(t, []string{"cluster"}, deckTop(s))
	assert.Contains(t, texts(ev, false)[0], seatRef[0]+" plays Draw 4 · Solar Wind ★", "the play says the draw")
	assert.NotContains(t, strings.Join(texts(ev, false), "\n"), "draws", "a draw in full is said once, by its play")
	assert.Equal(t, []string{"You drew Binary Star ★★, Quasar ★★, Meteor ★, Nebula ★."}, texts(ev, true), "the revealing seat is told only what it drew")
	assert.Equal(t, 0, ev[len(ev)-1].Seat, "only the drawer sees the cards drawn")
}

func TestADrawStopsWhenTheHandHoldsSeven(t *testing.T) {
	t.Parallel()
	s := build(t, table{
		hands: [2][]string{{"nebula", "comet", "comet", "meteor", "meteor"}, {"galaxy", "pulsar"}},
		deck:  []string{"binary", "quasar", "pulsar", "solar-wind", "cluster", "cluster"},
	})
	ev := turn(t, s, Draw, "nebula", Fight, "galaxy")
	// 5 cards less the Nebula played is 4: three more make 7.
	assert.Len(t, s.Hands[0], handLimit)
	assert.Equal(t, []string{"solar-wind", "cluster", "cluster"}, deckTop(s))
	assert.Contains(t, texts(ev, false), seatRef[0]+" draws 3 cards of 6: the hand holds 7.")
}

func TestThePlayedCardLeavesTheHandBeforeTheDraw(t *testing.T) {
	t.Parallel()
	s := build(t, table{
		hands: [2][]string{{"nursery", "comet", "comet", "meteor", "meteor", "pulsar", "pulsar"}, {"galaxy", "pulsar"}},
		deck:  []string{"binary", "quasar", "cluster"},
	})
	turn(t, s, Draw, "nursery", Fight, "galaxy")
	assert.Len(t, s.Hands[0], handLimit, "a full hand playing a draw card draws one card back")
	assert.Equal(t, []string{"quasar", "cluster"}, deckTop(s))
}

func TestTheHigherDrawNumberDrawsAllItsCardsFirst(t *testing.T) {
	t.Parallel()
	s := build(t, table{
		hands: [2][]string{{"binary", "comet"}, {"quasar", "pulsar"}},
		deck:  []string{"meteor", "nebula", "cluster", "galaxy", "solar-wind"},
	})
	ev := turn(t, s, Draw, "binary", Draw, "quasar") // draw 3 against draw 4
	assert.ElementsMatch(t, []string{"pulsar", "meteor", "nebula", "galaxy", "cluster"}, ids(s.Hands[1]), "the draw 4 draws first")
	assert.ElementsMatch(t, []string{"comet", "solar-wind"}, ids(s.Hands[0]), "the draw 3 takes what is left")
	assert.Empty(t, s.Deck)
	assert.Contains(t, texts(ev, false), seatRef[0]+" draws a card of 3: the deck is empty.")
}

func TestEqualDrawNumbersDrawOneAtATimeStartingWithTheFirstSeat(t *testing.T) {
	t.Parallel()
	s := build(t, table{
		hands: [2][]string{{"binary", "comet"}, {"pulsar", "red-giant"}},
		deck:  []string{"meteor", "nebula", "cluster", "galaxy", "solar-wind"},
	})
	turn(t, s, Draw, "binary", Draw, "pulsar") // draw 3 against draw 3
	assert.ElementsMatch(t, []string{"comet", "meteor", "cluster", "solar-wind"}, ids(s.Hands[0]), "first, third and fifth cards")
	assert.ElementsMatch(t, []string{"nebula", "red-giant", "galaxy"}, ids(s.Hands[1]), "second and fourth cards")
}

func TestEqualDrawNumbersGoOnAlternatingWhenOneHandIsFull(t *testing.T) {
	t.Parallel()
	s := build(t, table{
		hands: [2][]string{{"binary", "comet", "comet", "meteor", "meteor", "nebula", "nebula"}, {"pulsar", "red-giant"}},
		deck:  []string{"quasar", "nursery", "cluster", "galaxy", "solar-wind"},
	})
	turn(t, s, Draw, "binary", Draw, "pulsar")
	assert.Len(t, s.Hands[0], handLimit, "the first seat draws one card, then its hand is full")
	assert.ElementsMatch(t, []string{"red-giant", "nursery", "cluster", "galaxy"}, ids(s.Hands[1]))
	assert.Equal(t, []string{"solar-wind"}, deckTop(s))
}

func TestDrawnCardsAreShownOnlyToTheirPlayer(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"binary", "comet"}, {"pulsar", "red-giant"}}, deck: []string{"galaxy", "cluster", "meteor", "nebula", "quasar", "quasar"}})
	ev := turn(t, s, Draw, "binary", Draw, "pulsar")
	for _, e := range ev {
		if !e.Private {
			for _, name := range []string{"Galaxy", "Star Cluster", "Meteor", "Nebula"} {
				assert.NotContains(t, e.Text, name, "a public event names a drawn card")
			}
		}
	}
	require.Equal(t, []string{"You drew Galaxy ★★★, Meteor ★, Quasar ★★."}, texts(ev, true)[:1])
	board := render(s.Public())
	assert.False(t, strings.Contains(board, "Galaxy") || strings.Contains(board, "Meteor"), "the board names a drawn card")
}

func TestADrawFromAnEmptyDeckSaysItDrawsNothing(t *testing.T) {
	t.Parallel()
	s := build(t, table{end: endDeckEmpty, hands: [2][]string{{"solar-wind"}, {"galaxy"}}})
	p := s.Prompts()[0]
	draw, ok := p.Option(card(t, "solar-wind").kind().optDraw)
	require.True(t, ok)
	assert.Equal(t, "The deck is empty: this draws no card.", draw.Detail, "the draw side is offered, and says it draws no card")
	fight, _ := p.Option(card(t, "solar-wind").kind().optFight)
	assert.NotEqual(t, draw.Detail, fight.Detail)
}
