package serial

import (
	"runtime"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestJobsRunOneAtATimeInTheOrderTheyCame(t *testing.T) {
	t.Parallel()
	var s Queue
	var ran []int
	running := 0
	var wg sync.WaitGroup
	for i := range 100 {
		wg.Add(1)
		s.Post(func() {
			defer wg.Done()
			running++ // the race detector fails a job that overlaps another
			assert.Equal(t, 1, running, "job %d ran beside another", i)
			ran = append(ran, i)
			running--
		})
	}
	wg.Wait()
	s.Do(func() {}) // every job before it has run, and is seen here
	for i, got := range ran {
		require.Equal(t, i, got, "the jobs ran out of the order they were posted in")
	}
	assert.Len(t, ran, 100)
}

func TestAPausedQueueRunsWhatResumesItBeforeWhatCameMeanwhile(t *testing.T) {
	t.Parallel()
	var s Queue
	var ran []string
	s.Do(func() { ran = append(ran, "open"); s.Pause() })
	came := make(chan struct{})
	go func() {
		s.Do(func() { ran = append(ran, "click") })
		close(came)
	}()
	for s.Waiting() == 0 {
		select {
		case <-came:
			t.Fatal("a click ran while the queue was paused")
		default:
			runtime.Gosched()
		}
	}
	s.Resume(func() { ran = append(ran, "posted") })
	<-came
	s.Do(func() {})
	assert.Equal(t, []string{"open", "posted", "click"}, ran,
		"the post is recorded before the click that waited for it")
}

func TestAJobsPanicIsRaisedInWhoeverWaitedForItAndTheQueueGoesOn(t *testing.T) {
	t.Parallel()
	var s Queue
	assert.PanicsWithValue(t, "bug", func() { s.Do(func() { panic("bug") }) },
		"a handler meets its table's panic as it would its own")
	done := make(chan struct{})
	s.Post(func() { panic("a posted job's bug") })
	s.Post(func() { close(done) })
	<-done // the job after a posted panic still runs
	ran := false
	s.Do(func() { ran = true })
	assert.True(t, ran, "the queue still takes work")
}

func TestAnIdleQueueHoldsNoGoroutine(t *testing.T) {
	t.Parallel()
	var s Queue
	s.Do(func() {})
	// do returns once its job has run, a moment before the goroutine
	// that ran it finds the queue empty and ends: a goroutine kept for an
	// idle queue would keep this test waiting until its timeout.
	for {
		s.mu.Lock()
		running, queue := s.running, s.queue
		s.mu.Unlock()
		if !running {
			assert.Nil(t, queue, "its queue's array is let go")
			return
		}
		runtime.Gosched()
	}
}
