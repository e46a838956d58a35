//go:build linux

package main

import (
	"runtime"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/games"
)

// BenchmarkBiggestBoard draws and encodes the busiest board of each
// game: 8-player Bitch, the fullest KeyForge battlelines and a whole
// Rummy match, of a few seeded games played at random. Beside ns/op it
// reports the picture's size and the 99th percentile of one picture's
// time, both on the wall clock and as CPU time of the drawing thread:
// on a machine shared with other work the wall clock measures the
// queue as much as the drawing.
//
//	go test ./cmd/gallery/ -run - -bench BiggestBoard -cpu 1 -count 3
func BenchmarkBiggestBoard(b *testing.B) {
	for _, g := range games.All() {
		info := g.Info()
		b.Run(info.Slug, func(b *testing.B) {
			sc := biggest(b, info.Slug, info.MaxSeats, deals(info.Slug))
			// The palette's lookup table, the fonts' glyphs and the drawn
			// standard faces are made once per process: not per picture.
			if _, err := draw.Bytes(sc, games.SeatName); err != nil {
				b.Fatal(err)
			}
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var wall, cpu []time.Duration
			size := 0
			for b.Loop() {
				start, startCPU := time.Now(), threadCPU()
				data, err := draw.Bytes(sc, games.SeatName)
				if err != nil {
					b.Fatal(err)
				}
				wall = append(wall, time.Since(start))
				cpu = append(cpu, threadCPU()-startCPU)
				size = len(data)
			}
			b.ReportMetric(ms(p99(wall)), "p99-wall-ms")
			b.ReportMetric(ms(p99(cpu)), "p99-cpu-ms")
			b.ReportMetric(ms(mean(cpu)), "cpu-ms/op")
			b.ReportMetric(float64(size), "bytes")
		})
	}
}

// threadCPU is the CPU time the calling OS thread has used.
func threadCPU() time.Duration {
	const rusageThread = 1 // RUSAGE_THREAD, which package syscall does not name
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func p99(ds []time.Duration) time.Duration {
	slices.Sort(ds)
	return ds[min(len(ds)-1, len(ds)*99/100)]
}

func mean(ds []time.Duration) time.Duration {
	var t time.Duration
	for _, d := range ds {
		t += d
	}
	return t / time.Duration(len(ds))
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// deals is how many seeded games the busiest board of a game is looked
// for in: three, and six for KeyForge, whose battlelines fill up in
// fewer of its deals.
func deals(slug string) int {
	if slug == "keyforge" {
		return 6
	}
	return 3
}
