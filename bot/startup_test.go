package bot

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games/ismcts"
	"github.com/deckhand/deckhand/storage"
)

func TestAStartOnManyStaleTablesHoldsWorkBoundedByItsPoolNotByTheTables(t *testing.T) {
	t.Parallel()
	const tables = 120
	srv := discordtest.NewServer(t)
	store, err := storage.Open(filepath.Join(t.TempDir(), "d.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	snap, err := json.Marshal(&picktest.State{Seats: 2, Rounds: 4, Size: 3})
	require.NoError(t, err)
	fell := time.Now().Add(-time.Hour).UTC()
	ids := make([]string, tables)
	for i := range ids {
		rec := &storage.Table{GuildID: "g", ChannelID: fmt.Sprint(200000000000000000 + i), Game: "pick", Phase: storage.Playing,
			Seats: []storage.Seat{ann, bob}, Snapshot: snap, Seed: uint64(i), Timer: time.Minute, Deadline: fell}
		require.NoError(t, store.Create(rec))
		ids[i] = rec.ID
	}
	handled := func() int {
		n := 0
		for _, id := range ids {
			if rec, err := store.Table(id); err == nil && rec.Moves > 0 {
				n++
			}
		}
		return n
	}

	// Discord answers no channel write until release: the timers' lines
	// stay under way, as behind a long rate limit.
	release := srv.HoldChannelWrites()
	easy := func(ctx context.Context, q ismcts.Question, _ ismcts.Level) (ismcts.Choice, error) {
		return ismcts.Think(ctx, q, ismcts.Easy)
	}
	b, err := New(Config{Token: srv.Token(), BaseURL: srv.URL(), Store: store, GlobalRate: -1, Think: easy,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	require.NoError(t, err)
	require.NoError(t, b.start.resume())
	require.Eventually(t, func() bool {
		_, stalled := b.background.state()
		return stalled == startPool
	}, 20*time.Second, time.Millisecond, "every worker of the start pool waits for room")
	under, _ := b.background.state()
	// A table's timer sends a line and edits its board and hands; its
	// CPU move does the same again.
	assert.LessOrEqual(t, under, startBacklog+startPool*8, "the work under way is bounded by the pool")
	assert.Less(t, handled(), tables, "the other tables' timers wait their turn")

	release()
	require.Eventually(t, func() bool { return handled() == tables }, 60*time.Second, 10*time.Millisecond,
		"every timer that fell due is handled once Discord answers")
	require.NoError(t, b.Close())
}
