package storage

import (
	"time"

	bolt "go.etcd.io/bbolt"
)

// pruneBatch bounds the tables one prune transaction deletes, so that a
// first prune of a large file never holds the writer for long.
const pruneBatch = 500

// Prune deletes the finished and cancelled tables last changed before
// cutoff, with their answer logs and kept readings, and returns how
// many went. Unfinished tables are never pruned. Stats are totals and are kept. bbolt reuses
// the freed pages, so a file pruned on a schedule stops growing once
// as many games age out as are played.
func (s *Store) Prune(cutoff time.Time) (int, error) {
	total := 0
	for {
		n, more, err := s.pruneSome(cutoff)
		total += n
		if err != nil || !more {
			return total, err
		}
	}
}

func (s *Store) pruneSome(cutoff time.Time) (n int, more bool, err error) {
	err = s.db.Update(func(tx *bolt.Tx) error {
		tables, logs, readings := tx.Bucket(bucketTables), tx.Bucket(bucketLogs), tx.Bucket(bucketReadings)
		var drop [][]byte
		c := tables.Cursor()
		for k, v := c.First(); k != nil; k, v = c.Next() {
			var t struct {
				Phase   Phase
				Updated time.Time
			}
			if decodeJSON(tables, k, v, &t) != nil || !t.Phase.Done() || !t.Updated.Before(cutoff) {
				continue
			}
			if len(drop) == pruneBatch {
				more = true
				break
			}
			drop = append(drop, append([]byte(nil), k...))
		}
		for _, k := range drop {
			if err := tables.Delete(k); err != nil {
				return err
			}
			for _, b := range []*bolt.Bucket{logs, readings} {
				if b.Bucket(k) != nil {
					if err := b.DeleteBucket(k); err != nil {
						return err
					}
				}
			}
		}
		n = len(drop)
		return nil
	})
	return n, more, err
}
