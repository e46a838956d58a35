package discordtest_test

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

func TestWaitingOnAChannelAsksAgainOnlyWhenItsMessagesChange(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	dg := srv.NewSession()
	games, other := srv.Channel("games"), srv.Channel("other")
	var asked atomic.Int32
	done := make(chan []*discordgo.Message)
	go func() {
		done <- srv.WaitMessages(games, func(ms []*discordgo.Message) bool {
			asked.Add(1)
			return len(ms) > 0 && ms[len(ms)-1].Content == "lobby"
		})
	}()
	require.Eventually(t, func() bool { return asked.Load() == 1 }, 5*time.Second, time.Millisecond, "the condition is asked at once")
	for range 20 {
		_, err := dg.ChannelMessageSend(other, "elsewhere")
		require.NoError(t, err)
	}
	_, err := dg.ChannelMessageSend(games, "lobby")
	require.NoError(t, err)
	ms := <-done
	assert.Equal(t, "lobby", ms[len(ms)-1].Content, "the wait returns the messages that hold")
	assert.EqualValues(t, 2, asked.Load(), "asked at once and after the lobby: the messages of another channel did not ask again")
}

func TestWaitingOnAMessageSeesItsEditAndItsDeletion(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	dg := srv.NewSession()
	ch := srv.Channel("games")
	m, err := dg.ChannelMessageSend(ch, "v0")
	require.NoError(t, err)
	edited := make(chan *discordgo.Message)
	go func() {
		edited <- srv.WaitMessage(m.ID, func(m *discordgo.Message) bool { return m != nil && m.Content == "v1" })
	}()
	_, err = dg.ChannelMessageEdit(ch, m.ID, "v1")
	require.NoError(t, err)
	assert.Equal(t, "v1", (<-edited).Content, "the wait returns the message as edited")
	require.NoError(t, dg.ChannelMessageDelete(ch, m.ID))
	assert.Nil(t, srv.WaitMessage(m.ID, func(m *discordgo.Message) bool { return m == nil }), "a deleted message is nil")
}

func TestWaitingOnAMessageAsksAgainOnlyWhenItChanges(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	dg := srv.NewSession()
	ch := srv.Channel("games")
	board, err := dg.ChannelMessageSend(ch, "board")
	require.NoError(t, err)
	var asked atomic.Int32
	done := make(chan *discordgo.Message)
	go func() {
		done <- srv.WaitMessage(board.ID, func(m *discordgo.Message) bool {
			asked.Add(1)
			return m.Content == "your move"
		})
	}()
	require.Eventually(t, func() bool { return asked.Load() == 1 }, 5*time.Second, time.Millisecond, "the condition is asked at once")
	for range 20 {
		_, err := dg.ChannelMessageSend(ch, "a ping beside it")
		require.NoError(t, err)
	}
	_, err = dg.ChannelMessageEdit(ch, board.ID, "your move")
	require.NoError(t, err)
	<-done
	assert.EqualValues(t, 2, asked.Load(), "asked at once and after the edit: other messages of its channel did not ask again")
}

func TestAWaitOnAMessageEndsWhenItsClientStops(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	m, err := srv.NewSession().ChannelMessageSend(srv.Channel("games"), "v0")
	require.NoError(t, err)
	stop := make(chan struct{})
	type result struct {
		m  *discordgo.Message
		ok bool
	}
	done := make(chan result)
	go func() {
		m, ok := srv.WaitMessageUntil(m.ID, stop, func(m *discordgo.Message) bool { return m.Content == "never" })
		done <- result{m, ok}
	}()
	close(stop)
	r := <-done
	assert.False(t, r.ok, "a stopped wait says the condition did not hold")
	assert.Equal(t, "v0", r.m.Content, "it returns the message as last read")
}
