package bot

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// channelLines is every plain line posted in the test channel.
func channelLines(srv *discordtest.Server) string {
	var out []string
	for _, m := range srv.Messages(testChannel) {
		out = append(out, m.Content)
	}
	return strings.Join(out, "\n")
}

// assertSetAside checks that table id is in quarantine, its channel free
// and its answer log kept, and that the channel was told.
func assertSetAside(t *testing.T, b *Bot, srv *discordtest.Server, id string, moves int) {
	t.Helper()
	q, err := b.store.Quarantined()
	require.NoError(t, err)
	assert.Contains(t, q, id, "the record is kept for inspection")
	_, err = b.store.ChannelTable(testChannel)
	assert.ErrorIs(t, err, storage.ErrNotFound, "the channel is free for a new game")
	log, err := b.store.Moves(id)
	require.NoError(t, err)
	assert.Len(t, log, moves, "the answer log stays")
	require.NoError(t, b.Close())
	assert.Contains(t, channelLines(srv), "set it aside", "the channel is told in plain words")
}

func TestAGameThatPanicsWhenDrawnIsSetAside(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	b, tb := playingWith(t, Config{Token: srv.Token(), BaseURL: srv.URL()}, ann, bob)
	require.NoError(t, b.rt.apply(tb, games.Answer{Seat: 0, PromptID: "pick0", Choices: []string{"o1"}}, storage.ByPlayer, ann.UserID))
	tb.state.(*picktest.State).PanicView = true
	_, _, _, _, ok, _ := b.rt.boardEdit(tb)
	assert.False(t, ok, "no edit of a board that cannot be drawn")
	assertSetAside(t, b, srv, tb.rec.ID, 1)
}

func TestAGameThatDoesNotLoadIsSetAside(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	b, tb := playingWith(t, Config{Token: srv.Token(), BaseURL: srv.URL()}, ann, bob)
	tb.rec.Snapshot = []byte("{damaged")
	require.NoError(t, b.store.Save(tb.rec))
	b.rt.forget(tb)
	_, err := b.rt.table(tb.rec.ID)
	assert.Equal(t, errSetAside, err, "the player hears why")
	assertSetAside(t, b, srv, tb.rec.ID, 0)
}
