package storage

import (
	"fmt"
	"slices"
	"sync"

	bolt "go.etcd.io/bbolt"
)

// group commits the store's writes: the writes that arrive while one
// transaction is being committed wait, and all of them go together in
// the next transaction, with one fsync. A lone write goes at once, and
// under load a transaction holds everything that arrived during the last
// fsync, so the fsync rate of the disk bounds transactions, not writes.
//
// bbolt's own Batch waits a fixed delay and then queues each batch for
// the writer lock on its own: while one commit is syncing, every delay
// that passes adds another small batch to the queue, and each pays its
// own fsync.
type group struct {
	db *bolt.DB

	mu      sync.Mutex
	waiting []*write
	leading bool // a goroutine is committing; it takes waiting next

	observer commitObserver
}

// write is one caller's transaction function and where its result goes.
type write struct {
	fn   func(*bolt.Tx) error
	done chan error
}

// do runs fn in a write transaction shared with the writes that arrive
// meanwhile, and returns once that transaction is committed (nil) or
// fn's error, the commit's error, or a panic of fn as an error. fn may
// run more than once, when another write of its transaction fails: it
// must work on copies and leave its caller's data alone until do has
// returned nil.
func (g *group) do(fn func(*bolt.Tx) error) error {
	w := &write{fn: fn, done: make(chan error, 1)}
	g.mu.Lock()
	g.waiting = append(g.waiting, w)
	lead := !g.leading
	g.leading = true
	g.mu.Unlock()
	if lead {
		g.lead()
	}
	return <-w.done
}

// lead commits what is waiting in one transaction, then hands the lead
// to a new goroutine if more has come meanwhile, so that its own caller,
// whose write is committed, returns at once.
func (g *group) lead() {
	g.mu.Lock()
	ws := g.waiting
	g.waiting = nil
	g.mu.Unlock()
	g.commit(ws)
	g.mu.Lock()
	more := len(g.waiting) > 0
	g.leading = more
	g.mu.Unlock()
	if more {
		go g.lead()
	}
}

// commit commits ws in one transaction. A write whose fn fails gets its
// error and leaves the transaction, which is rolled back and made again
// without it: in the order ws arrived, that is what it would have met
// had each write had its own transaction.
func (g *group) commit(ws []*write) {
	for len(ws) > 0 {
		failed := -1
		var ferr error
		err := g.observer.update(g.db, func(tx *bolt.Tx) error {
			for i, w := range ws {
				if err := call(w.fn, tx); err != nil {
					failed, ferr = i, err
					return err
				}
			}
			return nil
		})
		if failed < 0 {
			for _, w := range ws {
				w.done <- err
			}
			return
		}
		ws[failed].done <- ferr
		ws = slices.Delete(ws, failed, failed+1)
	}
}

// call runs fn, with a panic turned into an error: one write's bug must
// not take the others of its transaction down with it.
func call(fn func(*bolt.Tx) error, tx *bolt.Tx) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("storage: write panicked: %v", r)
		}
	}()
	return fn(tx)
}
