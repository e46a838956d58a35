package commands_test

import (
	"fmt"
	"runtime"
	"runtime/metrics"
	"sync"
	"testing"
	"time"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// 2,000 unfinished tables whose turn timers all fell due while the bot
// was down, the bot started on them: the peak of goroutines and of heap
// (objects and goroutine stacks, above what was live before the start)
// until every one of those timers has been handled (a Normal CPU moved
// for both players), and how long that took. The timers are of an hour,
// so that what is measured is the start, not their next round (2,000
// tables whose one-minute timers move for absent players ask more of
// Discord's global rate limit than it allows; CPUIdle rests them):
//
//	go test -run '^$' -bench LoadStartStale -benchtime 1x -cpu 2 -timeout 30m ./commands/
func BenchmarkLoadStartStale(b *testing.B) {
	for range b.N {
		benchmarkStale(b, 2000)
	}
}

func benchmarkStale(b *testing.B, n int) {
	b.StopTimer()
	collectAsDeckhand(b)
	h := newHarness(b, discordtest.WithoutSpecCheck()) // the bot is measured, not the fake's schema check
	h.Stop()
	store := h.OpenStore()
	g, _ := games.Lookup("starcollector")
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	ids := make([]string, n)
	fell := time.Now().Add(-time.Hour).UTC()
	for i := range n {
		st, err := g.New(games.Config{Seats: 2, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		snap, _ := st.Encode()
		rec := &storage.Table{GuildID: h.Srv.GuildID, ChannelID: h.Srv.Channel(fmt.Sprint("stale", i)), Game: "starcollector", Host: ann.ID,
			Phase: storage.Playing, Seats: []storage.Seat{{UserID: ann.ID, Name: "ann"}, {UserID: bob.ID, Name: "bob"}},
			Options: map[string]string{}, Seed: uint64(i), Snapshot: snap, Timer: time.Hour, Deadline: fell}
		if err := store.Create(rec); err != nil {
			b.Fatal(err)
		}
		ids[i] = rec.ID
	}
	if err := store.Close(); err != nil {
		b.Fatal(err)
	}

	before := liveMemory()
	var peak sampled
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() { peak.watch(done) })
	b.StartTimer()
	start := time.Now()
	h.Start()
	for handled := 0; handled < n; time.Sleep(500 * time.Millisecond) {
		handled = 0
		for _, id := range ids {
			if rec, err := h.Store.Table(id); err == nil && rec.Moves >= 2 {
				handled++
			}
		}
	}
	took := time.Since(start)
	b.StopTimer()
	close(done)
	wg.Wait()
	b.ReportMetric(float64(peak.goroutines), "goroutines-peak")
	b.ReportMetric(float64(peak.memory-min(peak.memory, before))/(1<<20), "MiB-peak")
	b.ReportMetric(took.Seconds(), "s-all-handled")
	h.Stop()
}

// memorySamples are the heap's objects and goroutine stacks.
func memorySamples() []metrics.Sample {
	return []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/memory/classes/heap/stacks:bytes"}}
}

// liveMemory is the heap's objects and stacks after a collection.
func liveMemory() uint64 {
	runtime.GC()
	m := memorySamples()
	metrics.Read(m)
	return m[0].Value.Uint64() + m[1].Value.Uint64()
}

// sampled is the peak of goroutines and of heap memory (objects and
// stacks) seen by watch.
type sampled struct {
	goroutines, memory uint64
}

// watch samples every 5 ms until done; runtime/metrics reads without
// stopping the world, so the sampling does not hold the bot up.
func (s *sampled) watch(done <-chan struct{}) {
	m := append(memorySamples(), metrics.Sample{Name: "/sched/goroutines:goroutines"})
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for {
		metrics.Read(m)
		s.memory = max(s.memory, m[0].Value.Uint64()+m[1].Value.Uint64())
		s.goroutines = max(s.goroutines, m[2].Value.Uint64())
		select {
		case <-done:
			return
		case <-tick.C:
		}
	}
}
