package commands_test

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
)

// copyFile copies a backup over the database, as the README tells an
// operator to restore one.
func copyFile(t *testing.T, from, to string) {
	t.Helper()
	src, err := os.Open(from)
	require.NoError(t, err)
	defer src.Close()
	dst, err := os.Create(to)
	require.NoError(t, err)
	_, err = io.Copy(dst, src)
	require.NoError(t, err)
	require.NoError(t, dst.Close())
}

func TestABackupPutInPlaceOfTheDatabasePlaysOnFromWhereItWasTaken(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("starcollector", ann, bob)
	id := bottest.TableID(t, board)
	require.True(t, h.PlayOnce(ann))
	backup, err := h.Store.Backup(filepath.Join(t.TempDir(), "backups"), 3)
	require.NoError(t, err)
	require.True(t, h.PlayOnce(bob), "a move after the backup, lost by the restore")

	h.Stop()
	copyFile(t, backup, h.Path)
	h.Start()
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, 1, rec.Moves, "the table as it was when the backup was taken")
	assert.True(t, h.PlayOnce(bob), "bob moves again from the old board")
}
