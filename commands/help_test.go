package commands

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	_ "github.com/deckhand/deckhand/games/all"
	"github.com/deckhand/deckhand/games/lang"
)

// TestHelpFitsDiscordWithAsManyGamesAsPlayOffers: with the games of
// today and more, up to the 25 /play can offer, each with a summary as
// long as the longest today, /help stays within Discord's 2000
// characters of text and 4096 of an embed. A sixth game once pushed the
// list, which was part of the text, past 2000, and /help went unanswered.
func TestHelpFitsDiscordWithAsManyGamesAsPlayOffers(t *testing.T) {
	t.Parallel()
	var infos []games.Info
	longest := ""
	for _, g := range games.All() {
		infos = append(infos, g.Info())
		if utf8.RuneCountInString(g.Info().Summary) > utf8.RuneCountInString(longest) {
			longest = g.Info().Summary
		}
	}
	for i := len(infos); i < 25; i++ {
		infos = append(infos, games.Info{Name: fmt.Sprintf("Game %d", i), Summary: longest, MinSeats: 2, MaxSeats: 8})
	}
	m := helpMessage(lang.Get(lang.English), infos)
	assert.LessOrEqual(t, utf8.RuneCountInString(m.Content), 2000, "the guide fits Discord's text")
	require.Len(t, m.Embeds, 1)
	list := m.Embeds[0].Description
	assert.LessOrEqual(t, utf8.RuneCountInString(list), 4096, "25 games fit the embed")
	assert.Equal(t, 25, strings.Count(list, "\n- ")+1, "a line for each game")
	assert.Contains(t, list, "**Star Collector** (2 players)", "today's games are listed by name and seats")
}
