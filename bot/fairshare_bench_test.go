package bot

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/deckhand/deckhand/bot/pace"
)

// One owner's servers beside another server, the victim: how long the
// victim's board edit waits for the pacer, with 1, 10 and 100 hostile
// servers; the pacer runs at its real rate, one shard's 40 a second. (Its
// CPU's wait for a search slot is bot/cpu's BenchmarkVictimsCPUWait.)
//
//	go test ./bot/ -run '^$' -bench 'VictimsBoardEdit' -benchtime 10x

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
