package render

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/table"
)

func TestAHandsRecapDoesNotRepeatTheResultItShowsUnderGameOver(t *testing.T) {
	t.Parallel()
	rec := Table{Table: table.Table{Seats: []table.Seat{{UserID: "1", Name: "ann"}, {UserID: "2", Name: "bob"}}}, Kept: Kept{
		Recent: []string{"bob discarded Heron.", "Game over: ann wins, 34 to 8.", "**Game over.** ann wins, 34 to 8."},
		Since:  []int{3, 3},
		Notes:  map[int][]string{}, NotesAt: map[int][]int{},
	}}
	assert.Equal(t, "• bob discarded Heron.", Recap(rec, 0, "ann wins, 34 to 8."),
		"the result is said once, under Game over, not again in the recap")
	assert.Equal(t, "• bob discarded Heron.\n• Game over: ann wins, 34 to 8.\n• **Game over.** ann wins, 34 to 8.", Recap(rec, 0, ""),
		"with no result, every line stays")
	assert.False(t, saysResult("ann plays Draw 3.", "Draw 3."), "a line that only ends like the result is not the result")
}

func TestAHandWaitingOnOthersSaysWhoseTurnItIsOnce(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 3, 0)
	m := Hand(tb, 1, 0, "")
	for _, text := range []string{textOf(m), textOf(*m.Plain)} {
		assert.Contains(t, text, "Not your turn: Waiting on", "the hand of a seat the game does not wait on says whom it waits on")
		assert.Equal(t, 1, strings.Count(strings.ToLower(text), "waiting"), "and does not say it twice:\n%s", text)
	}
}
