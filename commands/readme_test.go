package commands_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// TestTheReadmeListsExactlyTheRegisteredGames keeps the README honest: it
// offers the games the bot offers, no more and no fewer.
func TestTheReadmeListsExactlyTheRegisteredGames(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	text := string(data)
	start, end := strings.Index(text, "<!-- games:start -->"), strings.Index(text, "<!-- games:end -->")
	require.True(t, start >= 0 && end > start, "the README has a games section")
	listed := map[string]bool{}
	for _, m := range regexp.MustCompile("`([a-z]+)`").FindAllStringSubmatch(text[start:end], -1) {
		listed[m[1]] = true
	}
	registered := map[string]bool{}
	for _, g := range games.All() {
		registered[g.Info().Slug] = true
	}
	assert.Equal(t, registered, listed)
}
