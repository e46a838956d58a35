package commands_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
)

// TestADeferredInteractionIsStillAnswered runs a bot that defers every
// interaction before handling it, as it does when a handler is slow (a
// busy table, Discord's rate limits): each kind of answer still reaches
// the player, privately where it was private.
func TestADeferredInteractionIsStillAnswered(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{DeferAfter: -1}, commands.New)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")

	// A command's private answer replaces its private "thinking" message.
	r := h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector"))
	assert.Equal(t, discordgo.InteractionResponseDeferredChannelMessageWithSource, r.Response().Type)
	assert.True(t, r.Response().Ephemeral)
	assert.Contains(t, r.Message().Content, "open")

	// A click that updates its message edits it after the deferral.
	lobby := h.Click(bob, h.Board(), "Join").Message()
	assert.Contains(t, discordtest.Text(lobby), "Players (2/2)")
	board := h.Click(ann, lobby, "Start").Message()
	require.Contains(t, discordtest.Text(board), "Waiting on")
	// Its picture comes with the deferred answer's edit: the board
	// compared below is the settled one.
	waitPicture(h, board.ID, "board.png", nil)
	board = h.Srv.Message(board.ID)

	// A click on the public board answers with a private followup.
	ix := h.Click(bob, board, "Hand")
	assert.Equal(t, discordgo.InteractionResponseDeferredMessageUpdate, ix.Response().Type)
	var hand *discordgo.Message
	h.Srv.WaitFor(func() bool { return len(ix.Followups()) == 1 })
	hand = ix.Followups()[0]
	assert.Equal(t, discordgo.MessageFlagsEphemeral, hand.Flags&discordgo.MessageFlagsEphemeral, "a hand stays private")
	assert.Contains(t, discordtest.Text(hand), "Your hand")
	assert.Equal(t, board.Embeds, h.Srv.Message(board.ID).Embeds, "the board itself is not touched")

	// A choice on the hand updates the hand.
	cs := bottest.Choices(hand)
	require.NotEmpty(t, cs)
	after := h.Answer(bob, hand, cs[0])
	assert.NotContains(t, discordtest.Text(after), "⚠")

	// A private answer to a command becomes its "thinking" message (the
	// question /end asks first); the public answer of a click on it goes
	// to the channel as a followup.
	end := h.Srv.Command(ann, h.Channel, "end")
	h.Srv.WaitFor(func() bool { return end.Message() != nil && strings.Contains(end.Message().Content, "End the") })
	assert.Equal(t, discordgo.MessageFlagsEphemeral, end.Message().Flags&discordgo.MessageFlagsEphemeral, "the question is private")
	h.Click(ann, end.Message(), "End the game")
	h.Srv.WaitFor(func() bool { return h.Said("ended the Star Collector game") })
	assert.Empty(t, h.Srv.UnknownRoutes())
}
