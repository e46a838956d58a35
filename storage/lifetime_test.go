package storage

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"
)

func TestTableIDsCannotBeGuessedFromOneAnother(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	a, b := newTable("c1"), newTable("c2")
	require.NoError(t, s.Create(a))
	require.NoError(t, s.Create(b))
	assert.Len(t, a.ID, idLen, "ids are random, of a fixed length")
	assert.NotEqual(t, "1", a.ID, "the first table is not table 1")
	assert.NotEqual(t, a.ID, b.ID)
	for _, c := range a.ID + b.ID {
		assert.Contains(t, idAlphabet, string(c), "ids travel in custom ids: plain lower-case letters and digits")
	}
}

func TestANewerDatabaseIsRefusedWithoutBeingRewritten(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	require.NoError(t, s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketMeta).Put(keySchema, []byte("2"))
	}))
	require.NoError(t, s.Close())
	before, err := os.ReadFile(path)
	require.NoError(t, err)

	_, err = Open(path)
	require.ErrorIs(t, err, ErrNewerSchema)
	assert.ErrorContains(t, err, "newer version of Deckhand", "the operator is told why and what to do")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, before, after, "a refused database is not touched")
}

func TestASecondProcessIsToldAnotherDeckhandHoldsTheFile(t *testing.T) {
	t.Parallel()
	_, path := open(t) // held open until the test ends
	start := time.Now()
	_, err := openWithin(path, 50*time.Millisecond, nil)
	require.ErrorIs(t, err, ErrLocked)
	assert.ErrorContains(t, err, "another Deckhand")
	assert.Less(t, time.Since(start), 2*time.Second)
}

func TestStartUpReadsOnlyUnfinishedTables(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	done := newTable("c1")
	require.NoError(t, s.Create(done))
	done.Phase = Finished
	require.NoError(t, s.Save(done))
	live := newTable("c2")
	require.NoError(t, s.Create(live))
	// A finished record that no longer decodes is not even read.
	require.NoError(t, s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketTables).Put([]byte(done.ID), []byte("{broken"))
	}))

	got, problems, err := s.Unfinished()
	require.NoError(t, err)
	assert.Empty(t, problems, "finished tables are not read at start")
	require.Len(t, got, 1)
	assert.Equal(t, live.ID, got[0].ID)
}

func TestAnUnfinishedRecordThatDoesNotDecodeIsSetAside(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	bad := newTable("c1")
	require.NoError(t, s.Create(bad))
	require.NoError(t, s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketTables).Put([]byte(bad.ID), []byte("{broken"))
	}))
	got, problems, err := s.Unfinished()
	require.NoError(t, err)
	assert.Empty(t, got)
	require.Len(t, problems, 1)
	q, err := s.Quarantined()
	require.NoError(t, err)
	assert.Contains(t, q, bad.ID, "the record is kept for inspection")
	require.NoError(t, s.Create(newTable("c1")), "its channel is free again")
}

func TestPruneDropsOnlyFinishedTablesOlderThanTheCutOff(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	old, recent, live := newTable("c1"), newTable("c2"), newTable("c3")
	for _, tb := range []*Table{old, recent, live} {
		require.NoError(t, s.Create(tb))
		require.NoError(t, s.Commit(tb, Move{Seat: 0, Prompt: "p"}, nil))
	}
	old.Phase, recent.Phase = Finished, Cancelled
	require.NoError(t, s.Save(old))
	require.NoError(t, s.Save(recent))
	cut := time.Now().Add(time.Hour) // everything so far is older than this
	recent.Updated = time.Now().Add(2 * time.Hour)
	require.NoError(t, s.db.Update(func(tx *bolt.Tx) error { return putJSON(tx.Bucket(bucketTables), []byte(recent.ID), recent) }))

	n, err := s.Prune(cut)
	require.NoError(t, err)
	assert.Equal(t, 1, n, "one finished table was older than the cut-off")
	_, err = s.Table(old.ID)
	assert.ErrorIs(t, err, ErrNotFound, "the old finished table is gone")
	moves, err := s.Moves(old.ID)
	require.NoError(t, err)
	assert.Empty(t, moves, "with its log")
	_, err = s.Table(recent.ID)
	assert.NoError(t, err, "a table finished after the cut-off stays")
	_, err = s.Table(live.ID)
	assert.NoError(t, err, "an unfinished table is never pruned, however old")
	moves, err = s.Moves(live.ID)
	require.NoError(t, err)
	assert.Len(t, moves, 1)
}

func TestABackupIsAConsistentDatabaseThatOpens(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := newTable("c1")
	require.NoError(t, s.Create(tb))
	require.NoError(t, s.Commit(tb, Move{Seat: 0, Prompt: "p", Choices: []string{"x"}}, nil))
	dir := filepath.Join(t.TempDir(), "backups")

	path, err := s.Backup(dir, 3)
	require.NoError(t, err)
	restored, err := Open(path) // restoring is opening the copy in place of the file
	require.NoError(t, err)
	defer restored.Close()
	got, err := restored.Table(tb.ID)
	require.NoError(t, err)
	assert.Equal(t, 1, got.Moves)
	moves, err := restored.Moves(tb.ID)
	require.NoError(t, err)
	assert.Equal(t, []string{"x"}, moves[0].Choices, "the log is in the backup")
}

func TestBackupsKeepTheLastN(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	dir := t.TempDir()
	var paths []string
	for i := 0; i < 4; i++ {
		p, err := s.Backup(dir, 2)
		require.NoError(t, err)
		paths = append(paths, p)
	}
	left, err := filepath.Glob(filepath.Join(dir, backupPrefix+"*"+backupSuffix))
	require.NoError(t, err)
	assert.ElementsMatch(t, paths[2:], left, "only the two newest backups remain")
}
