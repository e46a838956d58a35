package storage

import (
	"sync/atomic"
	"time"

	bolt "go.etcd.io/bbolt"
)

// commitObserver is told how long each write transaction of play took,
// its fsync included (Store.ObserveCommits); storage knows no metrics.
type commitObserver struct {
	f atomic.Pointer[func(time.Duration)]
}

// ObserveCommits has f told the time of every write transaction of play
// (moves, table records) from now on; nil stops it.
func (s *Store) ObserveCommits(f func(time.Duration)) {
	if f == nil {
		s.writes.observer.f.Store(nil)
		return
	}
	s.writes.observer.f.Store(&f)
}

// update is db.Update, timed for the observer.
func (o *commitObserver) update(db *bolt.DB, fn func(*bolt.Tx) error) error {
	f := o.f.Load()
	if f == nil {
		return db.Update(fn)
	}
	began := time.Now()
	err := db.Update(fn)
	(*f)(time.Since(began))
	return err
}

// Ping reports whether the store is open: a read transaction that
// fails once Close has run.
func (s *Store) Ping() error {
	return s.db.View(func(*bolt.Tx) error { return nil })
}
