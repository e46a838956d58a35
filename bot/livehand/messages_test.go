package livehand

import (
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// picture stands for what the bot knows of a message's picture.
type picture struct{ scene, png uint64 }

func TestHandMessagesOfTablesThatWentAwayAreForgottenOnceTheirTokenIsDead(t *testing.T) {
	t.Parallel()
	ms := NewMessages[picture](new(sync.Mutex), time.Hour)
	old := ms.Get("old")
	ms.mu.Lock()
	old.at = time.Now().Add(-2 * time.Hour) // its table ended long ago
	ms.swept = time.Time{}
	ms.mu.Unlock()
	now := ms.Get("new")
	assert.Nil(t, ms.Find("old"), "a message whose token is dead is swept: no edit could reach it")
	assert.Same(t, now, ms.Find("new"))
}

func TestAMessageReplacedByAnotherAnswerIsNoLongerAHandNorCountedOnForItsPicture(t *testing.T) {
	t.Parallel()
	ms := NewMessages[picture](new(sync.Mutex), time.Hour)
	h := &Hand{}
	e := ms.Get("1")
	e.Picture = picture{scene: 2, png: 3}
	ms.Wrote(e, h)
	assert.True(t, ms.Shows(e, h))
	gone := ms.Replacing("1")
	assert.False(t, e.Writing.TryLock(), "its writers wait until the answer replacing it has gone")
	gone()
	assert.False(t, ms.Shows(e, h), "no live edit turns it back into the hand")
	assert.Zero(t, e.Picture, "the next hand answer on it does not count on its picture")
	assert.Nil(t, ms.Replacing("2"), "a message that never showed a hand is nothing to wait for")
}

func TestTheIndexOfHandMessagesTakesTheLockItIsGivenAndHoldsItForNoWrite(t *testing.T) {
	t.Parallel()
	var lock countingLock
	ms := NewMessages[picture](&lock, time.Hour)
	e := ms.Get("1")
	ms.Wrote(e, &Hand{})
	gone := ms.Replacing("1")
	assert.Zero(t, lock.held, "a message's writing is held with the index's lock let go")
	gone()
	assert.Positive(t, lock.taken, "the index is guarded by the lock the bot gave it, which the bot's lock check watches")
}

// countingLock counts how often it is taken, and whether it is held.
type countingLock struct {
	mu          sync.Mutex
	taken, held int
}

func (l *countingLock) Lock()   { l.mu.Lock(); l.taken++; l.held++ }
func (l *countingLock) Unlock() { l.held--; l.mu.Unlock() }
