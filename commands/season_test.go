package commands_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/storage"
)

// rateGame records a finished Star Collector game the first player won,
// as the bot records one (rated in the same write).
func rateGame(t *testing.T, s *storage.Store, guild, channel string, winner, loser *discordtest.User) {
	t.Helper()
	rec := &storage.Table{GuildID: guild, ChannelID: channel, Game: "starcollector", Phase: storage.Finished,
		Seats: []storage.Seat{{UserID: winner.ID, Name: winner.Name}, {UserID: loser.ID, Name: loser.Name}}}
	require.NoError(t, s.Create(rec))
	require.NoError(t, s.Commit(rec, storage.Move{Seat: 0, Prompt: "p"}, &storage.Outcome{Places: []int{1, 2}, Summary: "won"}))
}

func TestAnOrganiserStartsASeasonAndWhenItRunsOutTheChannelHearsItsChampion(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	olga, ann, bob, cat := h.Srv.Organiser("olga"), h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("cat")

	r := h.Srv.Command(ann, h.Channel, "season", discordtest.Opt("action", "start"), discordtest.Opt("length", "30")).Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "Only members with **Manage Server**", "a member who is no organiser is told who may")
	cur, err := h.Store.CurrentSeason(h.Srv.GuildID)
	require.NoError(t, err)
	assert.True(t, cur.Start.IsZero(), "and nothing changed")

	r = h.Srv.Command(olga, h.Channel, "season", discordtest.Opt("action", "start"), discordtest.Opt("length", "30")).Response()
	assert.False(t, r.Ephemeral, "the server hears a season begin")
	assert.Contains(t, r.Message.Content, "**Season 1** has begun (30 days, until <t:")
	assert.Contains(t, r.Message.Content, "halfway toward 1500", "with the carry-over rule")

	// ann plays bob and cat three times each (the pair bound's day), bob
	// plays cat once: ann has 6 rated games, the others 4.
	other := h.Srv.Channel("other")
	for range 3 {
		rateGame(t, h.Store, h.Srv.GuildID, other, ann, bob)
		rateGame(t, h.Store, h.Srv.GuildID, other, ann, cat)
	}
	rateGame(t, h.Store, h.Srv.GuildID, other, bob, cat)
	r = h.Srv.Command(olga, h.Channel, "season", discordtest.Opt("action", "start"), discordtest.Opt("length", "90")).Response()
	assert.Contains(t, r.Message.Content, "Season 1 runs 30 days", "a running season is not ended by a second start")
	status := h.Srv.Command(bob, h.Channel, "season").Response().Message.Content
	assert.Contains(t, status, "**Season 1**, since <t:", "anyone sees the season")
	assert.Contains(t, status, "30 days, until <t:")

	// The season runs out while the bot is down: its next start ends it.
	h.Stop()
	h.Config.Now = func() time.Time { return time.Now().AddDate(0, 0, 31) }
	h.Start()
	h.Srv.WaitFor(func() bool { return h.Said("**Season 1 has ended.**") })
	h.Settle()
	assert.True(t, h.Said(fmt.Sprintf("🏆 Champion of season 1 (Star Collector): <@%s>", ann.ID)), "the channel it was started in hears the champion")
	assert.True(t, h.Said("**Season 2** has begun (30 days, until <t:"), "and that the next began, as long")

	board := h.Srv.Command(bob, h.Channel, "leaderboard", discordtest.Opt("game", "starcollector")).Response().Message.Content
	assert.Contains(t, board, "Nobody is rated at Star Collector in this server's season 2 yet")
	board = h.Srv.Command(bob, h.Channel, "leaderboard", discordtest.Opt("game", "starcollector"), discordtest.Opt("season", 1)).Response().Message.Content
	assert.Contains(t, board, "**Star Collector leaderboard**, season 1, final")
	assert.Contains(t, board, fmt.Sprintf("1. <@%s>: ", ann.ID), "the past season's table, its champion first")
	assert.Contains(t, board, "6 games")
	board = h.Srv.Command(bob, h.Channel, "leaderboard", discordtest.Opt("game", "starcollector"), discordtest.Opt("season", 7)).Response().Message.Content
	assert.Contains(t, board, "no past season 7")

	stats := h.Srv.Command(bob, h.Channel, "stats").Response().Message.Content
	assert.Contains(t, stats, fmt.Sprintf("**Honours**\n🏆 Champion of season 1 (Star Collector): <@%s>", ann.ID), "/stats lists the server's champions")
}

func TestAnOrganiserEndsASeasonAndTheNextStartsEveryoneHalfwayBackTo1500(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	olga, ann, bob := h.Srv.Organiser("olga"), h.Srv.User("ann"), h.Srv.User("bob")
	r := h.Srv.Command(olga, h.Channel, "season", discordtest.Opt("action", "end")).Response()
	assert.Contains(t, r.Message.Content, "no rated game yet", "an empty season is not ended")

	rateGame(t, h.Store, h.Srv.GuildID, h.Srv.Channel("other"), ann, bob)
	before, err := h.Store.PlayerStandings(h.Srv.GuildID, ann.ID)
	require.NoError(t, err)
	r = h.Srv.Command(bob, h.Channel, "season", discordtest.Opt("action", "end")).Response()
	assert.Contains(t, r.Message.Content, "Only members with **Manage Server**")
	r = h.Srv.Command(olga, h.Channel, "season", discordtest.Opt("action", "end")).Response()
	assert.Contains(t, r.Message.Content, "**Season 1 has ended.**")
	assert.Contains(t, r.Message.Content, "No champion: nobody played 5 rated games")
	assert.Contains(t, r.Message.Content, "**Season 2** has begun (open-ended")

	rateGame(t, h.Store, h.Srv.GuildID, h.Srv.Channel("other"), bob, ann)
	after, err := h.Store.PlayerStandings(h.Srv.GuildID, ann.ID)
	require.NoError(t, err)
	carried := storage.Carry(before["starcollector"].Rating)
	assert.Equal(t, 1, after["starcollector"].Games, "season 2's record starts anew")
	assert.Less(t, after["starcollector"].R, carried.R, "a loss from the carried rating")
	assert.Greater(t, carried.R, 1500.0)
	assert.Less(t, carried.R, before["starcollector"].R, "halfway back toward 1500")
	status := h.Srv.Command(ann, h.Channel, "season").Response().Message.Content
	assert.Contains(t, status, "Past seasons: 1 (ended <t:")

	r = h.Srv.Command(olga, h.Channel, "season", discordtest.Opt("action", "start"), discordtest.Opt("length", "90")).Response()
	assert.Contains(t, r.Message.Content, "**Season 2 has ended.**", "starting a season ends the open one that has rated games")
	assert.Contains(t, r.Message.Content, "**Season 3** has begun (90 days, until <t:")
	assert.Contains(t, r.Message.Content, "started by <@"+olga.ID+">")
	r = h.Srv.Command(olga, h.Channel, "season", discordtest.Opt("action", "show"), discordtest.Opt("length", "30")).Response()
	assert.Contains(t, r.Message.Content, "A length goes with `action:start`", "a length with another action is refused")
}
