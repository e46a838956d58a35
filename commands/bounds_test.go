package commands_test

import (
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
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

// TestAHostsLeavingNeverHandsSomeoneMoreTablesThanTheBound: the host's
// role passes to the next person seated only while they host fewer
// tables than one person may; a lobby with nobody who may closes, a
// game goes on without a host, and the channel is told which.
func TestAHostsLeavingNeverHandsSomeoneMoreTablesThanTheBound(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{MaxTablesPerUser: 3}, commands.New)
	ann, bob, carol := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("carol")
	lobbyAt := func(ch string, host *discordtest.User, others ...*discordtest.User) *discordgo.Message {
		// Bitch seats up to eight: room for an heir after the first.
		r := h.Srv.Command(host, ch, "play", discordtest.Opt("game", "bitch")).Response()
		require.Contains(t, r.Message.Content, "open")
		lobby := embedIn(t, h, ch)
		for _, u := range others {
			lobby = h.Click(u, lobby, "Join").Message()
		}
		return lobby
	}
	said := func(ch, s string) bool {
		for _, m := range h.Srv.Messages(ch) {
			if len(m.Embeds) == 0 && strings.Contains(m.Content, s) {
				return true
			}
		}
		return false
	}
	hosts := func(ch string) string {
		rec, err := h.Store.ChannelTable(ch)
		if err != nil {
			return ""
		}
		return rec.Host
	}
	lobbyAt(h.Srv.Channel("bobs"), bob)
	for _, name := range []string{"one", "two"} {
		ch := h.Srv.Channel(name)
		h.Click(ann, lobbyAt(ch, ann, bob), "Leave").Message()
		assert.Equal(t, bob.ID, hosts(ch), "bob may host a %s table", name)
	}

	three := h.Srv.Channel("three")
	h.Click(ann, lobbyAt(three, ann, bob, carol), "Leave").Message()
	assert.Equal(t, carol.ID, hosts(three), "bob hosts 3 tables already: the next one seated hosts")
	h.Srv.WaitFor(func() bool { return said(three, "<@"+carol.ID+"> is the host now") })
	assert.True(t, said(three, "<@"+bob.ID+"> already hosts 3 open tables"), "the channel is told why bob was passed over")

	four := h.Srv.Channel("four")
	lobby := lobbyAt(four, ann, bob)
	id := lobbyTableID(t, lobby)
	h.Click(ann, lobby, "Leave").Message()
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, storage.Cancelled, rec.Phase, "nobody seated may host it: the lobby closes rather than stack a fourth table on bob")
	h.Srv.WaitFor(func() bool { return said(four, "so the table has closed") })

	five := h.Srv.Channel("five")
	lobby = lobbyAt(five, ann, bob)
	h.Click(ann, lobby, "Start").Message()
	ask := h.Srv.Command(ann, five, "leave")
	r := h.Click(ann, ask.Message(), "Leave the game").Response()
	assert.Contains(t, r.Message.Content, "nobody hosts this game now", "a game goes on, without a host")
	assert.Equal(t, "", hosts(five))

	hosted := 0
	for _, name := range []string{"bobs", "one", "two", "three", "four", "five"} {
		if hosts(h.Srv.Channel(name)) == bob.ID {
			hosted++
		}
	}
	assert.Equal(t, 3, hosted, "bob hosts as many tables as one person may, no more")
	assert.Contains(t, play(h, bob, h.Srv.Channel("six")), "as many open tables as one person may")
}
