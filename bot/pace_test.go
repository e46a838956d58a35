package bot

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// Discord's global limit: 50 requests a second.
const globalLimit = 50

func TestARestartWithManyOverdueTimersStaysUnderDiscordsGlobalRate(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("takes the pacer's two seconds")
	}
	srv := discordtest.NewServer(t)
	store, err := storage.Open(filepath.Join(t.TempDir(), "d.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	// 90 tables whose turn ran out while the bot was down.
	const tables = 90
	var ids []string
	for i := range tables {
		st, err := picktest.Game{}.New(games.Config{Seats: 2, Seed: 1})
		require.NoError(t, err)
		snap, _ := st.Encode()
		rec := &storage.Table{GuildID: srv.GuildID, ChannelID: fmt.Sprintf("2000000000000%05d", i), Game: "pick",
			Phase: storage.Playing, Seats: []storage.Seat{ann, bob}, Snapshot: snap, Seed: 5,
			Timer: time.Minute, Deadline: time.Now().Add(-time.Hour), Warned: true,
			NoPings: true} // the turn pings that follow are paced alike; the timer lines are counted here
		require.NoError(t, store.Create(rec))
		ids = append(ids, rec.ID)
	}

	b, err := New(Config{Token: srv.Token(), BaseURL: srv.URL(), Store: store})
	require.NoError(t, err)
	require.NoError(t, b.start.resume())
	// A Normal CPU moves for each overdue seat off the table's lock, in
	// its own time, and Close cancels thoughts in flight: wait for them.
	require.Eventually(t, func() bool {
		if len(srv.ChannelWrites()) < tables {
			return false
		}
		for _, id := range ids {
			if rec, err := store.Table(id); err != nil || rec.Moves == 0 {
				return false
			}
		}
		return true
	}, 30*time.Second, 10*time.Millisecond, "every overdue turn moved for and its line posted")
	require.NoError(t, b.Close())

	for _, id := range ids {
		rec, err := store.Table(id)
		require.NoError(t, err)
		assert.Equal(t, 1, rec.Moves, "every overdue turn was moved for")
	}
	writes := srv.ChannelWrites()
	assert.Len(t, writes, tables, "one timer line each")
	assert.LessOrEqual(t, discordtest.MostInAWindow(writes, time.Second), globalLimit, "never past the global limit in any second")
}

func TestThePacerLetsABurstThroughThenSpacesRequests(t *testing.T) {
	t.Parallel()
	p := newPacer(100)
	start := time.Now()
	for range p.burst {
		p.wait(routine, "g", nil)
	}
	assert.Less(t, time.Since(start), 50*time.Millisecond, "a burst after a quiet spell goes at once")
	for range 20 {
		p.wait(routine, "g", nil)
	}
	assert.GreaterOrEqual(t, time.Since(start), 190*time.Millisecond, "then one request every 10 ms")
}

// spend takes every slot the pacer has free now, its burst included.
func spend(p *pacer) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for p.take(time.Now()) {
	}
}

func TestAnUrgentRequestGoesBeforeTheRoutineOnesQueuedAheadOfIt(t *testing.T) {
	t.Parallel()
	p := newPacer(100)
	spend(p)
	const queued = 20
	order := make(chan string, queued+1)
	for i := range queued {
		go func() {
			p.wait(routine, "g", nil)
			order <- fmt.Sprint("routine ", i)
		}()
	}
	require.Eventually(t, func() bool {
		p.mu.Lock()
		defer p.mu.Unlock()
		return p.waiting[routine].n >= queued-2
	}, time.Second, time.Millisecond, "the routine requests queue")
	go func() {
		p.wait(urgent, "g", nil)
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
	p := newPacer(1)
	spend(p)
	stop := make(chan struct{})
	done := make(chan bool)
	go func() { done <- p.wait(routine, "g", stop) }()
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

// slots are the times at which a pacer lets requests go when they queue
// without end, from start for d: every slot take gives, in a clock of
// its own (no sleeping), stepped by a millisecond.
func slots(p *pacer, start time.Time, d time.Duration) []time.Time {
	var out []time.Time
	for now := start; now.Before(start.Add(d)); now = now.Add(time.Millisecond) {
		for p.take(now) {
			out = append(out, now)
		}
	}
	return out
}

func TestShardsOfOneTokenTogetherStayUnderDiscordsGlobalLimit(t *testing.T) {
	t.Parallel()
	store, err := storage.Open(filepath.Join(t.TempDir(), "d.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	for _, shards := range []int{1, 2, 3, 4, 7, 16, 32, 40} {
		// Every shard process starts at once after a quiet spell (a
		// deploy) and has more to send than it may: each uses its burst
		// and then its whole rate, in the same second as all others.
		start := time.Now()
		var all []time.Time
		for id := range shards {
			b, err := New(Config{Token: "t", Store: store, ShardID: id, ShardCount: shards})
			require.NoError(t, err)
			all = append(all, slots(b.out.pace, start, 3*time.Second)...)
		}
		slices.SortFunc(all, func(a, b time.Time) int { return a.Compare(b) })
		most := discordtest.MostInAWindow(all, time.Second)
		assert.LessOrEqual(t, most, globalLimit, "%d shards sent %d requests in one second: the token's global limit is %d for all of them together", shards, most, globalLimit)
		assert.GreaterOrEqual(t, most, globalLimit*3/5, "%d shards use most of the budget together (%d a second), not a sliver of it", shards, most)
	}
}

func TestAServersOneBoardEditGoesBeforeTheManyAnotherServerQueued(t *testing.T) {
	t.Parallel()
	p := newPacer(10) // slow enough that the queue is still full when the quiet server asks
	spend(p)
	stop := make(chan struct{})
	t.Cleanup(func() { close(stop) })
	const queued = 120
	order := make(chan string, queued+1)
	for i := range queued {
		go func() {
			if p.wait(routine, "busy", stop) {
				order <- fmt.Sprint("busy ", i)
			}
		}()
	}
	require.Eventually(t, func() bool {
		n, servers := p.waitingNow()
		return n >= queued-2 && servers == 1
	}, 5*time.Second, time.Millisecond, "the busy server's edits queue")
	go func() {
		p.wait(routine, "quiet", stop)
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
