package render

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games"
)

// pictured is a pick game whose hand view marks what its picture shows.
type pictured struct{ *picktest.State }

func (p pictured) Private(int) games.View {
	return games.View{Title: "Your picks",
		Lines:     []string{"**Hand (3):** A B C", "You must pick A first.", "_Circles are costs._"},
		Elsewhere: []string{"**Hand (3):** A B C", "_Circles are costs._"},
		Fields: []games.Field{
			{Name: "You saw Bob's hand", Value: "D, E", Elsewhere: true},
			{Name: "Your secret", Value: "F"},
		}}
}

// A hand's picture shows its cards, counts and notes; the text beside it
// says only what the picture cannot. The text view, sent when no picture
// goes, keeps every line.
func TestAPicturedHandLeavesOutTheLinesItsPictureShows(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	tb.State = pictured{tb.State.(*picktest.State)}
	m := Hand(tb, 0, 0, "")
	text, plain := textOf(m), textOf(*m.Plain)
	for _, said := range []string{"Hand (3)", "Circles are costs", "You saw Bob's hand", "D, E"} {
		assert.NotContains(t, text, said, "the picture shows it: the text beside it does not say it again")
		assert.Contains(t, plain, said, "the whole text view, sent without the picture, says it")
	}
	for _, kept := range []string{"You must pick A first.", "Your secret", "F"} {
		assert.Contains(t, text, kept, "what the picture does not show stays in the text")
	}
}

// listed is a pick game whose hand view lists the cards its picture
// shows on a line of their own, as Rummy's sorted hand does.
type listed struct{ *picktest.State }

func (l listed) Private(int) games.View {
	return games.View{Title: "Your hand · 3 cards", Lines: []string{"3♣ 4♣ · **K♠**", "You must meld or lay off K♠.", "3♣ 5♦"}}
}

func (l listed) Scene(seat int) games.Scene {
	return games.Scene{Title: "Your hand · 3 cards", Areas: []games.Area{{Seat: seat, Zones: []games.Zone{{Cards: []games.Card{
		games.StandardCard("3♣", ""), games.StandardCard("4♣", ""), games.StandardCard("K♠", "")}}}}}}
}

func TestAPicturedHandDoesNotListTheCardsItsPictureShows(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	tb.State = listed{tb.State.(*picktest.State)}
	m := Hand(tb, 0, 0, "")
	text, plain := textOf(m), textOf(*m.Plain)
	assert.NotContains(t, text, "3♣ 4♣", "the picture shows these cards: the text beside it does not list them again")
	assert.Contains(t, plain, "3♣ 4♣", "the whole text view, sent without the picture, lists them")
	assert.Contains(t, text, "You must meld or lay off K♠.", "a line that says more than the cards stays")
	assert.Contains(t, text, "3♣ 5♦", "a list with a card the picture does not show stays")
}
