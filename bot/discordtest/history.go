package discordtest

import (
	"encoding/json"

	"github.com/bwmarrin/discordgo"
)

// WithHistory keeps every state of every message the fake accepts (a
// new message, each edit, each answer that replaced it), in the order
// they were accepted, for a test that measures what players saw while
// it changed: History returns them.
func WithHistory() Option { return func(c *config) { c.history = true } }

// noteStateLocked keeps m's new state when the server keeps a history.
func (s *Server) noteStateLocked(m *message) {
	if !s.cfg.history || m.deleted {
		return
	}
	s.history = append(s.history, s.servedLocked(m))
}

// History returns every state of every message since the start, oldest
// first, each as the fake served it then (WithHistory; nil without it).
// A message's states share its id.
func (s *Server) History() []*discordgo.Message {
	s.mu.Lock()
	served := append([]json.RawMessage(nil), s.history...)
	s.mu.Unlock()
	return toMessages(served)
}
