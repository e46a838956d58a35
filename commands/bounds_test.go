package commands_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/storage"
)

func play(h *bottest.Harness, u *discordtest.User, channel string) string {
	return h.Srv.Command(u, channel, "play", discordtest.Opt("game", "starcollector")).Response().Message.Content
}

func TestOneUserCannotHostMoreTablesThanTheBound(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{MaxTablesPerUser: 2}, commands.New)
	ann := h.Srv.User("ann")
	assert.Contains(t, play(h, ann, h.Srv.Channel("one")), "open")
	assert.Contains(t, play(h, ann, h.Srv.Channel("two")), "open")
	assert.Contains(t, play(h, ann, h.Srv.Channel("three")), "as many open tables as one person may")
	_, err := h.Store.ChannelTable(h.Srv.Channel("three"))
	assert.ErrorIs(t, err, storage.ErrNotFound, "no third table was kept")
	assert.Contains(t, play(h, h.Srv.User("bob"), h.Srv.Channel("three")), "open", "the bound is per person")
}

func TestAServerCannotHoldMoreTablesThanTheBound(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{MaxTablesPerGuild: 2}, commands.New)
	assert.Contains(t, play(h, h.Srv.User("ann"), h.Srv.Channel("one")), "open")
	assert.Contains(t, play(h, h.Srv.User("bob"), h.Srv.Channel("two")), "open")
	assert.Contains(t, play(h, h.Srv.User("cy"), h.Srv.Channel("three")), "This server has as many open tables")
}

func TestAnIdleLobbyIsClosedAndTheChannelTold(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{LobbyIdle: 200 * time.Millisecond}, commands.New)
	ann := h.Srv.User("ann")
	play(h, ann, h.Channel)
	h.Srv.WaitFor(func() bool { return h.Said("closed after") })
	_, err := h.Store.ChannelTable(h.Channel)
	require.ErrorIs(t, err, storage.ErrNotFound, "the channel is free")
	assert.Contains(t, play(h, ann, h.Channel), "open")
}

func TestAnAbandonedGameIsClosedAndTheChannelTold(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{GameIdle: 200 * time.Millisecond}, commands.New)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	id := bottest.TableID(t, h.Open("starcollector", ann, bob))
	h.Srv.WaitFor(func() bool { return h.Said("game here was closed") })
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, storage.Cancelled, rec.Phase)
}
