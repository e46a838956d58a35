package discordtest

import (
	"fmt"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"sync"
	"time"
)

// Channel messages: what a bot posts, edits, reads and deletes on its
// own, under the rate limits a test sets.

func (mr *messageRoutes) channel(rq *request, ch string) reply {
	if rq.r.Method == http.MethodPost && mr.bucket.posts {
		if rep, limited := mr.bucket.take(ch); limited {
			return rep
		}
	}
	mr.mu.Lock()
	defer mr.mu.Unlock()
	if !snowflake.MatchString(ch) {
		return mr.ledger.refuse(rq, http.StatusNotFound, 10003, "Unknown Channel", "channel id is not a snowflake")
	}
	if rq.r.Method == http.MethodGet {
		return okJSON(mr.store.list(rq.r.URL.Query(), ch))
	}
	f, err := parseFields(rq.body)
	if err != nil {
		return mr.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	m := mr.store.newMessage(ch)
	flags := f.int("flags")
	if flags&^(flagSuppressEmbeds|flagSuppressNotifications|flagComponentsV2) != 0 {
		return mr.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body",
			fmt.Sprintf("flags: %d; a channel message can only suppress embeds or notifications, or be V2 (ephemeral needs an interaction)", flags))
	}
	m.flags = flags
	if err := mr.apply(m, f, rq.files); err != nil {
		return mr.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	if rep, ok := mr.check(rq, m); !ok {
		return rep
	}
	mr.store.put(m)
	return okJSON(mr.store.served(m))
}

// list answers GET /channels/{c}/messages: newest first, with limit,
// before and after.
func (st *store) list(q url.Values, ch string) []any {
	limit, err := strconv.Atoi(q.Get("limit"))
	if err != nil || limit < 1 || limit > 100 {
		limit = 50
	}
	before, after := q.Get("before"), q.Get("after")
	out := []any{}
	ids := st.order[ch]
	for i := len(ids) - 1; i >= 0 && len(out) < limit; i-- {
		m := st.messages[ids[i]]
		if m.deleted || m.ephemeral() || (before != "" && !idLess(m.id, before)) || (after != "" && !idLess(after, m.id)) {
			continue
		}
		out = append(out, st.served(m))
	}
	return out
}

func idLess(a, b string) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}

func (mr *messageRoutes) one(rq *request, ch, id string) reply {
	if rq.r.Method == http.MethodPatch {
		if rep, limited := mr.bucket.take(ch); limited {
			return rep
		}
	}
	mr.mu.Lock()
	defer mr.mu.Unlock()
	m := mr.store.messages[id]
	if m == nil || m.deleted || m.channelID != ch {
		return failure(http.StatusNotFound, 10008, "Unknown Message")
	}
	if m.ephemeral() {
		return mr.ledger.refuse(rq, http.StatusNotFound, 10008, "Unknown Message",
			"ephemeral messages can only be reached through their interaction token")
	}
	return mr.on(rq, m, nil)
}

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
