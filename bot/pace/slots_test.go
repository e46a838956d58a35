package pace

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestADrawingSlotRestsAfterAPictureForAsLongAsItTook(t *testing.T) {
	t.Parallel()
	g := NewSlots(1, nil)
	g.Acquire(Routine)
	const took = 40 * time.Millisecond
	released := time.Now()
	go g.Release(took)
	g.Acquire(Routine)
	assert.GreaterOrEqual(t, time.Since(released), took,
		"the next picture waited for the slot's rest: pictures may not take more than their share of the cores")
}

func TestThePictureOfAHandToMoveIsDrawnBeforeThoseWaitingLonger(t *testing.T) {
	t.Parallel()
	g := NewSlots(1, nil)
	g.Acquire(Routine)
	order := make(chan string, 4)
	// queue has name wait for the slot, and returns once it waits.
	queue := func(name string, pr Priority) {
		g.mu.Lock()
		n := g.waiting[pr].n
		g.mu.Unlock()
		go func() {
			g.Acquire(pr)
			order <- name
			g.Release(0)
		}()
		require.Eventually(t, func() bool {
			g.mu.Lock()
			defer g.mu.Unlock()
			return g.waiting[pr].n == n+1
		}, time.Second, time.Millisecond)
	}
	queue("waiting 1", Routine)
	queue("waiting 2", Routine)
	queue("to move", Urgent)
	g.Release(0)
	assert.Equal(t, "to move", <-order, "a seat the game waits on decides on its picture: it goes first")
	assert.Equal(t, "waiting 1", <-order, "the others in turn")
	assert.Equal(t, "waiting 2", <-order)
}

func TestAMessageAboutToGoWaitsForADrawingSlotOnlySoLong(t *testing.T) {
	t.Parallel()
	g := NewSlots(1, nil)
	g.Acquire(Routine)
	const within = 30 * time.Millisecond
	began := time.Now()
	assert.False(t, g.AcquireWithin(Urgent, within), "the slot stayed taken: the message goes as its text")
	assert.GreaterOrEqual(t, time.Since(began), within)
	g.mu.Lock()
	assert.Zero(t, g.waiting.len(), "who gave up waits no longer")
	g.mu.Unlock()

	go func() {
		time.Sleep(within / 3)
		g.Release(0)
	}()
	assert.True(t, g.AcquireWithin(Urgent, time.Minute), "a slot freed in time is taken")
	g.Release(0)
	assert.True(t, g.AcquireWithin(Routine, within), "a free slot is taken at once")
}

// Under load every drawing slot is taken and a queue waits: a message
// about to go that cannot have its slot within its wait, by what a
// picture has lately taken, goes as its text at once instead of waiting
// out its wait for nothing. An empty queue still waits.
func TestAMessageThatCouldNotBeDrawnInTimeGoesAtOnceRatherThanWaitingInVain(t *testing.T) {
	t.Parallel()
	g := NewSlots(1, nil)
	g.Acquire(Routine)
	g.Release(100 * time.Millisecond) // lately, a picture took 100 ms, and its slot rested as long
	g.Acquire(Routine)
	for range 4 { // four pictures that wait as long as it takes
		go func() {
			g.Acquire(Urgent)
			g.Release(0)
		}()
	}
	require.Eventually(t, func() bool {
		g.mu.Lock()
		defer g.mu.Unlock()
		return g.waiting[Urgent].n == 4
	}, time.Second, time.Millisecond)

	const within = 500 * time.Millisecond // four pictures ahead take 800 ms
	began := time.Now()
	assert.False(t, g.AcquireWithin(Urgent, within), "the slot cannot come in time")
	assert.Less(t, time.Since(began), within/2, "so the message does not wait for it")
	assert.False(t, g.AcquireWithin(Routine, within), "nor does one behind them")
	g.mu.Lock()
	assert.Equal(t, 4, g.waiting.len(), "nobody who gave up is left waiting")
	g.mu.Unlock()
	g.Release(0)
}

// Behind a queue the machine is busy: a message about to go waits for
// its picture at most queuedDrawWait, even when the pictures ahead of it
// looked quick, so that no answer is held long for a picture.
func TestAMessageBehindAQueueWaitsForItsPictureOnlyBriefly(t *testing.T) {
	t.Parallel()
	g := NewSlots(1, nil)
	g.Acquire(Routine)
	g.Release(time.Millisecond) // pictures lately took next to nothing
	g.Acquire(Routine)          // and this one holds its slot on and on
	go func() {
		if g.AcquireWithin(Urgent, time.Hour) {
			g.Release(0)
		}
	}()
	require.Eventually(t, func() bool {
		g.mu.Lock()
		defer g.mu.Unlock()
		return g.waiting[Urgent].n == 1
	}, time.Second, time.Millisecond)

	began := time.Now()
	assert.False(t, g.AcquireWithin(Urgent, time.Hour), "the slot never came")
	waited := time.Since(began)
	assert.GreaterOrEqual(t, waited, queuedDrawWait, "it looked quick, so the message waited")
	assert.Less(t, waited, AnswerDrawWait, "but no longer than a message behind a queue may")
	g.Release(0)
}

// Where one picture alone takes longer than a message would wait behind
// a queue (a slow machine, the race detector), the message still waits
// behind one picture, but not behind two.
func TestOnASlowMachineAMessageWaitsBehindOnePictureButNotTwo(t *testing.T) {
	t.Parallel()
	g := NewSlots(1, nil)
	g.Acquire(Routine)
	g.Release(200 * time.Millisecond) // lately, a picture took 200 ms, and its slot rested as long
	g.Acquire(Routine)
	ahead := make(chan struct{})
	go func() {
		g.Acquire(Urgent)
		close(ahead)
		g.Release(0)
	}()
	require.Eventually(t, func() bool { return g.Waiting() == 1 }, time.Second, time.Millisecond)

	got := make(chan bool)
	go func() { got <- g.AcquireWithin(Urgent, time.Hour) }()
	require.Eventually(t, func() bool { return g.Waiting() == 2 }, time.Second, time.Millisecond, "behind one picture, the message waits")
	assert.False(t, g.AcquireWithin(Urgent, time.Hour), "behind two, it goes as its text at once")
	g.Release(0)
	<-ahead
	assert.True(t, <-got, "and the one that waited has its slot once the picture ahead is drawn")
	g.Release(0)
}
