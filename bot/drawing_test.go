package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestADrawingSlotRestsAfterAPictureForAsLongAsItTook(t *testing.T) {
	t.Parallel()
	g := newPrioritySlots(1)
	g.acquire(routine)
	const took = 40 * time.Millisecond
	released := time.Now()
	go g.release(took)
	g.acquire(routine)
	assert.GreaterOrEqual(t, time.Since(released), took,
		"the next picture waited for the slot's rest: pictures may not take more than their share of the cores")
}

func TestThePictureOfAHandToMoveIsDrawnBeforeThoseWaitingLonger(t *testing.T) {
	t.Parallel()
	g := newPrioritySlots(1)
	g.acquire(routine)
	order := make(chan string, 4)
	// queue has name wait for the slot, and returns once it waits.
	queue := func(name string, pr priority) {
		g.mu.Lock()
		n := g.waiting[pr].n
		g.mu.Unlock()
		go func() {
			g.acquire(pr)
			order <- name
			g.release(0)
		}()
		require.Eventually(t, func() bool {
			g.mu.Lock()
			defer g.mu.Unlock()
			return g.waiting[pr].n == n+1
		}, time.Second, time.Millisecond)
	}
	queue("waiting 1", routine)
	queue("waiting 2", routine)
	queue("to move", urgent)
	g.release(0)
	assert.Equal(t, "to move", <-order, "a seat the game waits on decides on its picture: it goes first")
	assert.Equal(t, "waiting 1", <-order, "the others in turn")
	assert.Equal(t, "waiting 2", <-order)
}

func TestAMessageAboutToGoWaitsForADrawingSlotOnlySoLong(t *testing.T) {
	t.Parallel()
	g := newPrioritySlots(1)
	g.acquire(routine)
	const within = 30 * time.Millisecond
	began := time.Now()
	assert.False(t, g.acquireWithin(urgent, within), "the slot stayed taken: the message goes as its text")
	assert.GreaterOrEqual(t, time.Since(began), within)
	g.mu.Lock()
	assert.Zero(t, g.waiting.len(), "who gave up waits no longer")
	g.mu.Unlock()

	go func() {
		time.Sleep(within / 3)
		g.release(0)
	}()
	assert.True(t, g.acquireWithin(urgent, time.Minute), "a slot freed in time is taken")
	g.release(0)
	assert.True(t, g.acquireWithin(routine, within), "a free slot is taken at once")
}
