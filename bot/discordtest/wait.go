package discordtest

import (
	"time"

	"github.com/bwmarrin/discordgo"
)

// WaitMessages waits until cond holds for the channel's public messages,
// as Messages returns them, and returns them; the test fails after the
// timeout. cond is asked again only when the channel's messages have
// changed, not on every change of the fake, so that many clients can
// wait on many channels without reading them all at every request.
func (s *Server) WaitMessages(channelID string, cond func([]*discordgo.Message) bool) []*discordgo.Message {
	s.t.Helper()
	var ms []*discordgo.Message
	seen := -1
	if !s.signal.poll(func() bool {
		s.mu.Lock()
		n := s.store.changes[channelID]
		s.mu.Unlock()
		if n == seen {
			return false
		}
		// A change after n was read is read now and asked again later.
		seen, ms = n, s.Messages(channelID)
		return cond(ms)
	}) {
		s.t.Fatalf("discordtest: the messages of channel %s still do not hold after %v", channelID, s.cfg.timeout)
	}
	return ms
}

// WaitMessage waits until cond holds for the message with id, as Message
// returns it (nil once deleted), and returns it; the test fails after the
// timeout. cond is asked again only when that message has changed (an
// edit or its deletion), not at every change of the fake.
func (s *Server) WaitMessage(id string, cond func(*discordgo.Message) bool) *discordgo.Message {
	s.t.Helper()
	m, _ := s.WaitMessageUntil(id, nil, cond)
	return m
}

// WaitMessageUntil is WaitMessage for a client that may stop waiting: it
// reports false, with the message as last read, soon after stop is
// closed (a nil stop never is). The message is read at least once.
//
// It sleeps until that message changes, not at every change of the fake:
// a load test's thousands of players each wait on their own hand.
func (s *Server) WaitMessageUntil(id string, stop <-chan struct{}, cond func(*discordgo.Message) bool) (*discordgo.Message, bool) {
	s.t.Helper()
	timeout := time.NewTimer(s.cfg.timeout)
	defer timeout.Stop()
	var m *discordgo.Message
	seen := -1
	for {
		s.mu.Lock()
		n := -1 // none yet
		if stored := s.store.messages[id]; stored != nil {
			n = 2 * stored.version
			if stored.deleted {
				n++
			}
		}
		changed := s.store.watch(id)
		s.mu.Unlock()
		if n != seen || n < 0 {
			seen, m = n, s.Message(id)
			if cond(m) {
				return m, true
			}
		}
		select {
		case <-changed:
		case <-stop:
			return m, false
		case <-timeout.C:
			s.t.Fatalf("discordtest: message %s still does not hold after %v", id, s.cfg.timeout)
			return m, false
		}
	}
}

// WaitFor polls cond until it holds, failing the test after the timeout.
func (s *Server) WaitFor(cond func() bool) {
	s.t.Helper()
	if !s.signal.poll(cond) {
		s.t.Fatalf("discordtest: condition still false after %v", s.cfg.timeout)
	}
}
