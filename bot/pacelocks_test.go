package bot

import (
	"io"
	"log/slog"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
)

// countLocks counts the locks of the bot's parts the calling goroutine
// takes from now until the test ends; it is not parallel with other
// tests that watch locks.
func countLocks(t *testing.T) (taken func() int) {
	me := goroutineID()
	var n atomic.Int64
	count := func(delta int) {
		if delta > 0 && goroutineID() == me {
			n.Add(1)
		}
	}
	if !lockWatch.CompareAndSwap(nil, &count) {
		t.Fatal("locks are watched already: tests that watch them cannot run in parallel")
	}
	t.Cleanup(func() { lockWatch.Store(nil) })
	return func() int { return int(n.Load()) }
}

// The lock check (locks_e2e_test.go) refuses a request made while any
// lock of the bot is held; it sees only the locks the bot made. The
// pacer and the drawing slots live in a package of their own, and take
// the locks the bot gives them.
func TestTheLockCheckSeesThePacersAndTheDrawingSlotsLocks(t *testing.T) {
	taken := countLocks(t)
	l := newRunState(slog.New(slog.NewTextHandler(io.Discard, nil)))
	t.Cleanup(l.beginClose)
	o := newOutbox(l, &fakeChannel{}, &Config{GlobalRate: 40})
	before := taken()
	o.pace.WaitingNow()
	assert.Equal(t, before+1, taken(), "a look at the pacer's queue took the bot's watched lock")
	drawing.Free()
	assert.Equal(t, before+2, taken(), "a look at the drawing slots took the bot's watched lock")
}
