package commands_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/storage"
)

// finishGame opens a Star Collector table of the deck-empty kind (the
// shorter game), seats the others, and plays it to its end.
func finishGame(h *bottest.Harness, host *discordtest.User, others ...*discordtest.User) *discordgo.Message {
	h.T.Helper()
	h.Srv.Command(host, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	lobby := h.Board()
	id := bottest.TableID(h.T, lobby)
	lobby = h.Srv.Select(host, lobby, discord.OptionID{Table: id, Key: "end"}.String(), "deck-empty").Message()
	for _, u := range others {
		lobby = h.Click(u, lobby, "Join").Message()
	}
	h.Click(host, lobby, "Start").Message()
	return h.PlayToEnd(200, append([]*discordtest.User{host}, others...)...)
}

func TestRematchOpensALobbyWithTheSameSeatsAndOptionsTheNextPlayerFirst(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	final := finishGame(h, ann, bob)
	old, err := h.Store.Table(bottest.TableID(t, final))
	require.NoError(t, err)

	lobby := rematchOf(h, bob, final)
	var said *discordgo.Message
	h.Srv.WaitFor(func() bool {
		for _, m := range h.Srv.Messages(h.Channel) {
			if strings.Contains(m.Content, "opened a rematch") {
				said = m
			}
		}
		return said != nil // the players hear of the rematch in the channel
	})
	assert.Zero(t, said.Flags&discordgo.MessageFlagsEphemeral, "in a message all of them see")
	assert.Contains(t, said.Content, "<@"+ann.ID+">", "the other player is called to it")
	assert.Contains(t, discordtest.Text(lobby), "table open")
	rec, err := h.Store.Table(bottest.TableID(t, lobby))
	require.NoError(t, err)
	assert.NotEqual(t, old.ID, rec.ID)
	assert.Equal(t, storage.Lobby, rec.Phase)
	assert.Equal(t, []storage.Seat{old.Seats[1], old.Seats[0]}, rec.Seats, "the same seats, the seating moved on by one")
	assert.Equal(t, old.Options, rec.Options, "the same options")
	assert.Equal(t, "deck-empty", rec.Options["end"])
	assert.Equal(t, bob.ID, rec.Host, "whoever pressed Rematch hosts it")

	// Ann sits this one out as in any lobby; Bob could fill her seat.
	lobby = h.Click(ann, lobby, "Leave").Message()
	assert.NotContains(t, discordtest.Text(lobby), "<@"+ann.ID+">")
}

func TestRematchKeepsCPUSeatsAsTheyWere(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.Srv.User("ann")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	lobby := h.Click(ann, h.Board(), "Add CPU").Message()
	h.Click(ann, lobby, "Start").Message()
	final := h.PlayToEnd(200, ann)
	old, err := h.Store.Table(bottest.TableID(t, final))
	require.NoError(t, err)

	rec, err := h.Store.Table(bottest.TableID(t, rematchOf(h, ann, final)))
	require.NoError(t, err)
	require.Len(t, rec.Seats, 2)
	assert.Equal(t, old.Seats[1], rec.Seats[0], "the CPU seat is copied whole and now sits first")
	assert.True(t, rec.Seats[0].CPU)
}

func TestOnlyAPlayerOfTheFinishedGameMayAskForItsRematch(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, eve := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("eve")
	final := finishGame(h, ann, bob)

	r := h.Click(eve, final, "Rematch").Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "Only the players")
	_, err := h.Store.ChannelTable(h.Channel)
	assert.ErrorIs(t, err, storage.ErrNotFound, "no lobby was opened")
}

func TestASecondRematchPressIsAnsweredAndOpensNothing(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	final := finishGame(h, ann, bob)
	lobby := rematchOf(h, ann, final)
	// The rematch lobby is cancelled, so the channel is free again: the
	// old board's button still must not open another.
	h.Click(ann, lobby, "Cancel").Message()

	r := h.Click(bob, final, "Rematch").Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "already been opened")
	_, err := h.Store.ChannelTable(h.Channel)
	assert.ErrorIs(t, err, storage.ErrNotFound, "no second lobby was opened")
}

func TestARematchInABusyChannelIsRefused(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	final := finishGame(h, ann, bob)
	h.Srv.Command(bob, h.Channel, "play", discordtest.Opt("game", "rummy")).Message() // the notice, once the lobby is up
	busy, err := h.Store.ChannelTable(h.Channel)
	require.NoError(t, err)

	r := h.Click(ann, final, "Rematch").Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "already has a table")
	now, err := h.Store.ChannelTable(h.Channel)
	require.NoError(t, err)
	assert.Equal(t, busy.ID, now.ID, "the channel's table is the one it had")
}

// rematchOf presses Rematch on final as u and returns the lobby it
// opens, once it is up: its post waits its turn at the pacer, which may
// defer the click's answer past its first response.
func rematchOf(h *bottest.Harness, u *discordtest.User, final *discordgo.Message) *discordgo.Message {
	h.T.Helper()
	h.Click(u, final, "Rematch").Response()
	var lobby *discordgo.Message
	h.Srv.WaitFor(func() bool {
		lobby = h.Board()
		_, ok := discordtest.FindButton(lobby, "Join")
		return ok && lobby.ID != final.ID
	})
	// The finished table records its rematch after the lobby is up, then
	// the channel is told: once it is, a second press finds it recorded.
	h.Srv.WaitFor(func() bool { return h.Said("opened a rematch") })
	return lobby
}
