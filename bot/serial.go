package bot

import (
	"log/slog"
	"runtime/debug"
	"sync"
)

// serial runs jobs one at a time, in the order they came, on a goroutine
// of its own that lives while it has work: an idle table or message
// holds no goroutine, so ten thousand resting tables cost no stacks.
//
// It is the one mechanism behind both orderings the bot needs:
//   - a live table's loop (table.loop), which owns the table: every read
//     and change of its fields is a job there, so no two ever overlap and
//     no lock guards them. Its jobs make no request to Discord; the lock
//     check of tests counts a running loop job as a lock held (loop).
//   - a sender (table.sender, readingRoom.replays): requests that must
//     land in order, such as a table's answers and live hand edits in the
//     order of the changes they show. Its jobs are the requests.
//
// A job that waits for another job of its own serial would wait forever,
// as with a lock taken twice; a loop's job never waits for a sender's,
// which is what lets a sender's job wait for its table's loop.
//
// The zero value is ready to use.
type serial struct {
	mu      sync.Mutex // guards the queue only, never held while a job runs
	queue   []func()
	running bool // a goroutine is draining the queue
	paused  bool // jobs wait until resume (pause)
}

// post queues f and returns at once: what needs no answer back, such as
// a timer that fired or a CPU's move that landed.
func (s *serial) post(f func()) {
	s.mu.Lock()
	s.queue = append(s.queue, f)
	start := !s.running && !s.paused
	s.running = s.running || start
	s.mu.Unlock()
	if start {
		go s.drain()
	}
}

// do runs f in its turn and returns once it has. A panic of f is raised
// again in the caller, as a lock's holder would have met it: handlers
// turn a table's panic into setting it aside.
func (s *serial) do(f func()) {
	done := make(chan any, 1)
	s.post(func() {
		defer func() { done <- recover() }()
		f()
	})
	if p := <-done; p != nil {
		panic(p)
	}
}

// pause makes the jobs queued from now on wait until resume: called from
// a job, for what must happen before the next one runs, such as a new
// lobby reaching Discord (a click can come the moment it shows, and must
// find its message recorded).
func (s *serial) pause() {
	s.mu.Lock()
	s.paused = true
	s.mu.Unlock()
}

// resume runs first ahead of everything queued since pause, then the rest
// in their order; it returns once first has run.
func (s *serial) resume(first func()) {
	done := make(chan any, 1)
	s.mu.Lock()
	s.queue = append([]func(){func() {
		defer func() { done <- recover() }()
		first()
	}}, s.queue...)
	s.paused = false
	start := !s.running
	s.running = true
	s.mu.Unlock()
	if start {
		go s.drain()
	}
	if p := <-done; p != nil {
		panic(p)
	}
}

// waiting is how many jobs wait their turn.
func (s *serial) waiting() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.queue)
}

// drain runs the queue until it is empty or paused.
func (s *serial) drain() {
	for {
		s.mu.Lock()
		if len(s.queue) == 0 || s.paused {
			s.running = false
			if len(s.queue) == 0 {
				s.queue = nil // let a long queue's array go
			}
			s.mu.Unlock()
			return
		}
		f := s.queue[0]
		s.queue[0] = nil
		s.queue = s.queue[1:]
		s.mu.Unlock()
		s.run(f)
	}
}

// run runs one job. A job given by do or resume reports its own panic
// to its caller; a posted job has no caller, so its panic is logged and
// the next job runs: one bad timer must not take the process down.
func (s *serial) run(f func()) {
	defer func() {
		if p := recover(); p != nil {
			slog.Error("a posted job panicked", "panic", p, "stack", string(debug.Stack()))
		}
	}()
	f()
}

// loop is a live table's serial. A request to Discord from one of its
// jobs would keep every click on the table waiting on the network, so
// the lock check of tests (lockWatch) counts a running job as a lock
// held, and fails a request made from it.
type loop struct{ s serial }

func (l *loop) do(f func())     { l.s.do(watched(f)) }
func (l *loop) post(f func())   { l.s.post(watched(f)) }
func (l *loop) pause()          { l.s.pause() }
func (l *loop) resume(f func()) { l.s.resume(watched(f)) }

// watched is f reporting itself to the lock check while it runs.
func watched(f func()) func() {
	return func() {
		if w := lockWatch.Load(); w != nil {
			(*w)(+1)
			defer (*w)(-1)
		}
		f()
	}
}
