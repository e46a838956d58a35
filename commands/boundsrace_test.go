package commands_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
)

// playAtOnce sends /play from each of users, the i-th in channel i, all
// at once, waits for every answer, and returns the channels that have a
// table now.
func playAtOnce(t *testing.T, h *bottest.Harness, users []*discordtest.User) []string {
	t.Helper()
	channels := make([]string, len(users))
	for i := range users {
		channels[i] = h.Srv.Channel(fmt.Sprintf("race%d", i))
	}
	ixs := make([]*discordtest.Interaction, len(users))
	var wg sync.WaitGroup
	for i, u := range users {
		wg.Go(func() {
			ixs[i] = h.Srv.Command(u, channels[i], "play", discordtest.Opt("game", "starcollector"))
		})
	}
	wg.Wait()
	for _, ix := range ixs {
		ix.Message()
	}
	var open []string
	for _, ch := range channels {
		if rec, err := h.Store.ChannelTable(ch); err == nil && !rec.Phase.Done() {
			open = append(open, ch)
		}
	}
	return open
}

// racingBounds is a bot whose paced lobby posts queue (two a second):
// every /play waits at the pacer between the bound's check and the table.
var racingBounds = bot.Config{GlobalRate: 2}

func TestEightPlaysAtOnceOpenOneTableForAMemberWhoMayHostOne(t *testing.T) {
	t.Parallel()
	cfg := racingBounds
	cfg.MaxTablesPerUser = 1
	h := bottest.New(t, cfg, commands.New)
	ann := h.Srv.User("ann")
	users := make([]*discordtest.User, 8)
	for i := range users {
		users[i] = ann
	}
	assert.Len(t, playAtOnce(t, h, users), 1, "ann may host one table, however many /play she sends at once")
}

func TestEightPlaysAtOnceOpenAtMostTwoTablesInAServerThatMayHoldTwo(t *testing.T) {
	t.Parallel()
	cfg := racingBounds
	cfg.MaxTablesPerGuild = 2
	h := bottest.New(t, cfg, commands.New)
	users := make([]*discordtest.User, 8)
	for i := range users {
		users[i] = h.Srv.User(fmt.Sprintf("member%d", i))
	}
	assert.Len(t, playAtOnce(t, h, users), 2, "the server holds as many tables as it may, and no more, however many members /play at once")
}

// TestHostsLeavingAtOnceHandBobNoMoreTablesThanHeMayHost: four hosts,
// each with bob in their lobby, leave at the same moment; bob may host
// one table, so one lobby passes to him and the others close.
func TestHostsLeavingAtOnceHandBobNoMoreTablesThanHeMayHost(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{MaxTablesPerUser: 1}, commands.New)
	bob := h.Srv.User("bob")
	hosts := make([]*discordtest.User, 4)
	channels := make([]string, len(hosts))
	lobbies := make([]*discordgo.Message, len(hosts))
	for i := range hosts {
		hosts[i] = h.Srv.User(fmt.Sprintf("host%d", i))
		channels[i] = h.Srv.Channel(fmt.Sprintf("leave%d", i))
		h.Srv.Command(hosts[i], channels[i], "play", discordtest.Opt("game", "bitch")).Message()
		lobbies[i] = h.Click(bob, embedIn(t, h, channels[i]), "Join").Message()
	}
	ixs := make([]*discordtest.Interaction, len(hosts))
	var wg sync.WaitGroup
	for i, u := range hosts {
		id, ok := discordtest.FindButton(lobbies[i], "Leave")
		require.True(t, ok)
		wg.Go(func() { ixs[i] = h.Srv.Click(u, lobbies[i], id) })
	}
	wg.Wait()
	hosted := 0
	for i, ix := range ixs {
		ix.Message()
		if rec, err := h.Store.ChannelTable(channels[i]); err == nil && !rec.Phase.Done() && rec.Host == bob.ID {
			hosted++
		}
	}
	assert.Equal(t, 1, hosted, "bob hosts one of the four lobbies, as many as he may")
}
