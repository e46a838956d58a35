package reading

import (
	"fmt"
	"log/slog"
	"path/filepath"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// BenchmarkReplayStep is what one replay step costs at the start and at
// the end of a game of over 9,000 answers (an 8-seat Bitch game of random
// moves), before and after the game's reading was kept:
//
//	go test -run XXX -bench ReplayStep -benchtime 20x ./bot/reading/
//
// Each reports cpu-µs/op, the process's CPU time (user and system, all
// threads) per step, beside ns/op, the time on the clock, which a busy
// machine stretches.
//
// "before" is the step as it was: read the whole answer log and replay
// it from the deal to the step. "after" is a step of a kept reading: the
// state kept at or before the step and fewer than markEvery answers.
// "first" is the first click on a game not in the cache, which builds
// its reading; it reports the reading's size as bytes/reading.
// "turning" finds the final board's turning point, once per game.
//
// "cold" is a step at the end of the game when its reading has left the
// cache (a member stepping through more long games in turn than the
// cache holds): "cold/replayed" as it was, a replay of the whole game;
// "cold/kept" reads the reading kept with the finished game and the one
// state the step needs. It reports the bytes the game's reading adds to
// the database (bytes/kept).
func BenchmarkReplayStep(b *testing.B) {
	g, cfg, moves := longGame(b, 9000)
	s, err := storage.Open(filepath.Join(b.TempDir(), "bench.db"))
	require.NoError(b, err)
	b.Cleanup(func() { s.Close() })
	rec := &storage.Table{GuildID: "g", ChannelID: "c", Game: g.Info().Slug, Phase: storage.Lobby, Seed: cfg.Seed}
	for i := range cfg.Seats {
		rec.Seats = append(rec.Seats, storage.Seat{Name: fmt.Sprint("p", i), CPU: true})
	}
	require.NoError(b, s.Create(rec))
	rec.Phase = storage.Playing
	for _, m := range moves {
		require.NoError(b, s.Commit(rec, m, nil))
	}
	work := &testWork{}
	room := New(Config{Store: s, Log: slog.New(slog.DiscardHandler), Work: work, Tables: testTables{}, Pictures: &testPictures{}})
	for _, at := range []struct {
		name string
		step int
	}{{"start", 10}, {"end", len(moves)}} {
		b.Run(fmt.Sprintf("before/%s", at.name), func(b *testing.B) {
			defer cpuPerOp(b)()
			for range b.N {
				all, err := s.Moves(rec.ID)
				require.NoError(b, err)
				answers := make([]games.Answer, at.step)
				for i, m := range all[:at.step] {
					answers[i] = answerOf(m)
				}
				_, err = games.Replay(g, cfg, answers)
				require.NoError(b, err)
			}
		})
		b.Run(fmt.Sprintf("after/%s", at.name), func(b *testing.B) {
			defer cpuPerOp(b)()
			for range b.N {
				r, unlock, err := room.reading(rec, g)
				require.NoError(b, err)
				_, err = r.stateAt(s, r.turns[r.turnAt(at.step)].End)
				unlock()
				require.NoError(b, err)
			}
		})
	}
	b.Run("first", func(b *testing.B) {
		var size int
		defer cpuPerOp(b)()
		for range b.N {
			r := newReading(rec.ID, g, cfg)
			all, err := s.MovesFrom(rec.ID, 0, -1)
			require.NoError(b, err)
			require.NoError(b, r.extend(all))
			size = readingSize(r)
		}
		b.ReportMetric(float64(size), "bytes/reading")
		b.ReportMetric(float64(len(moves)), "answers")
	})
	b.Run("cold/replayed", func(b *testing.B) {
		defer cpuPerOp(b)()
		for range b.N {
			r := newReading(rec.ID, g, cfg)
			all, err := s.MovesFrom(rec.ID, 0, -1)
			require.NoError(b, err)
			require.NoError(b, r.extend(all))
			_, err = r.stateAt(s, r.turns[r.turnAt(len(moves))].End)
			require.NoError(b, err)
		}
	})
	b.Run("cold/kept", func(b *testing.B) {
		done := *rec
		done.Phase = storage.Finished
		require.NoError(b, s.Save(&done))
		_, unlock, err := room.reading(&done, g) // the game ends: its reading is kept
		require.NoError(b, err)
		unlock()
		work.wg.Wait()
		head, err := s.ReadingHead(done.ID)
		require.NoError(b, err)
		require.NotNil(b, head)
		kept := len(head)
		for k := 0; ; k++ {
			st, err := s.ReadingState(done.ID, k)
			require.NoError(b, err)
			if st == nil {
				break
			}
			kept += len(st)
		}
		b.ResetTimer()
		defer cpuPerOp(b)()
		for range b.N {
			room.readings.clear() // every other game was read since
			r, unlock, err := room.reading(&done, g)
			require.NoError(b, err)
			_, err = r.stateAt(s, r.turns[r.turnAt(len(moves))].End)
			unlock()
			require.NoError(b, err)
		}
		b.ReportMetric(float64(kept), "bytes/kept")
	})
	// the turning point of the final board, worked out once a game ends
	b.Run("turning", func(b *testing.B) {
		r, unlock, err := room.reading(rec, g)
		require.NoError(b, err)
		unlock()
		defer cpuPerOp(b)()
		for range b.N {
			all, err := s.MovesFrom(rec.ID, 0, -1)
			require.NoError(b, err)
			turningPoint(g, cfg, r.turns, all, 0)
		}
	})
}

// longGame is a seeded game of random moves of at least n answers.
func longGame(b *testing.B, n int) (games.Game, games.Config, []storage.Move) {
	for seed := uint64(1); seed < 50; seed++ {
		g, cfg, moves := playedLog(b, "bitch", 8, seed, 20000, false)
		if len(moves) >= n {
			return g, cfg, moves
		}
	}
	b.Fatalf("no game of %d answers in 50 seeds", n)
	return nil, games.Config{}, nil
}

// readingSize is about the memory a reading holds.
func readingSize(r *reading) int {
	n := 0
	for _, m := range r.marks {
		n += len(m)
	}
	for _, l := range r.lines {
		n += int(unsafe.Sizeof(l)) + len(l.Text)
	}
	for _, t := range r.turns {
		n += int(unsafe.Sizeof(t)) + 8*len(t.Seats)
	}
	return n + int(unsafe.Sizeof(render.ReplayTurn{}))
}

// cpuPerOp starts counting the process's CPU time; the func it returns
// reports it per op.
func cpuPerOp(b *testing.B) func() {
	cpu := func() time.Duration {
		var u syscall.Rusage
		if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
			b.Fatal(err)
		}
		return time.Duration(u.Utime.Nano() + u.Stime.Nano())
	}
	start := cpu()
	return func() {
		b.ReportMetric(float64((cpu()-start).Microseconds())/float64(b.N), "cpu-µs/op")
	}
}
