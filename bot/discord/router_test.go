package discord_test

import (
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
)

// serve connects a session routed by r to a fake Discord and posts one
// message with a button of kind "k" in a channel, to click on.
func serve(t *testing.T, r *discord.Router) (*discordtest.Server, *discordgo.Message) {
	t.Helper()
	srv := discordtest.NewServer(t)
	discord.Install()
	s, err := discordgo.New("Bot " + srv.Token())
	require.NoError(t, err)
	rt, err := discord.Rewrite(srv.URL(), http.DefaultTransport)
	require.NoError(t, err)
	s.Client = &http.Client{Transport: rt}
	s.ShouldReconnectOnError = false
	s.AddHandler(r.Handle)
	require.NoError(t, s.Open())
	t.Cleanup(func() { s.Close() })
	srv.WaitReady()
	channel := srv.Channel("games")
	m := discord.Message{Content: "board", Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: "Go", CustomID: discord.RematchID{Table: "1"}.String(), Style: discordgo.PrimaryButton},
	}}}}
	_, err = s.ChannelMessageSendComplex(channel, m.Send())
	require.NoError(t, err)
	ms := srv.Messages(channel)
	return srv, ms[len(ms)-1]
}

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func TestAClickWithOtherPartsThanItsRouteDeclaresIsRefusedBeforeTheHandler(t *testing.T) {
	t.Parallel()
	r := discord.NewRouter(quiet(), time.Minute, nil)
	var ran atomic.Bool
	discord.On(r, func(c *discord.Context, _ discord.RematchID) error {
		ran.Store(true)
		return c.Respond(discord.Notice("went"))
	})
	srv, msg := serve(t, r)
	resp := srv.ForgeClick(srv.User("ann"), msg, "m:1:2").Response()
	assert.Contains(t, resp.Message.Content, "not one of mine", "a forged id is told so")
	assert.True(t, resp.Ephemeral)
	assert.False(t, ran.Load(), "the handler never sees a custom id of the wrong shape")
	resp = srv.ForgeClick(srv.User("ann"), msg, discord.RematchID{Table: "1"}.String()).Response()
	assert.Equal(t, "went", resp.Message.Content, "the declared shape reaches the handler")
}

func TestARefusalIsAnsweredPrivatelyInThePlayersWords(t *testing.T) {
	t.Parallel()
	r := discord.NewRouter(quiet(), time.Minute, nil)
	discord.On(r, func(*discord.Context, discord.RematchID) error {
		return discord.Refuse(discord.Invalid, "This table is full.")
	})
	srv, msg := serve(t, r)
	resp := srv.Click(srv.User("ann"), msg, discord.RematchID{Table: "1"}.String()).Response()
	assert.Equal(t, "This table is full.", resp.Message.Content)
	assert.True(t, resp.Ephemeral, "only the player who was refused sees it")
}

func TestAnErrorThatIsNotARefusalNeverReachesThePlayer(t *testing.T) {
	t.Parallel()
	r := discord.NewRouter(quiet(), time.Minute, nil)
	discord.On(r, func(*discord.Context, discord.RematchID) error {
		return errors.New("bbolt: database not open")
	})
	srv, msg := serve(t, r)
	resp := srv.Click(srv.User("ann"), msg, discord.RematchID{Table: "1"}.String()).Response()
	assert.Equal(t, "Something went wrong on our side; nothing was changed.", resp.Message.Content, "the player hears no internals")
	assert.True(t, resp.Ephemeral)
}

func TestAHandlerThatAnsweredThenFailedIsNotAnsweredTwice(t *testing.T) {
	t.Parallel()
	r := discord.NewRouter(quiet(), time.Minute, nil)
	discord.On(r, func(c *discord.Context, _ discord.RematchID) error {
		if err := c.Respond(discord.Notice("done")); err != nil {
			return err
		}
		panic("after the answer")
	})
	srv, msg := serve(t, r)
	ix := srv.Click(srv.User("ann"), msg, discord.RematchID{Table: "1"}.String())
	assert.Equal(t, "done", ix.Response().Message.Content, "the first answer stands")
	assert.Empty(t, ix.Followups(), "no second answer follows the panic")
}

// syncBuffer is a log sink the router's goroutines may write to.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestAFailureBehindARefusalIsLoggedWithWhereItWasMetAndNotShown(t *testing.T) {
	t.Parallel()
	var logs syncBuffer
	r := discord.NewRouter(slog.New(slog.NewTextHandler(&logs, nil)), time.Minute, nil)
	discord.On(r, func(*discord.Context, discord.RematchID) error {
		return discord.Refuse(discord.Failed, "I could not read the stats just now.").Because(errors.New("bbolt: read of bucket stats failed"))
	})
	srv, msg := serve(t, r)
	resp := srv.Click(srv.User("ann"), msg, discord.RematchID{Table: "1"}.String()).Response()
	assert.Equal(t, "I could not read the stats just now.", resp.Message.Content, "the player reads the words alone")
	assert.Contains(t, logs.String(), "bbolt: read of bucket stats failed", "the failure is logged")
	assert.Contains(t, logs.String(), "guild="+srv.GuildID, "with the server it was met in")
	assert.Contains(t, logs.String(), "custom_id=m:1", "and what was pressed, which names the table")
}
