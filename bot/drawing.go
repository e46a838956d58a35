package bot

import (
	"runtime"
	"time"
)

// Pictures are drawn in the background, but a drawing takes a core for
// its whole time (1-5 ms, ten times that under the race detector). Half
// the cores may draw, and each drawing slot rests after a picture for
// drawRest times as long as the picture took, so that pictures take at
// most a quarter of the machine however many are asked for, and the
// rest stays free to answer. When the machine is busy a picture takes
// longer, and its slot rests longer.
//
// When more pictures are asked for than that, they wait their turn: the
// board's, and the hands of the seats the game waits on, first. A
// picture made stale meanwhile by a newer one is not drawn, and a hand
// whose cards changed shows its text alone until its picture comes
// rather than an older picture of cards it no longer holds. So under
// load pictures come later and fewer, where they matter most, and
// answers do not slow down.
var drawing = newGate(max(1, runtime.GOMAXPROCS(0)/2))

// drawRest is how long a slot rests after a picture, in times the
// picture took: 1 leaves each slot drawing half the time.
const drawRest = 1.0

// gate hands out a number of slots, urgent waiters before routine ones,
// each kind in turn.
type gate struct {
	mu      mutex
	free    int
	waiting waiters
}

func newGate(slots int) *gate { return &gate{free: slots} }

// acquire blocks until the caller holds a slot.
func (g *gate) acquire(pr priority) {
	g.mu.Lock()
	if g.free > 0 {
		g.free--
		g.mu.Unlock()
		return
	}
	ch := g.waiting.add(pr, "") // pictures are drawn in one queue, whatever their server
	g.mu.Unlock()
	<-ch
}

// congested reports whether pictures wait for a slot.
func (g *gate) congested() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.waiting.len() > 0
}

// release gives the slot back once it has rested for drawRest times
// took, the time the caller held it for its work.
func (g *gate) release(took time.Duration) {
	time.Sleep(time.Duration(drawRest * float64(took)))
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.waiting.wake() { // a waiter takes the slot over
		g.free++
	}
}
