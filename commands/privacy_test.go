package commands_test

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/storage"
)

// exportOf runs /privacy request:export as u and reads the file it sends.
func exportOf(h *bottest.Harness, u *discordtest.User) storage.MemberData {
	h.T.Helper()
	ix := h.Srv.Command(u, h.Channel, "privacy", discordtest.Opt("request", "export"))
	require.True(h.T, ix.Response().Ephemeral, "an export is for the member alone")
	m := ix.Message()
	data := h.Srv.Attachment(m.ID, "deckhand-data.json")
	require.NotNil(h.T, data, "the export carries its file: %s", discordtest.Text(m))
	var d storage.MemberData
	require.NoError(h.T, json.Unmarshal(data, &d))
	return d
}

// openIn runs /play for game as host in channel, has the others join,
// and returns the lobby.
func openIn(h *bottest.Harness, channel, game string, host *discordtest.User, others ...*discordtest.User) *discordgo.Message {
	h.T.Helper()
	keep := h.Channel
	h.Channel = channel
	defer func() { h.Channel = keep }()
	lobby := h.Lobby(game, host)
	for _, u := range others {
		lobby = h.Click(u, lobby, "Join").Message()
	}
	return lobby
}

func TestAMemberWhoDeletesTheirDataIsNowhereInTheDatabaseAndTheOthersReplaysStillPlay(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	zeph, quill := h.Srv.User("zephyrine"), h.Srv.User("quillon")
	h.Open("starcollector", zeph, quill)
	h.PlayToEnd(200, zeph, quill)

	playing := h.Srv.Channel("playing")
	lobby := openIn(h, playing, "starcollector", zeph, quill)
	h.Click(zeph, lobby, "Start").Message()
	waiting := h.Srv.Channel("waiting")
	lobby = openIn(h, waiting, "starcollector", zeph, quill)

	policy := discordtest.Text(h.Srv.Command(zeph, h.Channel, "privacy").Message())
	for _, says := range []string{"What Deckhand keeps about you", "display name", "moves", "rating", "For how long", "request:export", "request:delete", storage.FormerPlayer} {
		assert.Contains(t, policy, says)
	}

	before := exportOf(h, zeph)
	assert.Equal(t, zeph.ID, before.UserID)
	assert.Equal(t, []string{"zephyrine"}, before.Names)
	assert.Len(t, before.Tables, 3, "the finished game, the game in progress and the lobby")
	assert.Len(t, before.History, 1)
	assert.Equal(t, 1, before.Stats[h.Srv.GuildID].Played)
	assert.NotEmpty(t, before.Ratings[h.Srv.GuildID]["starcollector"])

	ask := h.Srv.Command(zeph, h.Channel, "privacy", discordtest.Opt("request", "delete")).Response()
	assert.True(t, ask.Ephemeral)
	assert.Contains(t, ask.Message.Content, "game in progress in <#"+playing+">")
	assert.Contains(t, ask.Message.Content, "Nothing was deleted")
	assert.Empty(t, discordtest.Buttons(ask.Message), "no question while she sits at a game")
	assert.Equal(t, before, exportOf(h, zeph), "and nothing was")

	leave := h.Srv.Command(zeph, playing, "leave")
	h.Click(zeph, leave.Message(), "Leave the game").Response()

	kept := h.Srv.Command(zeph, h.Channel, "privacy", discordtest.Opt("request", "delete")).Message()
	assert.Contains(t, h.Click(zeph, kept, "Keep it").Message().Content, "Nothing was deleted")
	assert.Equal(t, before.Names, exportOf(h, zeph).Names, "Keep it keeps it")

	ask2 := h.Srv.Command(zeph, h.Channel, "privacy", discordtest.Opt("request", "delete"))
	question := ask2.Message()
	assert.Contains(t, question.Content, "cannot be undone")
	forged := discord.ForgetID{Member: zeph.ID, Yes: true}.String()
	stranger := h.Srv.ForgeClick(quill, h.Board(), forged)
	assert.Contains(t, stranger.Response().Message.Content, "not one of mine", "her button forged by anyone else is refused")
	assert.Equal(t, before.Names, exportOf(h, zeph).Names, "and deletes nothing")

	done := h.Click(zeph, question, "Delete my data").Message()
	assert.Contains(t, done.Content, "Done")

	// The game she left goes on, and each move saves its table: none
	// may write her back.
	games := h.Channel
	h.Channel = playing
	require.True(t, h.PlayOnce(quill))
	h.WaitBoard("CPU (was " + storage.FormerPlayer + ")")
	h.Channel = games

	h.Srv.WaitFor(func() bool {
		text := discordtest.Text(h.Srv.Message(lobby.ID))
		return !bytes.Contains([]byte(text), []byte(zeph.ID))
	})
	assert.Contains(t, discordtest.Text(h.Srv.Message(lobby.ID)), "<@"+quill.ID+">", "she left the lobby; quillon holds it")

	after := exportOf(h, zeph)
	assert.Empty(t, after.Names)
	assert.Empty(t, after.Tables)
	assert.Empty(t, after.History)
	assert.Empty(t, after.Stats)
	assert.Empty(t, after.Ratings)
	assert.Empty(t, after.Forfeits)

	replay := openReplay(h, quill)
	assert.Contains(t, discordtest.Text(replay), storage.FormerPlayer)
	replay = h.Click(quill, replay, "Last ⏭").Message()
	text := discordtest.Text(replay)
	assert.Contains(t, text, "**Result:** ", "the replay plays to its last step")
	assert.NotContains(t, text, zeph.ID)
	assert.Contains(t, text, "<@"+quill.ID+">")

	h.Settle()
	h.Stop()
	data, err := os.ReadFile(h.Path)
	require.NoError(t, err)
	assert.False(t, bytes.Contains(data, []byte(zeph.ID)), "her id is nowhere in the file")
	assert.False(t, bytes.Contains(data, []byte("zephyrine")), "nor her name")
	assert.True(t, bytes.Contains(data, []byte(quill.ID)), "quillon's games are still there")
	assert.Empty(t, h.Srv.TakeViolations(), "Discord refused nothing")
}
