package storage

import (
	"errors"
	"fmt"
	"os"
	"time"

	bolt "go.etcd.io/bbolt"
)

// Scrubbing: bbolt never writes a page in place. A transaction writes
// the pages it changed elsewhere and frees the old ones, which keep
// their bytes until a later write reuses them. A record deleted or
// rewritten is therefore still in the file, in a free page, for as long
// as that takes: an erasure on request (Forget) would leave the member's
// name and id readable with a text editor. Scrub overwrites every free
// page with zeros.
//
// Why it is safe: a free page is one no committed tree refers to, but a
// read transaction begun before the page was freed may still read it.
// Scrub therefore runs inside a write transaction, so no writer commits
// meanwhile and allocates a free page, and only at a moment when no read
// transaction is open (bbolt counts them): a read transaction that
// begins during the scrub sees the last committed tree, which refers to
// no free page. bbolt writes its own pages from zeroed buffers, so the
// live pages hold no leftovers of older ones.
//
// Why it is sure to find that moment: the store's reads take s.reads
// shared, and the scrub takes it alone, so the reads under way finish
// and new ones wait for the scrub (a pass over the pages and an fsync).
// Without it a steady stream of reads, each overlapping the next, kept
// bbolt's count above zero for seconds on end. A backup's long read
// does not take s.reads, so that reads do not stall behind it; the
// scrub lets go and tries again until it has finished.
//
// Why not rewrite the file instead (bbolt's Compact): the bot keeps the
// file open while it serves, and swapping it would stop every reader
// and writer; a scrub holds the writer for one pass over the pages and
// one fsync (a few milliseconds for a file of some thousand pages).

// scrubWait bounds how long Scrub waits for a moment with no read
// transaction open: for a backup under way to finish.
const scrubWait = 30 * time.Second

// ErrScrubBusy: read transactions never all closed within scrubWait.
var ErrScrubBusy = errors.New("storage: the database was never free of readers long enough to scrub its free pages")

// Scrub overwrites the database's free pages with zeros and returns how
// many it overwrote.
func (s *Store) Scrub() (int, error) {
	deadline := time.Now().Add(scrubWait)
	for {
		s.reads.Lock()
		n, busy, err := s.scrubOnce()
		s.reads.Unlock()
		if err != nil || !busy {
			return n, err
		}
		if time.Now().After(deadline) {
			return 0, ErrScrubBusy
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (s *Store) scrubOnce() (n int, busy bool, err error) {
	err = s.db.Update(func(tx *bolt.Tx) error {
		if s.db.Stats().OpenTxN > 0 {
			busy = true
			return nil
		}
		f, err := os.OpenFile(s.db.Path(), os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		defer f.Close()
		size := int64(s.db.Info().PageSize)
		zero := make([]byte, size)
		for id := 2; int64(id)*size < tx.Size(); id++ { // pages 0 and 1 are the meta pages
			p, err := tx.Page(id)
			if err != nil {
				return err
			}
			if p == nil || p.Type != "free" {
				continue
			}
			if _, err := f.WriteAt(zero, int64(id)*size); err != nil {
				return err
			}
			n++
		}
		return f.Sync()
	})
	if err != nil {
		return 0, false, fmt.Errorf("storage: scrub: %w", err)
	}
	return n, busy, nil
}
