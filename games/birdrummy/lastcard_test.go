package birdrummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// discardLabel is the label of the only option of seat 0's discard.
func discardLabel(t *testing.T, s *state) string {
	t.Helper()
	for _, p := range s.Prompts() {
		if p.Seat == 0 && len(p.Options) == 1 && p.Text != "" {
			require.LessOrEqual(t, len(p.Options[0].Label), games.MaxLabelLen)
			return p.Options[0].Label
		}
	}
	t.Fatal("no discard prompt of one option for seat 0")
	return ""
}

func TestDiscardingTheLastCardSaysItLosesTheGame(t *testing.T) {
	s := scenario(t)
	s.Phase = phaseDiscard
	give(t, s, 0, "sparrow", 1)
	nest(t, s, 0, "crow", 2)
	nest(t, s, 1, "hummer", 7)
	give(t, s, 1, "owl", 2)
	assert.Contains(t, discardLabel(t, s), "ends the game: you lose", "a nest of 2 against 8 less at most 2 in hand loses: the button says so")

	s = scenario(t)
	s.Phase = phaseDiscard
	give(t, s, 0, "sparrow", 1)
	nest(t, s, 0, "crow", 5)
	nest(t, s, 1, "hummer", 6)
	give(t, s, 1, "owl", 2)
	assert.Contains(t, discardLabel(t, s), "you may lose", "5 against 6 less up to 2 birds in hand may lose")

	s = scenario(t)
	s.Phase = phaseDiscard
	give(t, s, 0, "sparrow", 1)
	nest(t, s, 0, "crow", 7)
	nest(t, s, 1, "hummer", 6)
	assert.NotContains(t, discardLabel(t, s), "lose", "a discard that wins says nothing of losing")
}

func TestAOneCardHandIsTitledOneCard(t *testing.T) {
	s := scenario(t)
	give(t, s, 0, "sparrow", 1)
	assert.Equal(t, "Your hand · 1 card", s.Scene(0).Title, "one card is \"1 card\", not \"1 cards\"")
}
