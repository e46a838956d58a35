package commands_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/storage"
)

// slowBoards is a harness whose bot may make one request of its own a
// second: once its burst is spent, every board edit waits its turn, as
// at a busy hour.
func slowBoards(t *testing.T) *bottest.Harness {
	return bottest.New(t, bot.Config{GlobalRate: 1}, commands.New)
}

// newestLine is a test that a board shows the newest public line of the
// table's record (in its text, or in its picture's alt text when the
// picture says it): what its board shows once it is up to date.
func newestLine(t *testing.T, h *bottest.Harness, tableID string) func(*discordgo.Message) bool {
	t.Helper()
	rec, err := h.Store.Table(tableID)
	require.NoError(t, err)
	require.NotEmpty(t, rec.Recent)
	return func(m *discordgo.Message) bool { return boardShows(rec, m, rec.Recent[len(rec.Recent)-1]) }
}

// saying is a test that a board's text says s.
func saying(s string) func(*discordgo.Message) bool {
	return func(m *discordgo.Message) bool { return strings.Contains(discordtest.Text(m), s) }
}

// restartBehind closes the bot while the board waits to show what shows
// looks for, then starts it again, and returns the board once it shows
// it.
func restartBehind(t *testing.T, h *bottest.Harness, board *discordgo.Message, shows func(*discordgo.Message) bool) *discordgo.Message {
	t.Helper()
	require.False(t, shows(h.Srv.Message(board.ID)), "the board is behind when the bot closes (else this test shows nothing)")
	h.Stop()
	h.Start()
	return h.Srv.WaitMessage(board.ID, shows)
}

func TestABoardBehindWhenTheBotClosesIsBroughtUpToDateAtTheNextStart(t *testing.T) {
	t.Parallel()
	h := slowBoards(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("starcollector", ann, bob)
	id := bottest.TableID(t, board)
	for range 2 {
		require.True(t, h.PlayOnce(ann))
		require.True(t, h.PlayOnce(bob))
	}
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	require.Equal(t, storage.Playing, rec.Phase, "the game goes on")
	restartBehind(t, h, board, newestLine(t, h, id))
}

func TestAnEndedGamesBoardBehindWhenTheBotClosesShowsTheEndAtTheNextStart(t *testing.T) {
	t.Parallel()
	h := slowBoards(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("starcollector", ann, bob)
	require.True(t, h.PlayOnce(ann))
	require.True(t, h.PlayOnce(bob))
	ask := h.Srv.Command(ann, h.Channel, "end")
	h.Click(ann, ask.Message(), "End the game").Response()
	// The ended game is no longer loaded, and no longer among the
	// unfinished tables a start loads.
	restartBehind(t, h, board, saying("ended before its finish"))
}
