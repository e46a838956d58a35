package commands_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// TestADeferredInteractionIsStillAnswered runs a bot that defers every
// interaction before handling it, as it does when a handler is slow (a
// busy table, Discord's rate limits): each kind of answer still reaches
// the player, privately where it was private.
func TestADeferredInteractionIsStillAnswered(t *testing.T) {
	t.Parallel()
	h := &harness{t: t}
	h.cfg.DeferAfter = -1
	h.init(t)
	ann, bob := h.srv.User("ann"), h.srv.User("bob")

	// A command's private answer replaces its private "thinking" message.
	r := h.srv.Command(ann, h.channel, "play", discordtest.Opt("game", "starcollector"))
	assert.Equal(t, discordgo.InteractionResponseDeferredChannelMessageWithSource, r.Response().Type)
	assert.True(t, r.Response().Ephemeral)
	assert.Contains(t, r.Message().Content, "open")

	// A click that updates its message edits it after the deferral.
	lobby := h.click(bob, h.board(), "Join").Message()
	assert.Contains(t, discordtest.Text(lobby), "Players (2/2)")
	board := h.click(ann, lobby, "Start").Message()
	require.Contains(t, discordtest.Text(board), "Waiting on")

	// A click on the public board answers with a private followup.
	ix := h.click(bob, board, "Hand")
	assert.Equal(t, discordgo.InteractionResponseDeferredMessageUpdate, ix.Response().Type)
	var hand *discordgo.Message
	h.srv.WaitFor(func() bool { return len(ix.Followups()) == 1 })
	hand = ix.Followups()[0]
	assert.Equal(t, discordgo.MessageFlagsEphemeral, hand.Flags&discordgo.MessageFlagsEphemeral, "a hand stays private")
	assert.Contains(t, discordtest.Text(hand), "Your hand")
	assert.Equal(t, board.Embeds, h.srv.Message(board.ID).Embeds, "the board itself is not touched")

	// A choice on the hand updates the hand.
	cs := choices(hand)
	require.NotEmpty(t, cs)
	after := h.answer(bob, hand, cs[0])
	assert.NotContains(t, discordtest.Text(after), "⚠")

	// A public answer to a command goes to the channel; the private
	// "thinking" message is removed.
	before := len(h.srv.Messages(h.channel))
	end := h.srv.Command(ann, h.channel, "end")
	h.srv.WaitFor(func() bool { return len(h.srv.Messages(h.channel)) > before })
	var said []string
	for _, m := range h.srv.Messages(h.channel)[before:] {
		said = append(said, m.Content)
	}
	assert.Contains(t, strings.Join(said, "\n"), "ended the Star Collector game")
	assert.Nil(t, end.Message(), "the thinking message is gone")
	assert.Empty(t, h.srv.UnknownRoutes())
}
