package bot

import (
	"sync"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
)

// Discord allows a bot 50 requests a second in all, beyond each route's
// own limits (interaction answers excepted). The bot's own requests
// (timer lines, turn pings, board edits and posts) go through one pacer
// that keeps them below it, so that no start after a long stop, nor a
// busy hour, gets the bot's token rate limited globally.
const (
	defaultGlobalRate = 40 // requests a second the pacer allows...
	paceBurst         = 10 // ...plus a burst after a quiet spell: 50 in any second
)

// priority orders the requests waiting on the pacer. At a busy hour
// hundreds of boards wait for an edit; a request a player is waiting
// on (the lobby of /play, a board posted on demand) goes before them.
type priority int

const (
	urgent  priority = iota // a player waits on it
	routine                 // board edits, turn pings, timer lines
)

// pacer spaces requests evenly at a rate, letting a short burst through
// after a quiet spell. A request that cannot go at once waits in the
// queue of its priority, urgent ones first, each queue in order.
type pacer struct {
	gap     time.Duration
	mu      sync.Mutex
	next    time.Time // when the next request may go, burst credit aside
	waiting waiters
	timer   *time.Timer // releases the waiting requests as their slots come
	armed   bool
}

// newPacer paces at perSecond; 0 or less does not pace (nil).
func newPacer(perSecond int) *pacer {
	if perSecond <= 0 {
		return nil
	}
	return &pacer{gap: time.Second / time.Duration(perSecond)}
}

// wait blocks until the caller may send one request, or until stop is
// closed (the bot is closing): it reports whether the request may go. A
// nil pacer never waits.
func (p *pacer) wait(pr priority, stop <-chan struct{}) bool {
	ch := p.enqueue(pr)
	if ch == nil {
		return true
	}
	return p.await(pr, ch, stop)
}

// waitAnswering is wait inside an interaction handler, for an urgent
// request: when it must wait its turn, the interaction is deferred
// first, so that Discord does not drop it meanwhile.
func (p *pacer) waitAnswering(c *discord.Context, stop <-chan struct{}) bool {
	ch := p.enqueue(urgent)
	if ch == nil {
		return true
	}
	c.Defer()
	return p.await(urgent, ch, stop)
}

// enqueue takes a slot at once when one is free and nobody waits
// (nil), or queues the request and returns what its release closes.
func (p *pacer) enqueue(pr priority) chan struct{} {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if p.waiting.len() == 0 && p.take(now) {
		return nil
	}
	ch := p.waiting.add(pr)
	p.arm(now)
	return ch
}

func (p *pacer) await(pr priority, ch chan struct{}, stop <-chan struct{}) bool {
	select {
	case <-ch:
		return true
	case <-stop:
		p.mu.Lock()
		defer p.mu.Unlock()
		p.waiting.drop(pr, ch)
		return false
	}
}

// take takes the next slot if it has come; p.mu is held.
func (p *pacer) take(now time.Time) bool {
	if earliest := now.Add(-paceBurst * p.gap); p.next.Before(earliest) {
		p.next = earliest
	}
	if p.next.After(now) {
		return false
	}
	p.next = p.next.Add(p.gap)
	return true
}

// arm sets the timer for the next slot unless it is set; p.mu is held.
func (p *pacer) arm(now time.Time) {
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
func (p *pacer) release() {
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
