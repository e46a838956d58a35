package bot

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/storage"
)

// lobbyToPost is a bot whose posts go to session, with a lobby of ann's
// to open and her /play that opens it.
func lobbyToPost(t *testing.T, session channel) (*Bot, *storage.Store, *storage.Table, *discord.Context) {
	t.Helper()
	store, err := storage.Open(filepath.Join(t.TempDir(), "d.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	b, err := New(Config{Token: "t", BaseURL: noDiscord, Store: store})
	require.NoError(t, err)
	t.Cleanup(func() { b.Close() })
	b.out.session = session
	rec := &storage.Table{GuildID: "g", ChannelID: testChannel, Game: "pick", Phase: storage.Lobby, Host: ann.UserID,
		Seats: []storage.Seat{ann}, Options: map[string]string{}}
	c := &discord.Context{Interaction: &discordgo.Interaction{GuildID: "g", ChannelID: testChannel}, User: &discordgo.User{ID: ann.UserID}}
	return b, store, rec, c
}

// heldSend is a channel whose sends wait, once sending has closed, until
// release closes: a post on its way to Discord.
type heldSend struct {
	fakeChannel
	sending, release chan struct{}
}

func (h *heldSend) ChannelMessageSendComplex(channelID string, data *discordgo.MessageSend, options ...discordgo.RequestOption) (*discordgo.Message, error) {
	close(h.sending)
	<-h.release
	return h.fakeChannel.ChannelMessageSendComplex(channelID, data, options...)
}

// A lobby is posted with its table unlocked, and Discord shows it to the
// channel before the bot hears its id: a Join pressed in that moment
// must find the lobby's message recorded, not be refused as a click on
// an old copy ("That is not this table's lobby").
func TestAClickOnALobbyBeingPostedWaitsForItsPost(t *testing.T) {
	send := &heldSend{sending: make(chan struct{}), release: make(chan struct{})}
	b, _, rec, c := lobbyToPost(t, send)
	opened := make(chan error)
	go func() { opened <- b.actions.openLobby(c, rec, nil) }()
	<-send.sending

	tb, err := b.rt.table(rec.ID)
	require.NoError(t, err)
	var seen string
	visited := make(chan error, 1)
	go func() {
		visited <- b.rt.withTable(rec.ID, anyPhase, func(t *table) error { seen = t.rec.BoardID; return nil })
	}()
	// Release the post once the visit has either gone ahead (the flaw)
	// or is waiting in the table's loop.
	for len(visited) == 0 && tb.loop.q.Waiting() == 0 {
		time.Sleep(time.Millisecond)
	}
	close(send.release)
	require.NoError(t, <-opened)
	require.NoError(t, <-visited)
	assert.NotEmpty(t, seen, "a visit while the lobby was being posted saw it with no message: a click on it would be refused")
	assert.Equal(t, rec.BoardID, seen, "the visit sees the lobby's own message")
}

// panickySend is a channel whose sends wait, once sending has closed,
// until release closes, and then panic: a post that never returns.
type panickySend struct {
	fakeChannel
	sending, release chan struct{}
}

func (p *panickySend) ChannelMessageSendComplex(string, *discordgo.MessageSend, ...discordgo.RequestOption) (*discordgo.Message, error) {
	close(p.sending)
	<-p.release
	panic("the post broke")
}

// A click that waits for a lobby's post gets its answer even when the
// post panics: the table's loop, paused for the post, goes on.
func TestAClickOnALobbyWhosePostPanickedGetsItsAnswer(t *testing.T) {
	send := &panickySend{sending: make(chan struct{}), release: make(chan struct{})}
	b, store, rec, c := lobbyToPost(t, send)
	panicked := make(chan any)
	go func() {
		defer func() { panicked <- recover() }()
		_ = b.actions.openLobby(c, rec, nil)
	}()
	<-send.sending

	tb, err := b.rt.table(rec.ID)
	require.NoError(t, err)
	visited := make(chan error, 1)
	go func() { visited <- b.rt.withTable(rec.ID, anyPhase, func(*table) error { return nil }) }()
	for tb.loop.q.Waiting() == 0 {
		time.Sleep(time.Millisecond)
	}
	close(send.release)
	assert.Equal(t, "the post broke", <-panicked, "the post's panic reaches the interaction's handler")
	select {
	case err := <-visited:
		assert.NoError(t, err)
	case <-time.After(10 * time.Second):
		tb.loop.q.Resume(func() {}) // so that the bot can close
		t.Fatal("the click waiting for the lobby's post was never answered: the table's loop stayed paused")
	}
	got, err := store.Table(rec.ID)
	require.NoError(t, err)
	assert.Equal(t, storage.Cancelled, got.Phase, "a lobby whose post panicked closes, as one whose post failed")
}
