// Package storage keeps Deckhand's tables in a bbolt file: each table's
// record with its latest game snapshot, an append-only log of accepted
// answers per table, and per-guild stats. It knows nothing of Discord
// or of any game's rules.
package storage

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	bolt "go.etcd.io/bbolt"
)

// SchemaVersion is the layout this code reads and writes.
const SchemaVersion = 1

var (
	bucketMeta       = []byte("meta")
	bucketTables     = []byte("tables")
	bucketChannels   = []byte("channels") // channel id -> id of its open table
	bucketLogs       = []byte("logs")     // table id -> bucket of moves by sequence
	bucketQuarantine = []byte("quarantine")
	bucketStats      = []byte("stats") // guild id -> Stats
	keySchema        = []byte("schema")
)

// Errors callers tell apart.
var (
	ErrNotFound    = errors.New("no such table")
	ErrChannelBusy = errors.New("this channel already has a table")
	ErrConflict    = errors.New("the table changed meanwhile")
)

// Store is an open database.
type Store struct {
	db *bolt.DB
}

// Open opens or creates the database at path, creating its directory.
func Open(path string) (*Store, error) {
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("storage: %w", err)
		}
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: 2 * time.Second})
	if err != nil {
		return nil, fmt.Errorf("storage: open %s: %w", path, err)
	}
	// A lone commit waits this long for others to share its fsync; Batch's
	// default of 10 ms would cost every quiet table 10 ms per move, and
	// under load 1 ms gathers as many commits as 2 ms did.
	db.MaxBatchDelay = time.Millisecond
	s := &Store{db: db}
	if err := s.init(); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

func (s *Store) init() error {
	return s.db.Update(func(tx *bolt.Tx) error {
		for _, b := range [][]byte{bucketMeta, bucketTables, bucketChannels, bucketLogs, bucketQuarantine, bucketStats} {
			if _, err := tx.CreateBucketIfNotExists(b); err != nil {
				return err
			}
		}
		meta := tx.Bucket(bucketMeta)
		v := meta.Get(keySchema)
		if v == nil {
			return meta.Put(keySchema, []byte(strconv.Itoa(SchemaVersion)))
		}
		if n, err := strconv.Atoi(string(v)); err != nil || n != SchemaVersion {
			return fmt.Errorf("storage: schema %q, this build reads %d", v, SchemaVersion)
		}
		return nil
	})
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

func itob(n uint64) []byte {
	b := make([]byte, 8)
	binary.BigEndian.PutUint64(b, n)
	return b
}

func putJSON(b *bolt.Bucket, key []byte, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return b.Put(key, data)
}
