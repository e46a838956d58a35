package discordtest

import (
	"math"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// messageBucket is Discord's per-channel message rate limit as a test
// sets it (WithEditRateLimit, WithMessageRateLimit). Nothing else reads
// its data, so it has a lock of its own.
type messageBucket struct {
	mu      sync.Mutex
	n       int // 0: no limit
	per     time.Duration
	posts   bool                   // new messages count too
	times   map[string][]time.Time // channel id → recent edits (and posts)
	limited int                    // 429s given
}

// take applies the limit to a message in channel ch, answering 429 as
// Discord does: Retry-After in seconds, the bucket's headers, and a body
// with retry_after and global.
func (b *messageBucket) take(ch string) (reply, bool) {
	if b.n <= 0 {
		return reply{}, false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	now := time.Now()
	recent := b.times[ch][:0]
	for _, t := range b.times[ch] {
		if now.Sub(t) < b.per {
			recent = append(recent, t)
		}
	}
	b.times[ch] = recent
	if len(recent) < b.n {
		b.times[ch] = append(recent, now)
		return reply{}, false
	}
	b.limited++
	wait := recent[0].Add(b.per).Sub(now).Seconds()
	after := strconv.FormatFloat(math.Ceil(wait*1000)/1000, 'f', 3, 64)
	return reply{
		status: http.StatusTooManyRequests,
		header: map[string]string{
			"Retry-After":             strconv.Itoa(int(math.Ceil(wait))),
			"X-RateLimit-Limit":       strconv.Itoa(b.n),
			"X-RateLimit-Remaining":   "0",
			"X-RateLimit-Reset-After": after,
			"X-RateLimit-Reset":       strconv.FormatFloat(float64(recent[0].Add(b.per).UnixMilli())/1000, 'f', 3, 64),
			"X-RateLimit-Bucket":      "messages-" + ch,
			"X-RateLimit-Scope":       "user",
		},
		body: map[string]any{"message": "You are being rate limited.", "retry_after": math.Ceil(wait*1000) / 1000, "global": false},
	}, true
}
