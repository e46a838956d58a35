package discordtest

import (
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
	if !s.poll(func() bool {
		s.mu.Lock()
		n := s.changes[channelID]
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
// timeout. cond is asked again only when that message has changed.
func (s *Server) WaitMessage(id string, cond func(*discordgo.Message) bool) *discordgo.Message {
	s.t.Helper()
	var m *discordgo.Message
	seen := -1
	if !s.poll(func() bool {
		s.mu.Lock()
		n := -1 // none yet
		if stored := s.messages[id]; stored != nil {
			n = s.changes[stored.channelID]
		}
		s.mu.Unlock()
		if n == seen && n >= 0 {
			return false
		}
		seen, m = n, s.Message(id)
		return cond(m)
	}) {
		s.t.Fatalf("discordtest: message %s still does not hold after %v", id, s.cfg.timeout)
	}
	return m
}

// changedLocked counts a change of a message of the channel: a new
// message, an edit or a deletion.
func (s *Server) changedLocked(channelID string) {
	s.changes[channelID]++
}
