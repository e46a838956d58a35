package pace

import (
	"sync"
	"time"
)

// Pacer spaces requests evenly at a rate, letting a short burst through
// after a quiet spell. A request that cannot go at once waits its turn
// (waiters): urgent ones first, and within a priority the servers in
// turn, so that one server's busy tables, or one owner's many servers,
// hold another server's request up by one of theirs each at most.
//
// A nil Pacer does not pace: every request goes at once.
type Pacer struct {
	gap     time.Duration
	burst   int // requests let through at once after a quiet spell, beyond the first
	mu      sync.Locker
	next    time.Time // when the next request may go, burst credit aside
	waiting waiters
	timer   *time.Timer // releases the waiting requests as their slots come
	armed   bool
	// watch, when set (Watch), hears of each request let go, on the
	// goroutine that is to make it.
	watch func()
}

// NewPacer lets at most perSecond requests go in any second (a fraction
// paces one every 1/perSecond seconds); 0 or less does not pace (nil).
// Of a budget of n, n/5 may go at once after a quiet spell and the rest
// are spaced evenly: burst+1 at the start of a second and one a gap
// after, n in all. mu is the pacer's lock (nil: a sync.Mutex of its
// own); it is never held while a caller waits.
func NewPacer(perSecond float64, mu sync.Locker) *Pacer {
	if perSecond <= 0 {
		return nil
	}
	if mu == nil {
		mu = new(sync.Mutex)
	}
	if perSecond < 1 {
		return &Pacer{gap: time.Duration(float64(time.Second) / perSecond), mu: mu}
	}
	n := int(perSecond)
	burst := n / burstPart
	spaced := time.Duration(n - burst)
	// The gap is rounded up, so that spaced gaps never fit one more
	// request into the second.
	return &Pacer{gap: (time.Second + spaced - 1) / spaced, burst: burst, mu: mu}
}

// Wait blocks until the caller may send one request for guild, or until
// stop is closed (the bot is closing): it reports whether the request
// may go. A nil Pacer never waits.
func (p *Pacer) Wait(pr Priority, guild string, stop <-chan struct{}) bool {
	return p.WaitQueued(pr, guild, stop, nil)
}

// WaitQueued is Wait that calls queued (unless nil) when the request
// must wait its turn, once it is queued and before it waits, with no
// lock held: a caller whose own caller would give up meanwhile tells it
// to hold on.
func (p *Pacer) WaitQueued(pr Priority, guild string, stop <-chan struct{}, queued func()) bool {
	ch := p.enqueue(pr, guild)
	if ch == nil {
		return p.went()
	}
	if queued != nil {
		queued()
	}
	return p.await(pr, guild, ch, stop)
}

// Watch has f hear of each request the pacer lets go, on the goroutine
// that is to make it, so that a test can check that every request took
// a slot. Call it before the first request.
func (p *Pacer) Watch(f func()) { p.watch = f }

// enqueue takes a slot at once when one is free and nobody waits
// (nil), or queues the request and returns what its release closes.
func (p *Pacer) enqueue(pr Priority, guild string) chan struct{} {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if p.waiting.len() == 0 && p.take(now) {
		return nil
	}
	ch := p.waiting.add(pr, guild)
	p.arm(now)
	return ch
}

func (p *Pacer) await(pr Priority, guild string, ch chan struct{}, stop <-chan struct{}) bool {
	select {
	case <-ch:
		return p.went()
	case <-stop:
		p.mu.Lock()
		defer p.mu.Unlock()
		p.waiting.drop(pr, guild, ch) // gone already if its slot came meanwhile
		return false
	}
}

// went reports that a request may go, and tells the test watching the
// requests (watch), on the caller's goroutine, which makes the request.
func (p *Pacer) went() bool {
	if p != nil && p.watch != nil {
		p.watch()
	}
	return true
}

// WaitingNow is how many requests wait for their slot, and from how many
// servers; a nil Pacer holds none.
func (p *Pacer) WaitingNow() (requests, servers int) {
	if p == nil {
		return 0, 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.waiting.len(), p.waiting.servers()
}

// take takes the next slot if it has come; p.mu is held.
func (p *Pacer) take(now time.Time) bool {
	if earliest := now.Add(-time.Duration(p.burst) * p.gap); p.next.Before(earliest) {
		p.next = earliest
	}
	if p.next.After(now) {
		return false
	}
	p.next = p.next.Add(p.gap)
	return true
}

// arm sets the timer for the next slot unless it is set; p.mu is held.
func (p *Pacer) arm(now time.Time) {
	if p.armed {
		return
	}
	p.armed = true
	if p.timer == nil {
		p.timer = time.AfterFunc(p.next.Sub(now), p.release)
	} else {
		p.timer.Reset(p.next.Sub(now))
	}
}

// release lets the waiting requests whose slots have come go, urgent
// first, and sets the timer for the rest.
func (p *Pacer) release() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.armed = false
	now := time.Now()
	for p.waiting.len() > 0 && p.take(now) {
		p.waiting.wake()
	}
	if p.waiting.len() > 0 {
		p.arm(now)
	}
}
