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
