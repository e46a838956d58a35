package bot

import "github.com/deckhand/deckhand/bot/discord"

// messageSenders put the answers to clicks on one message in order. A
// replay step is read and its picture drawn before it answers: without
// them, a quick second click's step could go out first, and the first
// click's step would land over it. Each message in use has a sender of
// its own (serial), the mechanism that orders a table's answers too.
type messageSenders struct {
	mu mutex
	by map[string]*messageSender
}

type messageSender struct {
	s     serial
	users int // answers given it and not yet gone; it is dropped at zero
}

// inOrder runs answer on the clicked message's sender, so that answers
// to the same message go out whole, one after the other. A command has
// no message and runs at once.
func (b *readingRoom) inOrder(c *discord.Context, answer func() error) error {
	if c.Interaction.Message == nil {
		return answer()
	}
	return b.replays.do(c.Interaction.Message.ID, answer)
}

// do runs answer on id's sender, after the answers given it before, and
// returns its error.
func (m *messageSenders) do(id string, answer func() error) (err error) {
	m.mu.Lock()
	if m.by == nil {
		m.by = map[string]*messageSender{}
	}
	s := m.by[id]
	if s == nil {
		s = &messageSender{}
		m.by[id] = s
	}
	s.users++
	m.mu.Unlock()
	defer func() {
		m.mu.Lock()
		defer m.mu.Unlock()
		if s.users--; s.users == 0 {
			delete(m.by, id)
		}
	}()
	s.s.do(func() { err = answer() })
	return err
}
