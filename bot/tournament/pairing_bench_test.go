package tournament

import (
	"math/rand/v2"
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
