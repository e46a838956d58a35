package bitch

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/assets"
)

func TestTheRulesPageDescribesTheGameAsImplemented(t *testing.T) {
	t.Parallel()
	info := Game{}.Info()
	assert.Equal(t, string(assets.Read("bitch/rules.md")), info.Rules)
	assert.Equal(t, "bitch", info.Slug)
	assert.Equal(t, 2, info.MinSeats)
	assert.Equal(t, 8, info.MaxSeats)
	for _, want := range []string{
		"fewest decks", "Dealer", "First player", "naked piles", "filled to 5",
		"draw 2 cards for each 7", "see-through", "skips one player", "9 or lower",
		"burns", "high", "Joker", "Call bluff", "draws 4", "draws 8", "Only the first call",
		"naked card of your choice", "Blind cards", "last player left", "turned up",
	} {
		assert.Contains(t, info.Rules, want)
	}
	keys := []string{}
	for _, o := range info.Options {
		keys = append(keys, o.Key)
	}
	assert.Equal(t, []string{"decks", "first", "dealer"}, keys)
}

func TestTheRulesPageHasNoMarkdownTablesWhichDiscordShowsAsRawPipes(t *testing.T) {
	t.Parallel()
	for i, line := range strings.Split(Game{}.Info().Rules, "\n") {
		assert.False(t, strings.HasPrefix(strings.TrimSpace(line), "|"), "line %d is a table row: %q", i+1, line)
	}
}
