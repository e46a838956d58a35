package cpu

import (
	"fmt"
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

// waiting is how many searches wait for a slot.
func waiting(s *Slots) int {
	_, n, _ := s.Counts()
	return n
}

func TestOneServerNeverHoldsTheSpareSearchSlot(t *testing.T) {
	t.Parallel()
	s := NewSlots(2, nil)
	assert.True(t, s.Acquire("busy", closed()) == Granted)
	assert.True(t, s.Acquire("busy", closed()) == Granted)
	assert.False(t, s.Acquire("busy", closed()) == Granted, "a server holds at most one search a core, though a slot is free")
	assert.True(t, s.Acquire("quiet", closed()) == Granted, "another server's CPU starts its thought at once")
	assert.False(t, s.Acquire("third", closed()) == Granted, "three slots for two cores")
}

func TestAFreedSearchSlotGoesToTheWaitingServerRunningFewest(t *testing.T) {
	t.Parallel()
	s := NewSlots(2, nil) // three slots, two a server
	for _, g := range []string{"busy", "busy", "other"} {
		require.Equal(t, Granted, s.Acquire(g, closed()))
	}
	granted := make(chan string, 3)
	wait := func(g string) {
		go func() {
			if s.Acquire(g, make(chan struct{})) == Granted {
				granted <- g
			}
		}()
	}
	// In the order they ask: the busy server, the other, a quiet one.
	for i, g := range []string{"busy", "other", "quiet"} {
		wait(g)
		require.Eventually(t, func() bool { return waiting(s) == i+1 }, 5*time.Second, time.Millisecond)
	}
	s.Release("busy", time.Second)
	assert.Equal(t, "quiet", <-granted, "the server running no search goes first, though it asked last")
	s.Release("busy", time.Second)
	assert.Equal(t, "busy", <-granted, "then servers running as many in the order they asked")
	s.Release("quiet", time.Second)
	assert.Equal(t, "other", <-granted)
	assert.Zero(t, waiting(s))
}

// asking is a search of guild waiting for a slot in the background,
// until the test ends: what it hears comes on the channel.
func asking(t *testing.T, s *Slots, guild string) <-chan Answer {
	done := make(chan struct{})
	t.Cleanup(func() { close(done) })
	heard := make(chan Answer, 1)
	go func() { heard <- s.Acquire(guild, done) }()
	return heard
}

func TestANewServersCPUWaitsForAFewSearchesNotForEveryServerOfOneOwner(t *testing.T) {
	t.Parallel()
	s := NewSlots(2, nil) // three slots
	// One owner's 40 servers, each with a Hard table that has searched
	// lately and asks again.
	const hostile = 40
	owner := make([]string, hostile)
	for i := range owner {
		owner[i] = fmt.Sprint("owned", i)
		require.Equal(t, Granted, s.Acquire(owner[i], closed()))
		s.Release(owner[i], 1200*time.Millisecond)
	}
	for i, g := range owner {
		asking(t, s, g)
		require.Eventually(t, func() bool { r, w, sh := s.Counts(); return r+w+int(sh) == i+1 }, 5*time.Second, time.Millisecond)
	}
	running, waiting, shed := s.Counts()
	assert.Equal(t, 3, running)
	assert.Equal(t, 3, waiting, "the backlog holds one search a slot")
	assert.EqualValues(t, hostile-6, shed, "the others are shed: their moves come by rule of thumb, at once")

	victim := asking(t, s, "victim")
	require.Eventually(t, func() bool { _, _, sh := s.Counts(); return sh == hostile-5 }, 5*time.Second, time.Millisecond,
		"a server that has not searched lately takes the place of one that has")
	// Searches end one at a time, the owner's, until the victim's starts.
	ended := 0
	for !holdsSlot(s, "victim") {
		g := ""
		for _, o := range owner {
			if holdsSlot(s, o) {
				g = o
				break
			}
		}
		require.NotEmpty(t, g, "no search holds a slot, and the victim's has none")
		s.Release(g, 1200*time.Millisecond)
		ended++
	}
	assert.Equal(t, Granted, <-victim)
	assert.LessOrEqual(t, ended, 3, "the victim's CPU started after %d of the owner's searches ended: the two waiting before it, and one", ended)
}

// holdsSlot reports whether guild holds a search slot.
func holdsSlot(s *Slots, guild string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.running[guild] > 0
}

func TestOneServersManyTablesCannotFillTheBacklogAgainstAnother(t *testing.T) {
	t.Parallel()
	s := NewSlots(2, nil) // three slots, two a server, three waiting
	var busy []<-chan Answer
	for range 10 {
		busy = append(busy, asking(t, s, "busy"))
		require.Eventually(t, func() bool { r, w, sh := s.Counts(); return r+w+int(sh) == len(busy) }, 5*time.Second, time.Millisecond)
	}
	running, waiting, shed := s.Counts()
	require.Equal(t, 2, running, "two slots, one a core")
	require.Equal(t, 3, waiting)
	require.EqualValues(t, 5, shed, "a server sheds its own searches past the backlog")
	assert.Equal(t, Granted, s.Acquire("quiet", closed()), "the spare slot is another server's")
	third := asking(t, s, "third")
	require.Eventually(t, func() bool { _, _, sh := s.Counts(); return sh == 6 }, 5*time.Second, time.Millisecond)
	_, waiting, _ = s.Counts()
	assert.Equal(t, 3, waiting, "the third server's search waits in the place of one of the busy server's")
	s.Release("quiet", time.Second)
	assert.Equal(t, Granted, <-third)
}
