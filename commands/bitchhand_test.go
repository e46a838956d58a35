package commands_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
)

// A Bitch hand's picture shows the hand, the naked piles and the blind
// cards; the text beside it does not list them again.
func TestABitchHandLeavesItsCardsAndPilesToItsPicture(t *testing.T) {
	t.Parallel()
	h := handWhere(t, "bitch", 3, func(st games.State, seat int) bool {
		return prompted(st, seat, "") && strings.Contains(strings.Join(st.Private(seat).Lines, "\n"), "**Naked:** ") &&
			!strings.Contains(strings.Join(st.Private(seat).Lines, "\n"), "not laid yet")
	})
	for _, line := range []string{"**Hand (", "**Naked:**", "**Blind:**"} {
		assert.NotContains(t, h.text, line, "the picture shows it: the text beside it does not")
		assert.Contains(t, h.plain, line, "the whole text view, sent without a picture, keeps it")
	}
	assert.Contains(t, h.alt, "Naked", "the picture says the naked piles")
	assert.Contains(t, h.alt, "Blind", "and the blind cards")
}

// On a Bitch player's turn the hand says once what lies on top, in the
// question it asks, and says once that it is their move.
func TestABitchHandSaysWhatIsOnTopOnce(t *testing.T) {
	t.Parallel()
	h := handWhere(t, "bitch", 3, func(st games.State, seat int) bool {
		return strings.Contains(strings.Join(st.Private(seat).Lines, "\n"), "**Your turn.**") && prompted(st, seat, "")
	})
	assert.Equal(t, 1, strings.Count(h.text, "On top"), "what lies on top is said once:\n%s", h.text)
	assert.Equal(t, 1, strings.Count(h.text, "Your move")+strings.Count(h.text, "Your turn"), "and that it is their move:\n%s", h.text)
	assert.Contains(t, h.plain, "**Your turn.**", "the whole text view keeps its line")
}

// While the naked piles are laid, the hand says once which pile is next
// and how a pile is made, in its question.
func TestABitchHandSaysWhichNakedPileIsNextOnce(t *testing.T) {
	t.Parallel()
	h := handWhere(t, "bitch", 3, func(st games.State, seat int) bool {
		return prompted(st, seat, "Naked pile 2 of 4") && !strings.Contains(games.PromptsFor(st.Prompts(), seat)[0].Text, "how many")
	})
	assert.Equal(t, 1, strings.Count(strings.ToLower(h.text), "pile 2 of 4"), "the next pile is named once:\n%s", h.text)
	assert.LessOrEqual(t, len([]rune(h.text)), 250, "a question a newcomer reads at a glance:\n%s", h.text)
	for _, rule := range []string{"Joker", "blind card", "5"} {
		assert.Contains(t, h.text, rule, "the question still says how a pile is made and what follows")
	}
}
