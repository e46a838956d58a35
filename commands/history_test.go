package commands_test

import (
	"fmt"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/storage"
)

// recordGames stores n finished two-player games of the harness's guild
// that winner won, as the bot's commits record them: what /history lists
// does not depend on how the games were played.
func recordGames(h *bottest.Harness, n int, winner, loser *discordtest.User) {
	h.T.Helper()
	for i := range n {
		rec := &storage.Table{
			GuildID: h.Srv.GuildID, ChannelID: fmt.Sprintf("recorded-%s-%d", winner.Name, i), Game: "starcollector", Phase: storage.Playing,
			Seats: []storage.Seat{{UserID: winner.ID, Name: winner.Name}, {UserID: loser.ID, Name: loser.Name}},
		}
		require.NoError(h.T, h.Store.Create(rec))
		rec.Phase = storage.Finished
		require.NoError(h.T, h.Store.Commit(rec, storage.Move{Prompt: "p"}, &storage.Outcome{Places: []int{1, 2}}))
	}
}

func TestHistoryListsTheServersGamesTenAPageNewestFirst(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	recordGames(h, 11, ann, bob)
	recordGames(h, 1, bob, ann)

	ix := h.Srv.Command(bob, h.Channel, "history")
	require.True(t, ix.Response().Ephemeral, "the list is only for who asked")
	page := ix.Message()
	text := discordtest.Text(page)
	text0 := text
	assert.Contains(t, text, "`1.` **Star Collector** · <@"+bob.ID+">, <@"+ann.ID+"> · <@"+bob.ID+"> won · <t:", "the newest game first: game, players, result, when")
	assert.Contains(t, text, "`2.` **Star Collector** · <@"+ann.ID+">, <@"+bob.ID+"> · <@"+ann.ID+"> won")
	assert.Contains(t, text, "`10.`")
	assert.NotContains(t, text, "`11.`", "ten games a page")
	assert.Contains(t, text, "Page 1 of 2 · 12 games")
	sel, ok := discordtest.FindSelect(page, discord.KindPick+":")
	require.True(t, ok, "each game on the page opens its replay")
	assert.Len(t, sel.Options, 10)
	_, newer := discordtest.FindButton(page, "Newer")
	assert.False(t, newer, "the first page has nothing newer")

	older := h.Click(bob, page, "Older").Message()
	assert.Equal(t, page.ID, older.ID, "the page turns in place")
	text = discordtest.Text(older)
	assert.Contains(t, text, "`11.`")
	assert.Contains(t, text, "`12.`")
	assert.Contains(t, text, "Page 2 of 2")
	_, more := discordtest.FindButton(older, "Older")
	assert.False(t, more, "the last page has nothing older")

	back := h.Click(bob, older, "Newer").Message()
	assert.Equal(t, text0, discordtest.Text(back), "the first page again")
}

func TestHistoryOfAServerWithoutFinishedGamesSaysSo(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	r := h.Srv.Command(h.Srv.User("ann"), h.Channel, "history").Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "No game has finished")
}

func TestAGameEndedWithEndIsInHistoryAsEndedEarlyAndReplays(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	require.True(t, h.PlayOnce(ann))
	h.WaitBoard("has chosen")
	ask := h.Srv.Command(ann, h.Channel, "end")
	h.Click(ann, ask.Message(), "End the game").Response()

	list := h.Srv.Command(bob, h.Channel, "history").Message()
	text := discordtest.Text(list)
	assert.Contains(t, text, "**Star Collector** · <@"+ann.ID+">, <@"+bob.ID+"> · ended early", "the game ended with /end is listed, as ended early")
	sel, ok := discordtest.FindSelect(list, discord.KindPick+":")
	require.True(t, ok, text)
	replay := h.Srv.Select(bob, list, sel.CustomID, sel.Options[0].Value).Message()
	assert.Contains(t, discordtest.Text(replay), "Replay · ", "a game ended early replays as far as it went")
}

func TestAGameIsLookedBackOnFromItsChannelOrByItsPlayersNeverFromAnotherChannel(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, carl, dan := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("carl"), h.Srv.User("dan")
	elsewhere := h.Srv.Channel("elsewhere")
	h.Open("starcollector", ann, bob)
	require.True(t, h.PlayOnce(ann))
	h.WaitBoard("has chosen")
	h.Click(ann, h.Srv.Command(ann, h.Channel, "end").Message(), "End the game").Response()
	// carl and dan played a game of their own elsewhere
	other := &storage.Table{GuildID: h.Srv.GuildID, ChannelID: elsewhere, Game: "starcollector", Phase: storage.Playing,
		Seats: []storage.Seat{{UserID: carl.ID, Name: carl.Name}, {UserID: dan.ID, Name: dan.Name}}}
	require.NoError(t, h.Store.Create(other))
	other.Phase = storage.Finished
	require.NoError(t, h.Store.Commit(other, storage.Move{Prompt: "p"}, &storage.Outcome{Places: []int{1, 2}}))

	gameOf := func(list *discordgo.Message) (ids []string) {
		t.Helper()
		sel, ok := discordtest.FindSelect(list, discord.KindPick+":")
		require.True(t, ok, discordtest.Text(list))
		for _, o := range sel.Options {
			ids = append(ids, o.Value)
		}
		return ids
	}
	mine := gameOf(h.Srv.Command(ann, elsewhere, "history").Message())
	require.Len(t, mine, 2, "from another channel, a player sees that channel's games and their own")
	game := mine[1] // the older

	list := h.Srv.Command(carl, elsewhere, "history").Message()
	assert.Equal(t, []string{other.ID}, gameOf(list), "from another channel, a member sees that channel's games and their own, not this one")
	assert.NotContains(t, discordtest.Text(list), "<@"+ann.ID+">")

	r := h.Srv.ForgeSelect(carl, list, discord.PickID{}.String(), game).Response()
	assert.Contains(t, r.Message.Content, "played in another channel", "a forged pick of a game of a channel carl is not in is refused")
	assert.NotContains(t, discordtest.Text(h.Srv.Message(list.ID)), "Replay · ", "and his list did not turn into its replay")
	step := discord.ReplayID{Table: game, Owner: carl.ID, Nav: render.ReplayLast}.String()
	r = h.Srv.ForgeClick(carl, list, step).Response()
	assert.Contains(t, r.Message.Content, "played in another channel", "so is a forged replay step")

	here := h.Srv.Command(carl, h.Channel, "history").Message()
	assert.Equal(t, []string{other.ID, game}, gameOf(here), "in the game's channel, its games are listed to anyone there, beside their own")
	replay := h.Srv.Select(carl, here, discord.PickID{}.String(), game).Message()
	assert.Contains(t, discordtest.Text(replay), "Replay · ", "and replay from there")
	replay = h.Srv.Select(ann, h.Srv.Command(ann, elsewhere, "history").Message(), discord.PickID{}.String(), game).Message()
	assert.Contains(t, discordtest.Text(replay), "Replay · ", "a player replays their game from anywhere in the server")
}
