package discordtest

import (
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
)

// Discord limits a bot to 50 requests a second in all (its global rate
// limit), interaction callbacks and webhooks aside. The fake does not
// enforce it; it records when each of the bot's channel writes (posts
// and edits of channel messages) arrived, so a test can check that the
// bot keeps under it.

// channelWrite reports whether r posts or edits a channel message.
func channelWrite(r *http.Request) bool {
	return (r.Method == http.MethodPost || r.Method == http.MethodPatch) && strings.Contains(r.URL.Path, "/channels/")
}

// noteWrite records a channel write's arrival.
func (s *Server) noteWrite(r *http.Request) {
	if !channelWrite(r) {
		return
	}
	s.mu.Lock()
	s.writes = append(s.writes, time.Now())
	s.mu.Unlock()
}

// HoldChannelWrites makes every channel post and edit wait, as behind a
// slow Discord or a long rate limit, until release is called; interaction
// answers and webhook edits (the hands) go on meanwhile.
func (s *Server) HoldChannelWrites() (release func()) {
	held := make(chan struct{})
	s.mu.Lock()
	s.held = held
	s.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			s.mu.Lock()
			s.held = nil
			s.mu.Unlock()
			close(held)
		})
	}
}

// waitHeld waits while channel writes such as r are held.
func (s *Server) waitHeld(r *http.Request) {
	if !channelWrite(r) {
		return
	}
	s.mu.Lock()
	held := s.held
	s.mu.Unlock()
	if held != nil {
		<-held
	}
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
