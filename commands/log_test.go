package commands_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

func TestAnyoneReadsTheWholeGamesLog(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, eve := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("eve")
	h.Open("starcollector", ann, bob)
	final := h.PlayToEnd(200, ann, bob)

	ix := h.Click(eve, final, "Log")
	require.True(t, ix.Response().Ephemeral, "the log is shown privately to whoever asks")
	text := discordtest.Text(ix.Message())
	assert.Contains(t, text, "the game so far", "someone not seated may read it")
	assert.Contains(t, text, "`  1` <@"+ann.ID+"> has chosen.", "from the first move, numbered")
	assert.Contains(t, text, "Turn 1:", "with every public line")
	assert.NotContains(t, text, "You drew", "private lines stay private")
	assert.NotContains(t, text, "You chose")
}
