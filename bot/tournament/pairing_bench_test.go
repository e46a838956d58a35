package tournament

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the process's CPU time: with -cpu 1 it is one core's work,
// which the wall clock of a shared machine overstates.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

func reportCPU(b *testing.B, since time.Duration) {
	b.ReportMetric(float64(cpuTime()-since)/float64(b.N)/1e6, "cpu-ms/op")
}

// A Swiss round of 1,000 players after five rounds, on one core:
//
//	go test -run '^$' -bench Pairing -cpu 1 ./bot/tournament/
func BenchmarkPairingASwissRoundOf1000(b *testing.B) {
	s := newSeason(rand.New(rand.NewPCG(1000, 5)), 1000)
	for range 5 {
		s.play(PairSwiss(s.standings()))
	}
	field := s.standings()
	b.ResetTimer()
	start := cpuTime()
	for b.Loop() {
		PairSwiss(field)
	}
	reportCPU(b, start)
}

// The first round of 1,000, one score group.
func BenchmarkPairingTheFirstSwissRoundOf1000(b *testing.B) {
	field := newSeason(rand.New(rand.NewPCG(1000, 1)), 1000).standings()
	start := cpuTime()
	for b.Loop() {
		PairSwiss(field)
	}
	reportCPU(b, start)
}

// An Arena's whole queue of 1,000 paired at once, standings included,
// after 5,000 games:
//
//	go test -run '^$' -bench Pairing -cpu 1 ./bot/tournament/
func BenchmarkPairingAnArenaQueueOf1000(b *testing.B) {
	rng := rand.New(rand.NewPCG(1000, 6))
	tr := &Tournament{Settings: Settings{Format: Arena, Window: time.Hour, TurnTimer: time.Minute}, State: SignUp}
	for i := range 1000 {
		if err := tr.Join(fmt.Sprintf("p%04d", i), "", 0); err != nil {
			b.Fatal(err)
		}
	}
	now := time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)
	if err := tr.Start(now); err != nil {
		b.Fatal(err)
	}
	for len(tr.Rounds[0].Tables) < 5000 {
		for _, i := range tr.PairArena(now) {
			places := []int{1, 2}
			if rng.IntN(2) == 0 {
				places = []int{2, 1}
			}
			if err := tr.Record(0, i, places, "game"); err != nil {
				b.Fatal(err)
			}
		}
	}
	queue := slices.Clone(tr.Waiting)
	tables := len(tr.Rounds[0].Tables)
	start := cpuTime()
	for b.Loop() {
		tr.Waiting = slices.Clone(queue)
		tr.Rounds[0].Tables = tr.Rounds[0].Tables[:tables]
		tr.PairArena(now)
	}
	reportCPU(b, start)
}
