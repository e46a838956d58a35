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

// Under load every drawing slot is taken and a queue waits: a message
// about to go that cannot have its slot within its wait, by what a
// picture has lately taken, goes as its text at once instead of waiting
// out its wait for nothing. An empty queue still waits.
func TestAMessageThatCouldNotBeDrawnInTimeGoesAtOnceRatherThanWaitingInVain(t *testing.T) {
	t.Parallel()
	g := newPrioritySlots(1)
	g.acquire(routine)
	g.release(100 * time.Millisecond) // lately, a picture took 100 ms, and its slot rested as long
	g.acquire(routine)
	for range 4 { // four pictures that wait as long as it takes
		go func() {
			g.acquire(urgent)
			g.release(0)
		}()
	}
	require.Eventually(t, func() bool {
		g.mu.Lock()
		defer g.mu.Unlock()
		return g.waiting[urgent].n == 4
	}, time.Second, time.Millisecond)

	const within = 500 * time.Millisecond // four pictures ahead take 800 ms
	began := time.Now()
	assert.False(t, g.acquireWithin(urgent, within), "the slot cannot come in time")
	assert.Less(t, time.Since(began), within/2, "so the message does not wait for it")
	assert.False(t, g.acquireWithin(routine, within), "nor does one behind them")
	g.mu.Lock()
	assert.Equal(t, 4, g.waiting.len(), "nobody who gave up is left waiting")
	g.mu.Unlock()
	g.release(0)
}

// Behind a queue the machine is busy: a message about to go waits for
// its picture at most queuedDrawWait, even when the pictures ahead of it
// looked quick, so that no answer is held long for a picture.
func TestAMessageBehindAQueueWaitsForItsPictureOnlyBriefly(t *testing.T) {
	t.Parallel()
	g := newPrioritySlots(1)
	g.acquire(routine)
	g.release(time.Millisecond) // pictures lately took next to nothing
	g.acquire(routine)          // and this one holds its slot on and on
	go func() {
		if g.acquireWithin(urgent, time.Hour) {
			g.release(0)
		}
	}()
	require.Eventually(t, func() bool {
		g.mu.Lock()
		defer g.mu.Unlock()
		return g.waiting[urgent].n == 1
	}, time.Second, time.Millisecond)

	began := time.Now()
	assert.False(t, g.acquireWithin(urgent, time.Hour), "the slot never came")
	waited := time.Since(began)
	assert.GreaterOrEqual(t, waited, queuedDrawWait, "it looked quick, so the message waited")
	assert.Less(t, waited, answerDrawWait, "but no longer than a message behind a queue may")
	g.release(0)
}
