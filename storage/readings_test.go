package storage

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAFinishedGamesReadingIsKeptUntilItsTableIsPruned(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	live, done := newTable("c1"), newTable("c2")
	for _, tb := range []*Table{live, done} {
		require.NoError(t, s.Create(tb))
		require.NoError(t, s.Commit(tb, Move{Seat: 0, Prompt: "p"}, nil))
	}
	done.Phase = Finished
	require.NoError(t, s.Save(done))

	head, err := s.ReadingHead(done.ID)
	require.NoError(t, err)
	assert.Nil(t, head, "a game whose reading was never kept (as in an older database) has none")

	assert.ErrorIs(t, s.KeepReading(live.ID, []byte("h"), nil), ErrNotDone, "a game still played keeps no reading: its log grows")
	assert.ErrorIs(t, s.KeepReading("nosuch", []byte("h"), nil), ErrNotFound, "nor a pruned one")
	require.NoError(t, s.KeepReading(done.ID, []byte("old"), [][]byte{[]byte("s0"), []byte("s1"), []byte("s2")}))
	require.NoError(t, s.KeepReading(done.ID, []byte("head"), [][]byte{[]byte("s0"), []byte("s1")}))

	require.NoError(t, s.Close())
	s, err = Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	head, err = s.ReadingHead(done.ID)
	require.NoError(t, err)
	assert.Equal(t, "head", string(head), "the newest reading kept, after a restart")
	st, err := s.ReadingState(done.ID, 1)
	require.NoError(t, err)
	assert.Equal(t, "s1", string(st))
	st, err = s.ReadingState(done.ID, 2)
	require.NoError(t, err)
	assert.Nil(t, st, "a reading kept again replaces the one before, states and all")
	head, err = s.ReadingHead(live.ID)
	require.NoError(t, err)
	assert.Nil(t, head)

	n, err := s.Prune(time.Now().Add(time.Hour))
	require.NoError(t, err)
	require.Equal(t, 1, n)
	head, err = s.ReadingHead(done.ID)
	require.NoError(t, err)
	assert.Nil(t, head, "a pruned game's reading goes with it")
	st, err = s.ReadingState(done.ID, 0)
	require.NoError(t, err)
	assert.Nil(t, st)
}
