package commands_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/bottest"
)

// TestAnsweringInteractionsLeavesNoRateLimitBucketInTheBotsSession plays
// a whole game, hands open: discordgo keeps a bucket for every route it
// has called, for good, and an interaction's routes carry its token, so
// the session that lives as long as the bot holds only channel routes.
// Through it, a year of interactions would pile up some 900 bytes each.
func TestAnsweringInteractionsLeavesNoRateLimitBucketInTheBotsSession(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	h.PlayToEnd(200, ann, bob)

	keys := bottest.BucketKeys(h.Bot.Session())
	assert.NotEmpty(t, keys, "the board's posts and edits went through the bot's session")
	for _, k := range keys {
		assert.False(t, strings.Contains(k, "/interactions/") || strings.Contains(k, "/webhooks/"), "a bucket kept for a token's route: %s", k)
	}
}
