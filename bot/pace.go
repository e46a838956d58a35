package bot

import (
	"time"

	"github.com/deckhand/deckhand/bot/discord"
)

// Discord allows a bot token 50 requests a second in all, beyond each
// route's own limits (interaction answers excepted), and every shard
// process of the bot shares that one budget. The bot's own requests
// (timer lines, turn pings, board edits and posts) go through one pacer
// that keeps them below the process's share of it, so that no start
// after a long stop, nor a busy hour, gets the token rate limited
// globally.
const (
	// discordGlobalLimit is Discord's limit: requests a second per token.
	discordGlobalLimit = 50
	// unpacedReserve is left of it for the requests no pacer sees:
	// discordgo's gateway look-up at each connect, and shard 0's look at
	// the registered commands (and their rewrite, when they changed).
	// After a deploy every shard connects in the same second: 10 covers
	// eight shards' look-ups with shard 0's two, where 5 let four shards
	// and their backlogs reach 51 in the first second.
	unpacedReserve = 10
	// burstPart: a fifth of a pacer's budget may go at once after a
	// quiet spell, the rest is spaced evenly over the second.
	burstPart = 5
)

// GlobalShare is the most requests one process of shards may make on
// its own in any second: its equal part of the token's budget. Several
// shards behind a REST proxy that holds the global bucket for all of
// them can each be given more (Config.GlobalRate), since the proxy
// queues what would pass the limit. Beyond 40 shards a share is below
// one request a second, and the shards starting together would still
// send one each at once: that many need the proxy.
func GlobalShare(shards int) float64 {
	return float64(discordGlobalLimit-unpacedReserve) / float64(max(shards, 1))
}

// priority orders the requests waiting on the pacer. At a busy hour
// hundreds of boards wait for an edit; a request a player is waiting
// on (the lobby of /play, a board posted on demand) goes before them.
type priority int

const (
	urgent  priority = iota // a player waits on it
	routine                 // board edits, turn pings, timer lines
)

// pacer spaces requests evenly at a rate, letting a short burst through
// after a quiet spell. A request that cannot go at once waits its turn
// (waiters): urgent ones first, and within a priority the servers in
// turn, so that one server's busy tables, or one owner's many servers,
// hold another server's request up by one of theirs each at most.
type pacer struct {
	gap     time.Duration
	burst   int // requests let through at once after a quiet spell, beyond the first
	mu      mutex
	next    time.Time // when the next request may go, burst credit aside
	waiting waiters
	timer   *time.Timer // releases the waiting requests as their slots come
	armed   bool
	// watch, when set (tests only, before any request), hears of each
	// request let go, on the goroutine that is to make it.
	watch func()
}

// newPacer lets at most perSecond requests go in any second (a fraction
// paces one every 1/perSecond seconds); 0 or less does not pace (nil).
// Of a budget of n, n/5 may go at once after a quiet spell and the rest
// are spaced evenly: burst+1 at the start of a second and one a gap
// after, n in all.
func newPacer(perSecond float64) *pacer {
	if perSecond <= 0 {
		return nil
	}
	if perSecond < 1 {
		return &pacer{gap: time.Duration(float64(time.Second) / perSecond)}
	}
	n := int(perSecond)
	burst := n / burstPart
	spaced := time.Duration(n - burst)
	// The gap is rounded up, so that spaced gaps never fit one more
	// request into the second.
	return &pacer{gap: (time.Second + spaced - 1) / spaced, burst: burst}
}

// wait blocks until the caller may send one request for guild, or until
// stop is closed (the bot is closing): it reports whether the request
// may go. A nil pacer never waits.
func (p *pacer) wait(pr priority, guild string, stop <-chan struct{}) bool {
	ch := p.enqueue(pr, guild)
	if ch == nil {
		return p.went()
	}
	return p.await(pr, guild, ch, stop)
}

// waitAnswering is wait inside an interaction handler, for an urgent
// request: when it must wait its turn, the interaction is deferred
// first, so that Discord does not drop it meanwhile.
func (p *pacer) waitAnswering(c *discord.Context, stop <-chan struct{}) bool {
	guild := c.Interaction.GuildID
	ch := p.enqueue(urgent, guild)
	if ch == nil {
		return p.went()
	}
	c.Defer()
	return p.await(urgent, guild, ch, stop)
}

// enqueue takes a slot at once when one is free and nobody waits
// (nil), or queues the request and returns what its release closes.
func (p *pacer) enqueue(pr priority, guild string) chan struct{} {
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

func (p *pacer) await(pr priority, guild string, ch chan struct{}, stop <-chan struct{}) bool {
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
func (p *pacer) went() bool {
	if p != nil && p.watch != nil {
		p.watch()
	}
	return true
}

// waitingNow is how many requests wait for their slot, and from how many
// servers.
func (p *pacer) waitingNow() (requests, servers int) {
	if p == nil {
		return 0, 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.waiting.len(), p.waiting.servers()
}

// take takes the next slot if it has come; p.mu is held.
func (p *pacer) take(now time.Time) bool {
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
