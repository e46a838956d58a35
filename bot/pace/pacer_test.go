package pace

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Discord's global limit: 50 requests a second.
const globalLimit = 50

func TestThePacerLetsABurstThroughThenSpacesRequests(t *testing.T) {
	t.Parallel()
	p := NewPacer(100, nil)
	start := time.Now()
	for range p.burst {
		p.Wait(Routine, "g", nil)
	}
	assert.Less(t, time.Since(start), 50*time.Millisecond, "a burst after a quiet spell goes at once")
	for range 20 {
		p.Wait(Routine, "g", nil)
	}
	assert.GreaterOrEqual(t, time.Since(start), 190*time.Millisecond, "then one request every 10 ms")
}

// spend takes every slot the pacer has free now, its burst included.
func spend(p *Pacer) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for p.take(time.Now()) {
	}
}

func TestAnUrgentRequestGoesBeforeTheRoutineOnesQueuedAheadOfIt(t *testing.T) {
	t.Parallel()
	p := NewPacer(100, nil)
	spend(p)
	const queued = 20
	order := make(chan string, queued+1)
	for i := range queued {
		go func() {
			p.Wait(Routine, "g", nil)
			order <- fmt.Sprint("routine ", i)
		}()
	}
	require.Eventually(t, func() bool {
		p.mu.Lock()
		defer p.mu.Unlock()
		return p.waiting[Routine].n >= queued-2
	}, time.Second, time.Millisecond, "the routine requests queue")
	go func() {
		p.Wait(Urgent, "g", nil)
		order <- "urgent"
	}()
	for i := range queued + 1 {
		if got := <-order; got == "urgent" {
			assert.LessOrEqual(t, i, 3, "the urgent request went out after %d routine ones queued before it: it must not wait for the whole queue", i)
			return
		}
	}
	t.Fatal("the urgent request never went")
}

func TestAWaitOnThePacerEndsWhenTheBotCloses(t *testing.T) {
	t.Parallel()
	p := NewPacer(1, nil)
	spend(p)
	stop := make(chan struct{})
	done := make(chan bool)
	go func() { done <- p.Wait(Routine, "g", stop) }()
	time.Sleep(20 * time.Millisecond)
	close(stop)
	select {
	case ok := <-done:
		assert.False(t, ok, "a wait cut short by closing reports that the request must not go")
	case <-time.After(500 * time.Millisecond):
		t.Fatal("the wait outlasted the close by far: it waits for its slot, a second away")
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	assert.Zero(t, p.waiting.len(), "the request left the queue")
}

// A click whose answer must wait its turn is deferred first, so that
// Discord does not drop it meanwhile; one that goes at once is not.
func TestAnAnswerThatMustWaitItsTurnIsToldSoBeforeItWaits(t *testing.T) {
	t.Parallel()
	p := NewPacer(1, nil)
	told := 0
	require.True(t, p.WaitQueued(Urgent, "g", nil, func() { told++ }))
	assert.Zero(t, told, "a slot was free: the answer goes at once, nothing to defer")
	stop := make(chan struct{})
	done := make(chan bool)
	go func() {
		done <- p.WaitQueued(Urgent, "g", stop, func() {
			told++
			close(stop) // the bot closes while it waits
		})
	}()
	assert.False(t, <-done, "its wait ended with the bot")
	assert.Equal(t, 1, told, "queued behind the spent slot, it was told before it waited")
}

// slots are the times at which a pacer lets requests go when they queue
// without end, from start for d: every slot take gives, in a clock of
// its own (no sleeping), stepped by a millisecond.
func slots(p *Pacer, start time.Time, d time.Duration) []time.Time {
	var out []time.Time
	for now := start; now.Before(start.Add(d)); now = now.Add(time.Millisecond) {
		for p.take(now) {
			out = append(out, now)
		}
	}
	return out
}

// mostInAWindow is the most times, in order, that fall within any span
// of d.
func mostInAWindow(times []time.Time, d time.Duration) int {
	most, lo := 0, 0
	for hi := range times {
		for times[hi].Sub(times[lo]) >= d {
			lo++
		}
		most = max(most, hi-lo+1)
	}
	return most
}

func TestShardsOfOneTokenTogetherStayUnderDiscordsGlobalLimit(t *testing.T) {
	t.Parallel()
	for _, shards := range []int{1, 2, 3, 4, 7, 16, 32, 40} {
		// Every shard process starts at once after a quiet spell (a
		// deploy) and has more to send than it may: each uses its burst
		// and then its whole rate, in the same second as all others.
		start := time.Now()
		var all []time.Time
		for range shards {
			all = append(all, slots(NewPacer(GlobalShare(shards), nil), start, 3*time.Second)...)
		}
		slices.SortFunc(all, func(a, b time.Time) int { return a.Compare(b) })
		most := mostInAWindow(all, time.Second)
		assert.LessOrEqual(t, most, globalLimit, "%d shards sent %d requests in one second: the token's global limit is %d for all of them together", shards, most, globalLimit)
		assert.GreaterOrEqual(t, most, globalLimit*3/5, "%d shards use most of the budget together (%d a second), not a sliver of it", shards, most)
	}
}

func TestAServersOneBoardEditGoesBeforeTheManyAnotherServerQueued(t *testing.T) {
	t.Parallel()
	p := NewPacer(10, nil) // slow enough that the queue is still full when the quiet server asks
	spend(p)
	stop := make(chan struct{})
	t.Cleanup(func() { close(stop) })
	const queued = 120
	order := make(chan string, queued+1)
	for i := range queued {
		go func() {
			if p.Wait(Routine, "busy", stop) {
				order <- fmt.Sprint("busy ", i)
			}
		}()
	}
	require.Eventually(t, func() bool {
		n, servers := p.WaitingNow()
		return n >= queued-2 && servers == 1
	}, 5*time.Second, time.Millisecond, "the busy server's edits queue")
	go func() {
		p.Wait(Routine, "quiet", stop)
		order <- "quiet"
	}()
	for i := range queued + 1 {
		if got := <-order; got == "quiet" {
			assert.LessOrEqual(t, i, 3, "the quiet server's edit went out after %d of the busy server's queued before it: it waits for one of theirs, not all", i)
			return
		}
	}
	t.Fatal("the quiet server's edit never went")
}
