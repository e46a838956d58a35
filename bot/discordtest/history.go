package discordtest

import "github.com/bwmarrin/discordgo"

// WithHistory keeps every state of every message the fake accepts (a
// new message, each edit, each answer that replaced it), in the order
// they were accepted, for a test that measures what players saw while
// it changed: History returns them.
func WithHistory() Option { return func(c *config) { c.history = true } }

// noteState keeps m's new state when the server keeps a history.
func (st *store) noteState(m *message) {
	if !st.keepHistory || m.deleted {
		return
	}
	st.history = append(st.history, st.form(m))
}

// History returns every state of every message since the start, oldest
// first, each as the fake served it then (WithHistory; nil without it).
// A message's states share its id.
func (s *Server) History() []*discordgo.Message {
	s.mu.Lock()
	forms := append([]*servedForm(nil), s.store.history...)
	s.mu.Unlock()
	return toMessages(forms)
}
