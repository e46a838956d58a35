package commands_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
)

// The circled costs are explained under the hand's picture; the text
// beside it does not say it again at every update.
func TestABirdRummyHandLeavesTheCirclesNoteToItsPicture(t *testing.T) {
	t.Parallel()
	h := handWhere(t, "birdrummy", 2, func(st games.State, seat int) bool {
		return strings.Contains(strings.Join(st.Private(seat).Lines, "\n"), "circled numbers")
	})
	assert.Contains(t, h.alt, "circled numbers are ability costs", "the picture explains the circles")
	assert.NotContains(t, h.text, "circled numbers", "the text beside the picture does not repeat it")
	assert.Contains(t, h.plain, "circled numbers", "the whole text view, sent without a picture, keeps it")
}

// The score if the game ended now, made up of the nest and the birds in
// hand, is in the hand's picture: the text beside it does not say it.
func TestABirdRummyHandShowsItsScoreInItsPicture(t *testing.T) {
	t.Parallel()
	h := handWhere(t, "birdrummy", 2, func(st games.State, seat int) bool {
		return st.Result() == nil && strings.Contains(strings.Join(st.Private(seat).Lines, "\n"), "Score if the game ended now: nest 1")
	})
	var line string
	for _, l := range h.st.Private(h.seat).Lines {
		if strings.HasPrefix(l, "Score if") {
			line = l
		}
	}
	f := scoreLine.FindStringSubmatch(line)
	nest, inHand, score := f[1], f[2], f[3]
	assert.Contains(t, h.alt, "nest "+nest, "the picture says the nest's score")
	assert.Contains(t, h.alt, "birds in hand "+minusSign(inHand), "and the birds in hand that count against it")
	assert.Contains(t, h.alt, "score now "+score, "and the score they make")
	assert.NotContains(t, h.text, "Score if", "the text beside the picture does not say it again")
	assert.Contains(t, h.plain, line, "the whole text view keeps the line")
}

// scoreLine reads "Score if the game ended now: nest 12 − birds in hand 3 = 9."
var scoreLine = regexp.MustCompile(`nest (\d+) − birds in hand (\d+) = (−?\d+)`)

func minusSign(n string) string {
	if n == "0" {
		return n
	}
	return "−" + n
}

// What a player saw of the other hand (a Crow, a Sneak Thief) is shown
// in their hand's picture, and said once in the recap when it happened;
// the text beside the picture does not list it again.
func TestWhatABirdRummyPlayerSawOfTheOtherHandIsInTheirPicture(t *testing.T) {
	t.Parallel()
	h := handWhere(t, "birdrummy", 2, func(st games.State, seat int) bool {
		return len(st.Private(seat).Fields) > 0
	})
	f := h.st.Private(h.seat).Fields[0]
	seen := games.ExpandSeats(f.Name, func(s int) string { return "p" + strconv.Itoa(s) })
	assert.Contains(t, h.alt, seen, "the picture shows the other hand as seen")
	assert.NotContains(t, h.text, "You saw", "the text beside the picture does not list it again")
	assert.Contains(t, h.plain, "You saw", "the whole text view keeps it")
}
