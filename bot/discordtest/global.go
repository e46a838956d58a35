package discordtest

import (
	"math"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Discord limits a bot token to 50 requests a second in all (its global
// rate limit), interaction callbacks and webhooks aside, whichever of the
// bot's processes sends them. The fake records when each of the bot's
// channel writes (posts and edits of channel messages) arrived, so a
// test can check that the bot keeps under it; WithGlobalRateLimit makes
// it count and enforce the limit over every request with the bot token,
// from every connection and process, as Discord does.

// WithGlobalRateLimit refuses, with a global 429 as Discord gives one,
// any request with the bot token beyond n within any period (Discord: 50
// in a second), interaction callbacks and webhook requests aside. Off by
// default.
func WithGlobalRateLimit(n int, per time.Duration) Option {
	return func(c *config) { c.globalN, c.globalPer = n, per }
}

// traffic is what the fake keeps of the bot's requests as they arrive,
// whatever they ask: the global limit's count, when channel writes came,
// and the gates a test holds requests at. Nothing else reads its data, so
// it has a lock of its own.
type traffic struct {
	mu            sync.Mutex
	globalN       int // WithGlobalRateLimit; 0: not enforced
	globalPer     time.Duration
	global        []time.Time // requests let through that count against the global limit
	globalLimited int
	writes        []time.Time   // arrivals of channel posts and edits
	held          chan struct{} // while not nil, channel writes wait for it to close
	heldAnswers   chan struct{} // while not nil, interaction callbacks wait for it to close
}

// counted reports whether r counts against the global limit:
// Discord exempts the interaction endpoints (callbacks, and the webhook
// routes an interaction's token opens), and requests without the token
// are not the bot's.
func (rt *router) counted(r *http.Request) bool {
	p := apiPrefix.ReplaceAllString(r.URL.Path, "/")
	if strings.HasPrefix(p, "/interactions/") || strings.HasPrefix(p, "/webhooks/") {
		return false
	}
	return rt.token.accepts(r.Header.Get("Authorization"))
}

// limit notes a request of the bot's that counts against the global
// limit (router.counted) and, under WithGlobalRateLimit, answers the global
// 429 when it is past it.
func (tr *traffic) limit(counted bool) (reply, bool) {
	if !counted {
		return reply{}, false
	}
	tr.mu.Lock()
	defer tr.mu.Unlock()
	now := time.Now()
	if tr.globalN <= 0 {
		tr.global = append(tr.global, now)
		return reply{}, false
	}
	// The requests let through within the period before now (a refused
	// one is not counted: a client retrying after Retry-After gets in).
	lo, _ := slices.BinarySearchFunc(tr.global, now.Add(-tr.globalPer), func(t, target time.Time) int { return t.Compare(target) })
	recent := tr.global[lo:]
	if len(recent) < tr.globalN {
		tr.global = append(tr.global, now)
		return reply{}, false
	}
	tr.globalLimited++
	wait := recent[len(recent)-tr.globalN].Add(tr.globalPer).Sub(now).Seconds()
	wait = math.Max(math.Ceil(wait*1000)/1000, 0.001)
	return reply{
		status: http.StatusTooManyRequests,
		header: map[string]string{
			"Retry-After":        strconv.Itoa(int(math.Ceil(wait))),
			"X-RateLimit-Global": "true",
			"X-RateLimit-Scope":  "global",
		},
		body: map[string]any{"message": "You are being rate limited.", "retry_after": wait, "global": true},
	}, true
}

// GlobalRequests returns when each of the bot's requests that count
// against the global limit was let through, in order, from every
// process using the token.
func (s *Server) GlobalRequests() []time.Time {
	s.traffic.mu.Lock()
	defer s.traffic.mu.Unlock()
	return slices.Clone(s.traffic.global)
}

// GlobalLimited counts the global 429s given (WithGlobalRateLimit).
func (s *Server) GlobalLimited() int {
	s.traffic.mu.Lock()
	defer s.traffic.mu.Unlock()
	return s.traffic.globalLimited
}

// channelWrite reports whether r posts or edits a channel message.
func channelWrite(r *http.Request) bool {
	return (r.Method == http.MethodPost || r.Method == http.MethodPatch) && strings.Contains(r.URL.Path, "/channels/")
}

// noteWrite records a channel write's arrival.
func (tr *traffic) noteWrite(r *http.Request) {
	if !channelWrite(r) {
		return
	}
	tr.mu.Lock()
	tr.writes = append(tr.writes, time.Now())
	tr.mu.Unlock()
}

// HoldChannelWrites makes every channel post and edit wait, as behind a
// slow Discord or a long rate limit, until release is called; interaction
// answers and webhook edits (the hands) go on meanwhile.
func (s *Server) HoldChannelWrites() (release func()) { return s.traffic.hold(&s.traffic.held) }

// HoldAnswers makes every answer to an interaction (its callback) wait
// until release is called, as one delayed on its way to Discord; channel
// posts and edits go on meanwhile, and may land before it.
func (s *Server) HoldAnswers() (release func()) { return s.traffic.hold(&s.traffic.heldAnswers) }

// hold makes the requests *gate stands for wait until release is called.
func (tr *traffic) hold(gate *chan struct{}) (release func()) {
	held := make(chan struct{})
	tr.mu.Lock()
	*gate = held
	tr.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			tr.mu.Lock()
			*gate = nil
			tr.mu.Unlock()
			close(held)
		})
	}
}

// waitHeld waits while requests such as r are held.
func (tr *traffic) waitHeld(r *http.Request) {
	tr.mu.Lock()
	var held chan struct{}
	switch {
	case channelWrite(r):
		held = tr.held
	case answer(r):
		held = tr.heldAnswers
	}
	tr.mu.Unlock()
	if held != nil {
		<-held
	}
}

// answer reports whether r answers an interaction: its callback.
func answer(r *http.Request) bool {
	return r.Method == http.MethodPost && strings.Contains(r.URL.Path, "/interactions/") && strings.HasSuffix(r.URL.Path, "/callback")
}

// ChannelWrites returns when each channel post or edit arrived, in order.
func (s *Server) ChannelWrites() []time.Time {
	s.traffic.mu.Lock()
	defer s.traffic.mu.Unlock()
	return slices.Clone(s.traffic.writes)
}

// MostInAWindow is the most of times within any window of length d
// (times in order): the busiest second, for d = time.Second.
func MostInAWindow(times []time.Time, d time.Duration) int {
	most, lo := 0, 0
	for hi := range times {
		for times[hi].Sub(times[lo]) >= d {
			lo++
		}
		most = max(most, hi-lo+1)
	}
	return most
}
