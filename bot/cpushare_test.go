package bot

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games/ismcts"
	"github.com/deckhand/deckhand/storage"
)

// closed is a done channel that has closed: acquire with it takes a
// slot only if one is free for the server at once.
func closed() <-chan struct{} {
	ch := make(chan struct{})
	close(ch)
	return ch
}

// waiting is how many searches wait for a slot.
func waiting(s *searchSlots) int {
	_, n, _ := s.counts()
	return n
}

func TestOneServerNeverHoldsTheSpareSearchSlot(t *testing.T) {
	t.Parallel()
	s := newSearchSlots(2)
	assert.True(t, s.acquire("busy", closed()) == slotGranted)
	assert.True(t, s.acquire("busy", closed()) == slotGranted)
	assert.False(t, s.acquire("busy", closed()) == slotGranted, "a server holds at most one search a core, though a slot is free")
	assert.True(t, s.acquire("quiet", closed()) == slotGranted, "another server's CPU starts its thought at once")
	assert.False(t, s.acquire("third", closed()) == slotGranted, "three slots for two cores")
}

func TestAFreedSearchSlotGoesToTheWaitingServerRunningFewest(t *testing.T) {
	t.Parallel()
	s := newSearchSlots(2) // three slots, two a server
	for _, g := range []string{"busy", "busy", "other"} {
		require.Equal(t, slotGranted, s.acquire(g, closed()))
	}
	granted := make(chan string, 3)
	wait := func(g string) {
		go func() {
			if s.acquire(g, make(chan struct{})) == slotGranted {
				granted <- g
			}
		}()
	}
	// In the order they ask: the busy server, the other, a quiet one.
	for i, g := range []string{"busy", "other", "quiet"} {
		wait(g)
		require.Eventually(t, func() bool { return waiting(s) == i+1 }, 5*time.Second, time.Millisecond)
	}
	s.release("busy", time.Second)
	assert.Equal(t, "quiet", <-granted, "the server running no search goes first, though it asked last")
	s.release("busy", time.Second)
	assert.Equal(t, "busy", <-granted, "then servers running as many in the order they asked")
	s.release("quiet", time.Second)
	assert.Equal(t, "other", <-granted)
	assert.Zero(t, waiting(s))
}

// asking is a search of guild waiting for a slot in the background,
// until the test ends: what it hears comes on the channel.
func asking(t *testing.T, s *searchSlots, guild string) <-chan slotAnswer {
	done := make(chan struct{})
	t.Cleanup(func() { close(done) })
	heard := make(chan slotAnswer, 1)
	go func() { heard <- s.acquire(guild, done) }()
	return heard
}

func TestANewServersCPUWaitsForAFewSearchesNotForEveryServerOfOneOwner(t *testing.T) {
	t.Parallel()
	s := newSearchSlots(2) // three slots
	// One owner's 40 servers, each with a Hard table that has searched
	// lately and asks again.
	const hostile = 40
	owner := make([]string, hostile)
	for i := range owner {
		owner[i] = fmt.Sprint("owned", i)
		require.Equal(t, slotGranted, s.acquire(owner[i], closed()))
		s.release(owner[i], 1200*time.Millisecond)
	}
	for i, g := range owner {
		asking(t, s, g)
		require.Eventually(t, func() bool { r, w, sh := s.counts(); return r+w+int(sh) == i+1 }, 5*time.Second, time.Millisecond)
	}
	running, waiting, shed := s.counts()
	assert.Equal(t, 3, running)
	assert.Equal(t, 3, waiting, "the backlog holds one search a slot")
	assert.EqualValues(t, hostile-6, shed, "the others are shed: their moves come by rule of thumb, at once")

	victim := asking(t, s, "victim")
	require.Eventually(t, func() bool { _, _, sh := s.counts(); return sh == hostile-5 }, 5*time.Second, time.Millisecond,
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
		s.release(g, 1200*time.Millisecond)
		ended++
	}
	assert.Equal(t, slotGranted, <-victim)
	assert.LessOrEqual(t, ended, 3, "the victim's CPU started after %d of the owner's searches ended: the two waiting before it, and one", ended)
}

// holdsSlot reports whether guild holds a search slot.
func holdsSlot(s *searchSlots, guild string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.running[guild] > 0
}

func TestOneServersManyTablesCannotFillTheBacklogAgainstAnother(t *testing.T) {
	t.Parallel()
	s := newSearchSlots(2) // three slots, two a server, three waiting
	var busy []<-chan slotAnswer
	for range 10 {
		busy = append(busy, asking(t, s, "busy"))
		require.Eventually(t, func() bool { r, w, sh := s.counts(); return r+w+int(sh) == len(busy) }, 5*time.Second, time.Millisecond)
	}
	running, waiting, shed := s.counts()
	require.Equal(t, 2, running, "two slots, one a core")
	require.Equal(t, 3, waiting)
	require.EqualValues(t, 5, shed, "a server sheds its own searches past the backlog")
	assert.Equal(t, slotGranted, s.acquire("quiet", closed()), "the spare slot is another server's")
	third := asking(t, s, "third")
	require.Eventually(t, func() bool { _, _, sh := s.counts(); return sh == 6 }, 5*time.Second, time.Millisecond)
	_, waiting, _ = s.counts()
	assert.Equal(t, 3, waiting, "the third server's search waits in the place of one of the busy server's")
	s.release("quiet", time.Second)
	assert.Equal(t, slotGranted, <-third)
}

func TestAHardCPUWhoseSearchIsShedMovesByRuleOfThumbAndTheChannelIsToldOnce(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	var mu sync.Mutex
	var levels []ismcts.Level
	think := func(ctx context.Context, q ismcts.Question, l ismcts.Level) (ismcts.Choice, error) {
		mu.Lock()
		levels = append(levels, l)
		mu.Unlock()
		return ismcts.Think(ctx, q, ismcts.Easy)
	}
	b, tb := playingWith(t, Config{Token: srv.Token(), BaseURL: srv.URL(), Think: think},
		ann, storage.Seat{Name: "CPU 2", CPU: true, Level: ismcts.Hard.String()})
	// Other servers' searches hold every slot and fill the backlog.
	s := b.cpus.searches
	for i := range 3 {
		require.Equal(t, slotGranted, s.acquire(fmt.Sprint("other", i), closed()))
	}
	for i := range 3 {
		asking(t, s, fmt.Sprint("waiting", i))
	}
	require.Eventually(t, func() bool { return waiting(s) == 3 }, 5*time.Second, time.Millisecond)

	for move := range 2 {
		tb.do(func() {
			_, _ = b.actions.answer(click(b, tb, ann.UserID), tb, 0, fmt.Sprint("pick", 2*move), "", []string{"o1"}) // an answer the fake never asked for
		})
		idle(t, tb)
	}
	require.NoError(t, b.Close())
	srv.TakeViolations() // the answers to interactions the fake never sent
	assert.Equal(t, 4, tb.state.(*picktest.State).Picks, "the CPU moved after each of Ann's moves")
	mu.Lock()
	assert.Equal(t, []ismcts.Level{ismcts.Easy, ismcts.Easy}, levels, "no slot was to be had: the Hard CPU played by rule of thumb, at once")
	mu.Unlock()
	told := 0
	for _, m := range srv.Messages(testChannel) {
		if strings.Contains(m.Content, "rule of thumb") {
			told++
		}
	}
	assert.Equal(t, 1, told, "the channel is told once that its CPU players play by rule of thumb")
	_, _, shed := s.counts()
	assert.EqualValues(t, 2, shed)
}
