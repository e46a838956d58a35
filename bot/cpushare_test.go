package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// closed is a done channel that has closed: acquire with it takes a
// slot only if one is free for the server at once.
func closed() <-chan struct{} {
	ch := make(chan struct{})
	close(ch)
	return ch
}

func TestOneServerNeverHoldsTheSpareSearchSlot(t *testing.T) {
	t.Parallel()
	s := newSearchSlots(2)
	assert.True(t, s.acquire("busy", closed()))
	assert.True(t, s.acquire("busy", closed()))
	assert.False(t, s.acquire("busy", closed()), "a server holds at most one search a core, though a slot is free")
	assert.True(t, s.acquire("quiet", closed()), "another server's CPU starts its thought at once")
	assert.False(t, s.acquire("third", closed()), "three slots for two cores")
}

func TestAFreedSearchSlotGoesToTheWaitingServerRunningFewest(t *testing.T) {
	t.Parallel()
	s := newSearchSlots(2) // three slots, two a server
	for _, g := range []string{"busy", "busy", "other"} {
		require.True(t, s.acquire(g, closed()))
	}
	granted := make(chan string, 3)
	wait := func(g string) {
		go func() {
			if s.acquire(g, make(chan struct{})) {
				granted <- g
			}
		}()
	}
	// In the order they ask: the busy server, the other, a quiet one.
	for i, g := range []string{"busy", "other", "quiet"} {
		wait(g)
		require.Eventually(t, func() bool { return s.backlog() == i+1 }, 5*time.Second, time.Millisecond)
	}
	s.release("busy")
	assert.Equal(t, "quiet", <-granted, "the server running no search goes first, though it asked last")
	s.release("busy")
	assert.Equal(t, "busy", <-granted, "then servers running as many in the order they asked")
	s.release("quiet")
	assert.Equal(t, "other", <-granted)
	assert.Zero(t, s.backlog())
}
