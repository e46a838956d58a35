package storage

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"
)

// holdWriter starts a write that keeps the transaction open until the
// returned release is called, and returns once it is running.
func holdWriter(t *testing.T, s *Store) (release func()) {
	t.Helper()
	running, hold := make(chan struct{}), make(chan struct{})
	go func() {
		_ = s.writes.do(func(*bolt.Tx) error {
			select {
			case <-running: // run again after another write failed
			default:
				close(running)
			}
			<-hold
			return nil
		})
	}()
	<-running
	return sync.OnceFunc(func() { close(hold) })
}

// waitQueued waits until n writes wait behind the one in progress.
func waitQueued(t *testing.T, s *Store, n int) {
	t.Helper()
	require.Eventually(t, func() bool {
		s.writes.mu.Lock()
		defer s.writes.mu.Unlock()
		return len(s.writes.waiting) == n
	}, 5*time.Second, time.Millisecond, "%d writes should be waiting", n)
}

func TestWritesThatArriveDuringACommitShareTheNextTransaction(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	release := holdWriter(t, s)
	var mu sync.Mutex
	txs := map[*bolt.Tx]bool{}
	var wg sync.WaitGroup
	for i := range 10 {
		wg.Go(func() {
			err := s.writes.do(func(tx *bolt.Tx) error {
				mu.Lock()
				txs[tx] = true
				mu.Unlock()
				return tx.Bucket(bucketMeta).Put(fmt.Appendf(nil, "k%d", i), []byte("v"))
			})
			assert.NoError(t, err)
		})
	}
	waitQueued(t, s, 10)
	release()
	wg.Wait()
	assert.Len(t, txs, 1, "ten writes that waited together are one transaction, one fsync")
	require.NoError(t, s.db.View(func(tx *bolt.Tx) error {
		for i := range 10 {
			assert.NotNil(t, tx.Bucket(bucketMeta).Get(fmt.Appendf(nil, "k%d", i)), "write %d is committed", i)
		}
		return nil
	}))
}

func TestAFailingWriteLeavesItsTransactionAndTheOthersAreCommitted(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	release := holdWriter(t, s)
	refused := errors.New("refused")
	put := func(key string, result error) chan error {
		done := make(chan error, 1)
		go func() {
			done <- s.writes.do(func(tx *bolt.Tx) error {
				if err := tx.Bucket(bucketMeta).Put([]byte(key), []byte("v")); err != nil {
					return err
				}
				return result
			})
		}()
		return done
	}
	before := put("before", nil)
	waitQueued(t, s, 1)
	failing := put("failing", refused)
	waitQueued(t, s, 2)
	after := put("after", nil)
	waitQueued(t, s, 3)
	release()
	assert.NoError(t, <-before)
	assert.ErrorIs(t, <-failing, refused, "the failing write hears its own error")
	assert.NoError(t, <-after)
	require.NoError(t, s.db.View(func(tx *bolt.Tx) error {
		meta := tx.Bucket(bucketMeta)
		assert.NotNil(t, meta.Get([]byte("before")), "a write before the failing one is committed")
		assert.NotNil(t, meta.Get([]byte("after")), "a write after the failing one is committed")
		assert.Nil(t, meta.Get([]byte("failing")), "what the failing write put is rolled back")
		return nil
	}))
}

func TestAWriteThatPanicsIsAnErrorForItAlone(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	release := holdWriter(t, s)
	panicked := make(chan error, 1)
	go func() { panicked <- s.writes.do(func(*bolt.Tx) error { panic("bug") }) }()
	waitQueued(t, s, 1)
	ok := make(chan error, 1)
	go func() {
		ok <- s.writes.do(func(tx *bolt.Tx) error { return tx.Bucket(bucketMeta).Put([]byte("ok"), []byte("v")) })
	}()
	waitQueued(t, s, 2)
	release()
	assert.ErrorContains(t, <-panicked, "panicked")
	assert.NoError(t, <-ok, "the other write of the transaction is committed")
}
