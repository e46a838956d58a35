package bot

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// Discord's global limit: 50 requests a second.
const globalLimit = 50

func TestARestartWithManyOverdueTimersStaysUnderDiscordsGlobalRate(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("takes the pacer's two seconds")
	}
	srv := discordtest.NewServer(t)
	store, err := storage.Open(filepath.Join(t.TempDir(), "d.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	// 90 tables whose turn ran out while the bot was down.
	const tables = 90
	var ids []string
	for i := range tables {
		st, err := picktest.Game{}.New(games.Config{Seats: 2, Seed: 1})
		require.NoError(t, err)
		snap, _ := st.Encode()
		rec := &storage.Table{GuildID: srv.GuildID, ChannelID: fmt.Sprintf("2000000000000%05d", i), Game: "pick",
			Phase: storage.Playing, Seats: []storage.Seat{ann, bob}, Snapshot: snap, Seed: 5,
			Timer: time.Minute, Deadline: time.Now().Add(-time.Hour), Warned: true,
			NoPings: true} // the turn pings that follow are paced alike; the timer lines are counted here
		require.NoError(t, store.Create(rec))
		ids = append(ids, rec.ID)
	}

	b, err := New(Config{Token: srv.Token(), BaseURL: srv.URL(), Store: store})
	require.NoError(t, err)
	require.NoError(t, b.start.resume())
	// A Normal CPU moves for each overdue seat off the table's lock, in
	// its own time, and Close cancels thoughts in flight: wait for them.
	require.Eventually(t, func() bool {
		if len(srv.ChannelWrites()) < tables {
			return false
		}
		for _, id := range ids {
			if rec, err := store.Table(id); err != nil || rec.Moves == 0 {
				return false
			}
		}
		return true
	}, 30*time.Second, 10*time.Millisecond, "every overdue turn moved for and its line posted")
	require.NoError(t, b.Close())

	for _, id := range ids {
		rec, err := store.Table(id)
		require.NoError(t, err)
		assert.Equal(t, 1, rec.Moves, "every overdue turn was moved for")
	}
	writes := srv.ChannelWrites()
	assert.Len(t, writes, tables, "one timer line each")
	assert.LessOrEqual(t, discordtest.MostInAWindow(writes, time.Second), globalLimit, "never past the global limit in any second")
}
