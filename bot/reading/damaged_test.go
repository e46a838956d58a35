package reading

import (
	"bytes"
	"log/slog"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"github.com/deckhand/deckhand/bot/internal/logtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

func TestADamagedAnswerIsReportedOnceWithItsTable(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "d.db")
	store, err := storage.Open(path)
	require.NoError(t, err)
	st, err := picktest.Game{}.New(games.Config{Seats: 2, Seed: 5})
	require.NoError(t, err)
	snap, _ := st.Encode()
	rec := &storage.Table{GuildID: "g1", ChannelID: "c1", Game: "pick", Phase: storage.Playing, Seats: []storage.Seat{ann, bob}, Snapshot: snap, Seed: 5}
	require.NoError(t, store.Create(rec))
	require.NoError(t, store.Commit(rec, storage.Move{N: 1, Seat: 0, Prompt: "pick0", Choices: []string{"o1"}, By: storage.ByPlayer}, nil))
	require.NoError(t, store.Close())

	db, err := bolt.Open(path, 0o600, nil)
	require.NoError(t, err)
	require.NoError(t, db.Update(func(tx *bolt.Tx) error {
		entries := tx.Bucket([]byte("logs")).Bucket([]byte(rec.ID))
		k, _ := entries.Cursor().First()
		return entries.Put(k, []byte("{damaged"))
	}))
	require.NoError(t, db.Close())
	var log bytes.Buffer // written only by the reads below, one after the other
	b, _ := testRoom(t, slog.New(slog.NewTextHandler(&log, nil)))
	b.store, err = storage.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { b.store.Close() })

	for range 3 {
		_, _, err := b.reading(rec, picktest.Game{})
		assert.Error(t, err, "a log with a damaged answer cannot be rebuilt")
	}
	lines := logtest.Lines(log.String(), "answer log damaged", "table="+rec.ID, "guild=g1", "answer=1")
	assert.Len(t, lines, 1, "the operator reads which answer of which table is damaged, once:\n%s", log.String())
}
