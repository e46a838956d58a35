package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"github.com/deckhand/deckhand/storage"
)

// TestTheBinarySaysWhyItCannotOpenTheDatabase runs the program on a file
// another process holds, and on one a newer Deckhand wrote: each time it
// exits with one line the operator can act on.
func TestTheBinarySaysWhyItCannotOpenTheDatabase(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	run := func(db string) string {
		cmd := exec.Command(bin)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "DISCORD_TOKEN=t", "DISCORD_BASE_URL=http://127.0.0.1:1/", "DECKHAND_DB="+db)
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, string(out))
		assert.Equal(t, 1, exit.ExitCode())
		return string(out)
	}

	held := filepath.Join(dir, "held.db")
	store, err := storage.Open(held)
	require.NoError(t, err)
	assert.Contains(t, run(held), "deckhand: storage: open "+held+": another Deckhand holds the database file")
	require.NoError(t, store.Close())

	newer := filepath.Join(dir, "newer.db")
	store, err = storage.Open(newer)
	require.NoError(t, err)
	require.NoError(t, store.Close())
	db, err := bolt.Open(newer, 0o600, nil)
	require.NoError(t, err)
	require.NoError(t, db.Update(func(tx *bolt.Tx) error { return tx.Bucket([]byte("meta")).Put([]byte("schema"), []byte("99")) }))
	require.NoError(t, db.Close())
	assert.Contains(t, run(newer), "written by a newer version of Deckhand (schema 99; this build reads")
}
