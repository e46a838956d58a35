package commands_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
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
	page := ix.Message()
	assert.Contains(t, discordtest.Text(page), "the game so far", "someone not seated may read it")
	assert.Contains(t, discordtest.Text(page), "wins", "it opens at the end of the game")
	var all []string
	for range 100 {
		all = append([]string{discordtest.Text(page)}, all...)
		id, ok := discordtest.FindButton(page, "◀ Earlier")
		if !ok || disabled(page, id) {
			break
		}
		page = h.Srv.Click(eve, page, id).Message()
	}
	text := strings.Join(all, "\n")
	assert.Contains(t, discordtest.Text(page), "Lines 1-", "paging back reaches the first line")
	assert.Contains(t, text, "`  1` <@"+ann.ID+"> has chosen.", "from the first move, numbered")
	assert.Contains(t, text, "Turn 1:", "with every public line")
	assert.NotContains(t, text, "You drew", "private lines stay private")
	assert.NotContains(t, text, "You chose")
}

func disabled(m *discordgo.Message, id string) bool {
	for _, b := range discordtest.Buttons(m) {
		if b.CustomID == id {
			return b.Disabled
		}
	}
	return true
}
