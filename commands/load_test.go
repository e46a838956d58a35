package commands_test

import (
	"fmt"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// The load benchmarks of a year's service, each with the fake Discord in
// the same process (its work shares the cores with the bot's). The fake
// skips its check of every body against Discord's OpenAPI schema
// (WithoutSpecCheck; the tests make it): validating Components V2 trees
// cost more CPU than the bot's answers, and the bot is what is measured.
// Each answer benchmark makes b.N answers in all.
//
// 1,000 live tables, each player thinking 2 s before each answer, a
// table's players in turn (about 500 answers a second in all): answer
// latency p50 and p99 (5 answers a table on average):
//
//	go test -run '^$' -bench LoadLive -benchtime 5000x -cpu 2 -timeout 30m ./commands/
func BenchmarkLoadLive(b *testing.B) { benchmarkAnswers(b, 1000, 2*time.Second) }

// 300 tables whose players answer as fast as answers come back: durable
// answers a second, beside the raw bbolt commit rate on the same disk in
// the same run (each answer is a commit; their ratio is what committing
// answers in groups wins):
//
//	go test -run '^$' -bench LoadBackToBack -benchtime 6000x -cpu 2 ./commands/
//
// 6,000 answers are fewer than the tables' first games hold, so what is
// measured is answering: a new game waits on posts under Discord's global
// rate limit (50 requests a second for the whole bot), and a run long
// enough to start many would measure that limit instead.
func BenchmarkLoadBackToBack(b *testing.B) {
	b.StopTimer() // until the answers begin
	commits := boltCommitsPerSecond(b)
	benchmarkAnswers(b, 300, 0)
	b.ReportMetric(commits, "bbolt-commits/s")
}

// 10,000 unfinished tables stored, the bot started on them: seconds from
// start to the first answer, and the heap held after start per table
// (the memory of a live table, the fake's share included):
//
//	go test -run '^$' -bench LoadStart -benchtime 1x -cpu 2 -timeout 30m ./commands/
func BenchmarkLoadStart(b *testing.B) {
	for range b.N {
		benchmarkStart(b, 10000)
	}
}

// boltCommitsPerSecond is how many one-key transactions bbolt commits,
// each with its fsync, in a second, in a fresh file beside the bot's.
func boltCommitsPerSecond(b *testing.B) float64 {
	db, err := bolt.Open(filepath.Join(b.TempDir(), "raw.db"), 0o600, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	n, start := 0, time.Now()
	for time.Since(start) < time.Second {
		if err := db.Update(func(tx *bolt.Tx) error {
			bk, err := tx.CreateBucketIfNotExists([]byte("k"))
			if err != nil {
				return err
			}
			return bk.Put([]byte(fmt.Sprint(n)), []byte("move"))
		}); err != nil {
			b.Fatal(err)
		}
		n++
	}
	return float64(n) / time.Since(start).Seconds()
}

// benchmarkStart stores n unfinished two-player Star Collector games, in
// n channels, then starts the bot on the file and asks one of them for
// a hand.
func benchmarkStart(b *testing.B, n int) {
	b.StopTimer() // filling the file is not what is measured
	collectAsDeckhand(b)
	h := newHarness(b, discordtest.WithoutSpecCheck()) // the bot is measured, not the fake's schema check
	h.Stop()
	store := h.OpenStore()
	g, _ := games.Lookup("starcollector")
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	channels := make([]string, n)
	var wg sync.WaitGroup
	work := make(chan int)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				st, err := g.New(games.Config{Seats: 2, Seed: uint64(i)})
				if err != nil {
					b.Error(err)
					continue
				}
				snap, _ := st.Encode()
				channels[i] = h.Srv.Channel(fmt.Sprint("load", i))
				rec := &storage.Table{GuildID: h.Srv.GuildID, ChannelID: channels[i], Game: "starcollector", Host: ann.ID,
					Phase: storage.Playing, Seats: []storage.Seat{{UserID: ann.ID, Name: "ann"}, {UserID: bob.ID, Name: "bob"}},
					Options: map[string]string{}, Seed: uint64(i), Snapshot: snap}
				if err := store.Create(rec); err != nil {
					b.Error(err)
				}
			}
		}()
	}
	for i := range n {
		work <- i
	}
	close(work)
	wg.Wait()
	if err := store.Close(); err != nil {
		b.Fatal(err)
	}

	before := heap()
	b.StartTimer()
	start := time.Now()
	h.Start()
	r := h.Srv.Command(bob, channels[n/2], "hand").Response()
	first := time.Since(start)
	b.StopTimer()
	if r.Message == nil || len(r.Message.Components) == 0 {
		b.Fatalf("the first answer is no hand: %+v", r.Message)
	}
	b.ReportMetric(first.Seconds(), "s-to-first-answer")
	b.ReportMetric(float64(heap()-before)/float64(n)/1024, "KiB/table")
	h.Stop()
}

// heap is the live heap after a collection.
func heap() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}
