package bot

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/deckhand/deckhand/bot/pace"
)

// One owner's servers beside another server, the victim: how long the
// victim's CPU waits for a search slot, and its board edit for the
// pacer, with 1, 10 and 100 hostile servers. The searches are sleeps (the
// shares, not the search, are measured), a tenth of a Hard thought; the
// pacer runs at its real rate, one shard's 40 a second.
//
//	go test ./bot/ -run '^$' -bench 'VictimsCPU|VictimsBoardEdit' -benchtime 10x

const (
	// hardThought is a Hard search, at a tenth of its 1.2 s.
	hardThought = 120 * time.Millisecond
	// tablePace is the least time between two CPU moves at a table
	// (Config.CPUPace, 1 s), at the same scale.
	tablePace = 100 * time.Millisecond
	// playerThinks is the victim's person between two moves (1 s, at the same
	// scale).
	playerThinks = 100 * time.Millisecond
)

// hostileCPU is a table of guild whose Hard CPUs play on and on: each
// search asks for the next as it ends, and a move made by rule of thumb
// (shed) waits for the table's pace first, until done closes.
func hostileCPU(s *searchSlots, guild string, asked *atomic.Int64, done <-chan struct{}) {
	for {
		asked.Add(1)
		switch s.acquire(guild, done) {
		case slotClosed:
			return
		case slotGranted:
			time.Sleep(hardThought)
			s.release(guild, hardThought)
		case slotShed:
			time.Sleep(tablePace)
		}
		select {
		case <-done:
			return
		default:
		}
	}
}

func BenchmarkVictimsCPUWait(b *testing.B) {
	for _, hostile := range []int{1, 10, 100} {
		b.Run(fmt.Sprint("hostile=", hostile), func(b *testing.B) {
			s := newSearchSlots(2) // the machine's two cores
			done := make(chan struct{})
			var wg sync.WaitGroup
			var asked atomic.Int64
			for i := range hostile {
				wg.Go(func() { hostileCPU(s, fmt.Sprint("hostile", i), &asked, done) })
			}
			time.Sleep(2 * hardThought) // the hostile tables get going
			var waits []time.Duration
			shed := 0
			b.ResetTimer()
			for range b.N {
				time.Sleep(playerThinks)
				start := time.Now()
				got := s.acquire("victim", nil)
				waits = append(waits, time.Since(start))
				switch got {
				case slotGranted:
					time.Sleep(hardThought / 6) // a Normal thought
					s.release("victim", hardThought/6)
				case slotShed:
					shed++
				}
			}
			b.StopTimer()
			close(done)
			wg.Wait()
			reportWaits(b, waits, hardThought, "hard-searches")
			b.ReportMetric(float64(shed)*100/float64(b.N), "%shed")
			_, _, all := s.counts()
			b.ReportMetric(float64(all-uint64(shed))*100/float64(asked.Load()), "%hostile-shed")
		})
	}
}

// hostileEdits is how many board edits the hostile owner keeps queued,
// spread over their servers: a busy hour of 120 tables.
const hostileEdits = 120

// The victim's board is edited once a move, a move every gap.
func BenchmarkVictimsBoardEditWait(b *testing.B) {
	for _, c := range []struct {
		hostile int
		gap     time.Duration
	}{{1, 100 * time.Millisecond}, {10, 100 * time.Millisecond}, {100, 100 * time.Millisecond}, {100, 3 * time.Second}} {
		hostile := c.hostile
		b.Run(fmt.Sprintf("hostile=%d/gap=%s", hostile, c.gap), func(b *testing.B) {
			p := pace.NewPacer(GlobalShare(1), &mutex{})
			done := make(chan struct{})
			var wg sync.WaitGroup
			for i := range hostileEdits {
				guild := fmt.Sprint("hostile", i%hostile)
				wg.Go(func() {
					for p.Wait(pace.Routine, guild, done) {
					}
				})
			}
			time.Sleep(200 * time.Millisecond) // the queue fills
			var waits []time.Duration
			b.ResetTimer()
			for range b.N {
				time.Sleep(c.gap)
				start := time.Now()
				p.Wait(pace.Routine, "victim", nil)
				waits = append(waits, time.Since(start))
			}
			b.StopTimer()
			close(done)
			wg.Wait()
			reportWaits(b, waits, time.Second, "s")
		})
	}
}

// reportWaits reports the median and the longest of waits, in units of
// unit.
func reportWaits(b *testing.B, waits []time.Duration, unit time.Duration, name string) {
	slices.Sort(waits)
	b.ReportMetric(float64(waits[len(waits)/2])/float64(unit), name+"-p50")
	b.ReportMetric(float64(waits[len(waits)-1])/float64(unit), name+"-max")
}
