package bot

import (
	"context"
	"log/slog"
	"runtime/debug"
	"sync"
)

// runState is the bot's running state, which every part shares: whether it
// is closing, the work under way that Close waits for, and the context
// that ends CPU thoughts. Its lock guards closed alone and takes no
// other (a leaf of the lock order, locks.go).
type runState struct {
	log     *slog.Logger
	closeMu mutex
	closed  bool
	stop    chan struct{} // closed by Close: background loops end
	wg      sync.WaitGroup
	// ctx ends on Close, so CPU thoughts in flight stop at once.
	ctx    context.Context
	cancel context.CancelFunc
	// background is the bot's own work under way, which bounds the work
	// of a start (backlog.go).
	background backlog
}

func newRunState(log *slog.Logger) *runState {
	l := &runState{log: log, stop: make(chan struct{})}
	l.ctx, l.cancel = context.WithCancel(context.Background())
	return l
}

// enter counts a piece of work in, unless the bot is closing; Close waits
// for every piece counted in. The caller calls wg.Done when it is done.
func (l *runState) enter() bool {
	l.closeMu.Lock()
	defer l.closeMu.Unlock()
	if l.closed {
		return false
	}
	l.wg.Add(1)
	return true
}

// closing reports whether Close has begun.
func (l *runState) closing() bool {
	l.closeMu.Lock()
	defer l.closeMu.Unlock()
	return l.closed
}

// beginClose begins Close: no work enters from now on, background loops end
// and CPU thoughts stop.
func (l *runState) beginClose() {
	l.closeMu.Lock()
	if !l.closed {
		close(l.stop)
	}
	l.closed = true
	l.closeMu.Unlock()
	l.cancel()
}

// recoverAndLog is deferred at the top of the goroutines the bot starts itself
// (turn timers, board edits), where no router recovers a panic: a bug in
// one game's views must not stop the process and every other table.
func (l *runState) recoverAndLog(what, tableID string) {
	if r := recover(); r != nil {
		l.log.Error(what+" panicked", "table", tableID, "panic", r, "stack", string(debug.Stack()))
	}
}
