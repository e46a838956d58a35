package discordtest

import (
	"net/http"
	"slices"
	"strings"
	"time"
)

// Discord limits a bot to 50 requests a second in all (its global rate
// limit), interaction callbacks and webhooks aside. The fake does not
// enforce it; it records when each of the bot's channel writes (posts
// and edits of channel messages) arrived, so a test can check that the
// bot keeps under it.

// noteWrite records a channel write's arrival.
func (s *Server) noteWrite(r *http.Request) {
	if r.Method != http.MethodPost && r.Method != http.MethodPatch {
		return
	}
	if !strings.Contains(r.URL.Path, "/channels/") {
		return
	}
	s.mu.Lock()
	s.writes = append(s.writes, time.Now())
	s.mu.Unlock()
}

// ChannelWrites returns when each channel post or edit arrived, in order.
func (s *Server) ChannelWrites() []time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.writes)
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
