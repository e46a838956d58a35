package bitch

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// bluffQuestion is the Call bluff question seat 2 is asked.
func bluffQuestion(t *testing.T, s *state) string {
	t.Helper()
	for _, p := range s.Prompts() {
		if p.Seat == 2 && p.Optional {
			return p.Text
		}
	}
	t.Fatal("seat 2 is offered no Call bluff")
	return ""
}

func TestTheCallBluffQuestionSaysWhatTheDeckCanReallyPay(t *testing.T) {
	t.Parallel()
	passed := func(deck string) *state {
		s := table(3).hand(0, "KC 3C 3D 3H 3S").hand(1, "4C 4D 4H 4S 5C").hand(2, "6C 6D 6H 6S 9C").
			played("5S", 5).deck(deck)
		play(t, s, 0, "pass")
		return s
	}
	q := bluffQuestion(t, passed(bluffDeck))
	assert.Contains(t, q, "Right: they draw 4. Wrong: your hand is shown and you draw 8.", "a full deck pays both penalties")

	s := passed("QH 3H 4H 5H 6H 7H")
	q = bluffQuestion(t, s)
	assert.Len(t, s.Deck, 5, "the scenario leaves five cards in the deck")
	assert.Contains(t, q, "Right: they draw 4.", "five cards pay the bluffer's 4")
	assert.Contains(t, q, "you draw the deck's last 5", "but not the caller's 8: the question says so")

	s = passed("QH 3H 4H")
	assert.Len(t, s.Deck, 2, "the scenario leaves two cards in the deck")
	q = bluffQuestion(t, s)
	assert.Contains(t, q, "they draw the deck's last 2", "two cards pay neither in full")

	// A game dealt before the ruling that shuts the window on an empty
	// deck still asks, and says nobody draws.
	s = table(3).hand(0, "KC 3C 3D 3H 3S").hand(1, "4C 4D 4H 4S 5C").hand(2, "6C 6D 6H 6S 9C").played("5S", 5)
	s.Edition = editionCallsOnEmptyDeck
	play(t, s, 0, "pass")
	q = bluffQuestion(t, s)
	assert.NotContains(t, q, "draw 4", "an empty deck draws nothing: the question promises no draw")
	assert.Contains(t, q, "nobody draws")
	ev := call(t, s, 2)
	assert.Contains(t, eventText(ev), "draws nothing", "and indeed nobody draws")
}
