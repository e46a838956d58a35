package storage

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	bolt "go.etcd.io/bbolt"
)

// Backup file names sort by time: deckhand-20261124T140102.123456789Z.db.
const (
	backupPrefix = "deckhand-"
	backupSuffix = ".db"
	backupStamp  = "20060102T150405.000000000Z"
)

// Backup writes a consistent copy of the database into dir while the bot
// keeps running (a read transaction sees one moment; writers go on), and
// then deletes all but the newest keep backups there. The copy is a
// complete database: to restore, stop the bot and put the copy in place
// of the file. It returns the new backup's path.
func (s *Store) Backup(dir string, keep int) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("storage: backup: %w", err)
	}
	name := backupPrefix + time.Now().UTC().Format(backupStamp) + backupSuffix
	path := filepath.Join(dir, name)
	// Written under a temporary name and renamed, so that a crash never
	// leaves a half copy that looks like a backup.
	tmp := path + ".part"
	err := s.db.View(func(tx *bolt.Tx) error { return tx.CopyFile(tmp, 0o600) })
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("storage: backup: %w", err)
	}
	return path, pruneBackups(dir, keep)
}

// pruneBackups deletes all but the newest keep backups in dir.
func pruneBackups(dir string, keep int) error {
	old, err := filepath.Glob(filepath.Join(dir, backupPrefix+"*"+backupSuffix))
	if err != nil {
		return err
	}
	slices.Sort(old) // names sort by time
	for keep > 0 && len(old) > keep {
		if err := os.Remove(old[0]); err != nil {
			return fmt.Errorf("storage: backup: %w", err)
		}
		old = old[1:]
	}
	return nil
}
