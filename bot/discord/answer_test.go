package discord_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
)

// Each way a click on a public board can be answered with a private
// message, on time or late: the answer is named by the private message's
// id, and an edit of it later changes that message and never the board.
func TestAnEditOfAnAnswerChangesThePrivateMessageAndNeverTheClickedBoard(t *testing.T) {
	t.Parallel()
	for _, deferAfter := range []time.Duration{time.Minute, -1} {
		t.Run(fmt.Sprintf("deferred after %v", deferAfter), func(t *testing.T) {
			t.Parallel()
			r := discord.NewRouter(quiet(), deferAfter, nil)
			answers := make(chan discord.Answer, 1)
			discord.On(r, func(c *discord.Context, _ discord.RematchID) error {
				err := c.Reply(discord.Message{Content: "your hand"})
				answers <- c.Answer()
				return err
			})
			srv, board := serve(t, r)
			srv.Click(srv.User("ann"), board, discord.RematchID{Table: "1"}.String())
			a := <-answers
			require.NotEmpty(t, a.MessageID, "the answer is named")
			assert.NotEqual(t, "@original", a.MessageID, "by its id: @original of a deferred click is the board")
			assert.NotEqual(t, board.ID, a.MessageID, "the answer is not the board")
			private := srv.Message(a.MessageID)
			require.NotNil(t, private)
			assert.Equal(t, "your hand", private.Content)
			assert.NotZero(t, private.Flags&discordgo.MessageFlagsEphemeral, "the answer is private")

			discord.Install()
			s, err := discordgo.New("Bot " + srv.Token())
			require.NoError(t, err)
			s.Client = srv.HTTPClient()
			id, err := a.Edit(s, discord.Message{Content: "your hand, later"})
			require.NoError(t, err)
			assert.Equal(t, a.MessageID, id)
			assert.Equal(t, "your hand, later", srv.Message(a.MessageID).Content, "the private answer is edited")
			assert.Equal(t, "board", srv.Message(board.ID).Content, "the board is not")
		})
	}
}

// A click on a private message answered by an update, on time or late,
// names the clicked message itself.
func TestAnUpdateNamesTheMessageItUpdated(t *testing.T) {
	t.Parallel()
	for _, deferAfter := range []time.Duration{time.Minute, -1} {
		t.Run(fmt.Sprintf("deferred after %v", deferAfter), func(t *testing.T) {
			t.Parallel()
			r := discord.NewRouter(quiet(), deferAfter, nil)
			answers := make(chan discord.Answer, 2)
			discord.On(r, func(c *discord.Context, _ discord.RematchID) error {
				err := c.Reply(discord.Message{Content: "your hand", Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
					discordgo.Button{Label: "Go", CustomID: discord.RematchID{Table: "1"}.String(), Style: discordgo.PrimaryButton},
				}}}})
				answers <- c.Answer()
				return err
			})
			srv, board := serve(t, r)
			ann := srv.User("ann")
			srv.Click(ann, board, discord.RematchID{Table: "1"}.String())
			hand := srv.Message((<-answers).MessageID)
			require.NotNil(t, hand)
			srv.Click(ann, hand, discord.RematchID{Table: "1"}.String())
			assert.Equal(t, hand.ID, (<-answers).MessageID, "an update's answer is the clicked message")
		})
	}
}

// The router tells the bot of a message an answer is about to replace,
// before the answer goes, on time or late, unless the handler keeps that
// message itself.
func TestTheRouterTellsOfAMessageBeforeAnAnswerReplacesIt(t *testing.T) {
	t.Parallel()
	for _, deferAfter := range []time.Duration{time.Minute, -1} {
		t.Run(fmt.Sprintf("deferred after %v", deferAfter), func(t *testing.T) {
			t.Parallel()
			r := discord.NewRouter(quiet(), deferAfter, nil)
			var srv *discordtest.Server
			told := make(chan string, 4)
			gone := make(chan string, 4)
			r.OnReplace(func(id string) func() {
				told <- id
				assert.Equal(t, "board", srv.Message(id).Content, "told before the answer went")
				return func() {
					assert.Equal(t, "replaced 1", srv.Message(id).Content, "and again once it has")
					gone <- id
				}
			})
			discord.On(r, func(c *discord.Context, id discord.RematchID) error {
				if id.Table == "keep" {
					c.Keep()
				}
				return c.Update(discord.Message{Content: "replaced " + id.Table})
			})
			var board *discordgo.Message
			srv, board = serve(t, r)
			ann := srv.User("ann")
			srv.ForgeClick(ann, board, discord.RematchID{Table: "1"}.String()).Message()
			assert.Equal(t, board.ID, <-told)
			assert.Equal(t, board.ID, <-gone)
			board = srv.Message(board.ID)
			require.Equal(t, "replaced 1", board.Content)
			srv.ForgeClick(ann, board, discord.RematchID{Table: "keep"}.String()).Message()
			assert.Equal(t, "replaced keep", srv.Message(board.ID).Content)
			assert.Empty(t, told, "a handler that keeps its message is not reported")
		})
	}
}
