// Package serial runs jobs one at a time, in the order they came, on a
// goroutine that lives only while there is work: a Queue that is idle
// holds no goroutine, so ten thousand resting tables cost no stacks.
//
// The bot needs order in two places, and this is the one mechanism for
// both. A live table's loop owns the table: every read and change of it
// is a job, so no two overlap and no lock guards them. A sender sends
// requests that must land in order: a table's answers and live edits in
// the order of the changes they show, the answers to clicks on one
// message (Keyed).
//
// A job that waits for a later job of its own queue waits forever, as a
// lock taken twice would. Two queues may wait on each other's jobs only
// one way round: a table's loop gives its sender work and never waits on
// it, which is what lets a sender's job wait for the loop.
package serial

import (
	"log/slog"
	"runtime/debug"
	"sync"
)

// Queue runs its jobs in order. The zero value is ready to use.
type Queue struct {
	mu      sync.Mutex // guards the queue only, never held while a job runs
	queue   []func()
	running bool // a goroutine is draining the queue
	paused  bool // jobs wait until Resume
}

// Post queues f and returns at once: for what needs no answer back, such
// as a timer that fired.
func (q *Queue) Post(f func()) { q.add(f, false) }

// Do runs f in its turn and returns once it has. A panic of f is raised
// again in the caller, as if the caller had run f under a lock.
func (q *Queue) Do(f func()) {
	job, wait := caught(f)
	q.add(job, false)
	wait()
}

// Pause makes the jobs queued from now on wait until Resume. It is called
// from a job, for what must happen before the next job runs, such as a
// new lobby reaching Discord: a click can come the moment it shows, and
// must find its message recorded.
func (q *Queue) Pause() {
	q.mu.Lock()
	q.paused = true
	q.mu.Unlock()
}

// Resume runs first ahead of everything queued since Pause, then the
// rest in their order; it returns once first has run.
func (q *Queue) Resume(first func()) {
	job, wait := caught(first)
	q.add(job, true)
	wait()
}

// add queues f, at the front when it resumes the queue, and starts a
// goroutine to drain the queue unless one is at it or the queue is
// paused.
func (q *Queue) add(f func(), resume bool) {
	q.mu.Lock()
	if resume {
		q.queue = append([]func(){f}, q.queue...)
		q.paused = false
	} else {
		q.queue = append(q.queue, f)
	}
	start := !q.running && !q.paused
	q.running = q.running || start
	q.mu.Unlock()
	if start {
		go q.drain()
	}
}

// caught is job, which runs f and reports its panic or nil, and wait,
// which returns once job has run and raises that panic again.
func caught(f func()) (job, wait func()) {
	done := make(chan any, 1)
	job = func() {
		defer func() { done <- recover() }()
		f()
	}
	wait = func() {
		if p := <-done; p != nil {
			panic(p)
		}
	}
	return job, wait
}

// Waiting is how many jobs wait their turn.
func (q *Queue) Waiting() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.queue)
}

// drain runs the queue until it is empty or paused.
func (q *Queue) drain() {
	for {
		q.mu.Lock()
		if len(q.queue) == 0 || q.paused {
			q.running = false
			if len(q.queue) == 0 {
				q.queue = nil // let a long queue's array go
			}
			q.mu.Unlock()
			return
		}
		f := q.queue[0]
		q.queue[0] = nil
		q.queue = q.queue[1:]
		q.mu.Unlock()
		run(f)
	}
}

// run runs one job. A job given by Do or Resume reports its own panic to
// its caller; a posted job has no caller, so its panic is logged and the
// next job runs: one bad timer must not take the process down.
func run(f func()) {
	defer func() {
		if p := recover(); p != nil {
			slog.Error("a posted job panicked", "panic", p, "stack", string(debug.Stack()))
		}
	}()
	f()
}
