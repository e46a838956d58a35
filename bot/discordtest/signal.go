package discordtest

import (
	"sync"
	"time"
)

// signal wakes every waiting helper when the fake's state changes. It has
// a lock of its own, so that a change made under the server's lock can
// wake the waiters, and a waiter can take the signal before it reads that
// state: a change after the signal was taken closes it.
type signal struct {
	mu      sync.Mutex
	changed chan struct{} // closed and replaced on every change of state
	timeout time.Duration // how long a helper waits before the test fails
}

func newSignal(timeout time.Duration) *signal {
	return &signal{changed: make(chan struct{}), timeout: timeout}
}

// poll reports whether cond came true within the timeout. It checks again
// as soon as the fake's state changes, and every few milliseconds for
// conditions on anything else.
func (sg *signal) poll(cond func() bool) bool {
	end := time.Now().Add(sg.timeout)
	wait := time.Millisecond
	for {
		sg.mu.Lock()
		changed := sg.changed
		sg.mu.Unlock()
		if cond() {
			return true
		}
		left := time.Until(end)
		if left <= 0 {
			return false
		}
		t := time.NewTimer(min(wait, left))
		select {
		case <-changed:
		case <-t.C:
		}
		t.Stop()
		if wait < 10*time.Millisecond {
			wait *= 2
		}
	}
}

// notify wakes every poll.
func (sg *signal) notify() {
	sg.mu.Lock()
	defer sg.mu.Unlock()
	close(sg.changed)
	sg.changed = make(chan struct{})
}
