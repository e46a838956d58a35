// Package storage keeps Deckhand's tables in a bbolt file: each table's
// record with its latest game snapshot, an append-only log of accepted
// answers per table, and per-guild stats. It knows nothing of Discord
// or of any game's rules. With a key every value it writes is sealed
// (seal.go); a member is erased from it on request (forget.go).
package storage

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"
)

// SchemaVersion is the layout this code reads and writes.
const SchemaVersion = 1

var (
	bucketMeta       = []byte("meta")
	bucketTables     = []byte("tables")
	bucketChannels   = []byte("channels") // channel id -> id of its open table
	bucketLogs       = []byte("logs")     // table id -> bucket of moves by sequence
	bucketQuarantine = []byte("quarantine")
	bucketStats      = []byte("stats")   // guild id -> Stats
	bucketHistory    = []byte("history") // guild id -> bucket of History by time
	bucketRatings    = []byte("ratings") // guild id -> bucket of game slug -> Standings
	keySchema        = []byte("schema")
)

// Errors callers tell apart.
var (
	ErrNotFound    = errors.New("no such table")
	ErrChannelBusy = errors.New("this channel already has a table")
	ErrConflict    = errors.New("the table changed meanwhile")
	// ErrLocked: another process has the file open.
	ErrLocked = errors.New("another Deckhand holds the database file (bbolt allows one process at a time)")
	// ErrNewerSchema: the file was written by a newer Deckhand; this
	// build refuses it rather than rewrite what it does not understand.
	ErrNewerSchema = errors.New("the database was written by a newer version of Deckhand")
)

// lockWait is how long Open waits for another process to let go of the
// file: long enough for a restart's old process to finish closing.
const lockWait = 2 * time.Second

// Store is an open database.
type Store struct {
	db *bolt.DB
	// writes group-commits the writes of play (moves, table records),
	// which many tables make at once.
	writes group
	// clock tells the time of every stamp the store writes; tests that
	// simulate months of play set it.
	clock func() time.Time
	// reads is held (shared) by every read of the store but a backup's,
	// and alone by a scrub, which must see no read open (scrub.go).
	reads sync.RWMutex
}

// view runs fn in a read transaction, as a scrub allows it.
func (s *Store) view(fn func(*bolt.Tx) error) error {
	s.reads.RLock()
	defer s.reads.RUnlock()
	return s.db.View(fn)
}

func (s *Store) now() time.Time {
	if s.clock != nil {
		return s.clock().UTC()
	}
	return time.Now().UTC()
}

// Open opens or creates the database at path, creating its directory.
// It fails with ErrLocked while another process holds the file, and with
// ErrNewerSchema for a file a newer Deckhand wrote.
func Open(path string) (*Store, error) { return openWithin(path, lockWait, nil) }

// OpenSealed is Open for a store whose values are sealed with key
// (seal.go; nil: Open). A new file is sealed from its first write; a
// file sealed with another key fails with ErrWrongKey, one written
// without a key with ErrNotSealed, and Open of a sealed file with
// ErrKeyNeeded, each before anything is written.
func OpenSealed(path string, key []byte) (*Store, error) { return openWithin(path, lockWait, key) }

func openWithin(path string, wait time.Duration, key []byte) (*Store, error) {
	var seal *sealer
	if key != nil {
		var err error
		if seal, err = newSealer(key); err != nil {
			return nil, err
		}
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("storage: %w", err)
		}
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: wait})
	if errors.Is(err, bolterrors.ErrTimeout) {
		return nil, fmt.Errorf("storage: open %s: %w", path, ErrLocked)
	}
	if err != nil {
		return nil, fmt.Errorf("storage: open %s: %w", path, err)
	}
	s := &Store{db: db, writes: group{db: db}}
	if seal != nil {
		sealers.Store(db, seal)
	}
	if err := s.init(seal); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

func (s *Store) init(seal *sealer) error {
	// Read the schema and the key's check first, so that a file this
	// build or this key must refuse is refused before anything is
	// written to it.
	var v, check []byte
	if err := s.db.View(func(tx *bolt.Tx) error {
		if meta := tx.Bucket(bucketMeta); meta != nil {
			v = append(v, meta.Get(keySchema)...)
			check = append(check, meta.Get(keyCheck)...)
		}
		return nil
	}); err != nil {
		return err
	}
	switch {
	case check != nil && seal == nil:
		return fmt.Errorf("storage: %w", ErrKeyNeeded)
	case check != nil:
		if plain, err := seal.open(keyCheck, check); err != nil || string(plain) != string(checkText) {
			return fmt.Errorf("storage: %w", ErrWrongKey)
		}
	case seal != nil && v != nil:
		return fmt.Errorf("storage: %w", ErrNotSealed)
	}
	if v != nil {
		n, err := strconv.Atoi(string(v))
		switch {
		case err != nil:
			return fmt.Errorf("storage: unreadable schema %q", v)
		case n > SchemaVersion:
			return fmt.Errorf("storage: %w (schema %d; this build reads %d): run that version, or restore a backup this version made", ErrNewerSchema, n, SchemaVersion)
		case n != SchemaVersion:
			return fmt.Errorf("storage: schema %d, this build reads %d", n, SchemaVersion)
		}
	}
	return s.db.Update(func(tx *bolt.Tx) error {
		indexed := tx.Bucket(bucketHistoryBy) != nil
		for _, b := range [][]byte{bucketMeta, bucketTables, bucketChannels, bucketLogs, bucketQuarantine, bucketStats, bucketHistory, bucketRatings, bucketBehind, bucketForfeits, bucketPairDays, bucketReadings, bucketHistoryBy} {
			if _, err := tx.CreateBucketIfNotExists(b); err != nil {
				return err
			}
		}
		if !indexed {
			if err := indexHistory(tx); err != nil {
				return err
			}
		}
		if v != nil {
			return nil
		}
		meta := tx.Bucket(bucketMeta)
		if seal != nil {
			if err := meta.Put(keyCheck, seal.seal(keyCheck, checkText)); err != nil {
				return err
			}
		}
		return meta.Put(keySchema, []byte(strconv.Itoa(SchemaVersion)))
	})
}

// Close closes the database.
func (s *Store) Close() error {
	err := s.db.Close()
	sealers.Delete(s.db)
	return err
}

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
	return put(b, key, data)
}

func unmarshal(data []byte, v any) error { return json.Unmarshal(data, v) }
