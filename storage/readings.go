package storage

import (
	"errors"

	bolt "go.etcd.io/bbolt"
)

// bucketReadings keeps, for a finished game, what its replay reads
// beside the answers: table id -> a bucket of the reading's head (its
// public lines and turns, under keyHead) and the game's states kept every
// so many answers (by number). The bot makes them, and they are opaque
// here: replaying a whole game to rebuild them cost a cold replay click
// milliseconds of CPU per thousand answers, which anyone could ask for
// over and over by stepping through more long games than the bot keeps
// in memory. A database written before they were kept has none: its
// games replay from their answers as before, and keep their reading once
// it is built.
var bucketReadings = []byte("readings")

var keyHead = []byte("head")

// ErrNotDone refuses to keep a reading of a game still being played: its
// log still grows.
var ErrNotDone = errors.New("storage: only a finished game's reading is kept")

// KeepReading stores a done table's reading: its head and its kept
// states, states[k] the k-th. It replaces any kept before. A table pruned
// meanwhile keeps nothing (ErrNotFound).
func (s *Store) KeepReading(id string, head []byte, states [][]byte) error {
	return s.writes.do(func(tx *bolt.Tx) error {
		var t struct{ Phase Phase }
		found, err := getJSON(tx.Bucket(bucketTables), []byte(id), &t)
		if err != nil {
			return err
		}
		if !found {
			return ErrNotFound
		}
		if !t.Phase.Done() {
			return ErrNotDone
		}
		all := tx.Bucket(bucketReadings)
		if all.Bucket([]byte(id)) != nil {
			if err := all.DeleteBucket([]byte(id)); err != nil {
				return err
			}
		}
		b, err := all.CreateBucket([]byte(id))
		if err != nil {
			return err
		}
		if err := put(b, keyHead, head); err != nil {
			return err
		}
		for k, st := range states {
			if err := put(b, itob(uint64(k)), st); err != nil {
				return err
			}
		}
		return nil
	})
}

// ReadingHead returns the head of a table's kept reading; nil when none
// is kept.
func (s *Store) ReadingHead(id string) ([]byte, error) {
	return s.readingValue(id, keyHead)
}

// ReadingState returns the k-th state kept with a table's reading; nil
// when there is none.
func (s *Store) ReadingState(id string, k int) ([]byte, error) {
	return s.readingValue(id, itob(uint64(k)))
}

func (s *Store) readingValue(id string, key []byte) ([]byte, error) {
	var out []byte
	err := s.db.View(func(tx *bolt.Tx) error {
		if b := tx.Bucket(bucketReadings).Bucket([]byte(id)); b != nil {
			v, err := get(b, key)
			if v != nil {
				out = append([]byte{}, v...) // bbolt's bytes live only as long as the transaction
			}
			return err
		}
		return nil
	})
	return out, err
}
