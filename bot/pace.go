package bot

import (
	"sync"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
)

// Discord allows a bot 50 requests a second in all, beyond each route's
// own limits (interaction answers excepted). The bot's own requests
// (timer lines, board edits and posts) go through one pacer that keeps
// them below it, so that no start after a long stop, nor a busy hour,
// gets the bot's token rate limited globally.
const (
	defaultGlobalRate = 40 // requests a second the pacer allows...
	paceBurst         = 10 // ...plus a burst after a quiet spell: 50 in any second
)

// pacer spaces requests evenly at a rate, letting a short burst through
// after a quiet spell.
type pacer struct {
	mu   sync.Mutex
	gap  time.Duration
	next time.Time // when the next request may go, burst credit aside
}

// newPacer paces at perSecond; 0 or less does not pace (nil).
func newPacer(perSecond int) *pacer {
	if perSecond <= 0 {
		return nil
	}
	return &pacer{gap: time.Second / time.Duration(perSecond)}
}

// wait blocks until the caller may send one request. A nil pacer never
// waits.
func (p *pacer) wait() { time.Sleep(p.reserve()) }

// reserve takes a place for one request and returns how long to wait
// for it; a handler that must wait defers its interaction first.
func (p *pacer) reserve() time.Duration {
	if p == nil {
		return 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if earliest := now.Add(-paceBurst * p.gap); p.next.Before(earliest) {
		p.next = earliest
	}
	at := p.next
	p.next = p.next.Add(p.gap)
	return at.Sub(now)
}

// waitAnswering is wait inside an interaction handler: when the request
// must wait its turn, the interaction is deferred first, so that Discord
// does not drop it meanwhile.
func (p *pacer) waitAnswering(c *discord.Context) {
	if d := p.reserve(); d > 0 {
		c.Defer()
		time.Sleep(d)
	}
}

// spread is how long the pacer needs for n requests: the window over
// which re-armed timers are jittered at start.
func (p *pacer) spread(n int) time.Duration {
	if p == nil {
		return 0
	}
	return time.Duration(n) * p.gap
}
