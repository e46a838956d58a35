package storage

import (
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryWriteOfPlayIsTimedForTheObserver: the commit observer hears
// of each write transaction of play (a new table, a saved one), and of
// none once told nil; Ping fails once the store is closed.
func TestEveryWriteOfPlayIsTimedForTheObserver(t *testing.T) {
	t.Parallel()
	s, err := Open(filepath.Join(t.TempDir(), "deckhand.db"))
	require.NoError(t, err)
	var n atomic.Int64
	s.ObserveCommits(func(d time.Duration) {
		assert.Positive(t, d)
		n.Add(1)
	})
	rec := &Table{GuildID: "g", ChannelID: "c", Game: "pick", Phase: Lobby}
	require.NoError(t, s.Create(rec))
	rec.Phase = Playing
	require.NoError(t, s.Save(rec))
	assert.EqualValues(t, 2, n.Load())
	s.ObserveCommits(nil)
	require.NoError(t, s.Save(rec))
	assert.EqualValues(t, 2, n.Load(), "no observer, nothing heard")
	assert.NoError(t, s.Ping())
	require.NoError(t, s.Close())
	assert.Error(t, s.Ping(), "closed")
}
