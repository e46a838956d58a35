package bot

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/internal/logtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/storage"
)

// syncBuffer is a log destination tests read while the bot writes.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}

// storeDamaged stores a playing two-seat pick game, the second seat's
// turn, whose record keeps only seats of its seats.
func storeDamaged(t *testing.T, store *storage.Store, guild, channel string, seats []storage.Seat) *storage.Table {
	t.Helper()
	snap, err := json.Marshal(&picktest.State{Seats: 2, Turn: 1, Picks: 1, Rounds: 4, Size: 3})
	require.NoError(t, err)
	rec := &storage.Table{GuildID: guild, ChannelID: channel, Game: "pick", Phase: storage.Playing, Seats: seats, Snapshot: snap, Seed: 5, Timer: 60e9}
	require.NoError(t, store.Create(rec))
	return rec
}

func TestARecordWithFewerSeatsThanItsGameIsSetAsideAndTheBotStarts(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	store, err := storage.Open(filepath.Join(t.TempDir(), "d.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	one := storeDamaged(t, store, "g1", testChannel, []storage.Seat{ann})
	none := storeDamaged(t, store, "g2", "100000000000000002", nil)
	sound := storeDamaged(t, store, "g3", "100000000000000003", []storage.Seat{ann, bob})

	var log syncBuffer
	b, err := New(Config{Token: srv.Token(), BaseURL: srv.URL(), Store: store, Log: slog.New(slog.NewTextHandler(&log, nil))})
	require.NoError(t, err)
	require.NoError(t, b.start.resume(), "the bot starts with damaged records in its store")

	q, err := store.Quarantined()
	require.NoError(t, err)
	for _, rec := range []*storage.Table{one, none} {
		assert.Contains(t, q, rec.ID, "a record with fewer seats than its game is set aside for inspection")
		assert.NotEmpty(t, logtest.Lines(log.String(), "set aside", "table="+rec.ID, "guild="+rec.GuildID),
			"the operator reads which table of which server was set aside:\n%s", log.String())
		_, err := b.rt.table(rec.ID)
		assert.Equal(t, errNoTable, err, "a click on the damaged table is answered, and loads nothing")
	}
	assert.NotContains(t, q, sound.ID, "a sound table is not set aside")
	resumed, err := b.rt.table(sound.ID)
	require.NoError(t, err, "the sound table plays on")
	idle(t, resumed)
	require.NoError(t, b.Close())
}

func TestAGameThatPanicsWhileLoadingIsSetAsideAndTheBotStarts(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	store, err := storage.Open(filepath.Join(t.TempDir(), "d.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	snap, err := json.Marshal(&picktest.State{Seats: 2, Rounds: 4, Size: 3, PanicAsk: true})
	require.NoError(t, err)
	rec := &storage.Table{GuildID: "g1", ChannelID: testChannel, Game: "pick", Phase: storage.Playing,
		Seats: []storage.Seat{ann, bob}, Snapshot: snap, Seed: 5}
	require.NoError(t, store.Create(rec))

	var log syncBuffer
	b, err := New(Config{Token: srv.Token(), BaseURL: srv.URL(), Store: store, Log: slog.New(slog.NewTextHandler(&log, nil))})
	require.NoError(t, err)
	require.NoError(t, b.start.resume(), "a game that panics while its table loads does not stop the start")
	q, err := store.Quarantined()
	require.NoError(t, err)
	assert.Contains(t, q, rec.ID, "the table that panicked is set aside")
	assert.NotEmpty(t, logtest.Lines(log.String(), "set aside", "table="+rec.ID, "guild=g1"), "and reported:\n%s", log.String())
	require.NoError(t, b.Close())
	assert.Contains(t, channelLines(srv), "set it aside", "its channel is told")
}
