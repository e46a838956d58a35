package bot

import (
	"sync"

	"github.com/deckhand/deckhand/bot/discord"
)

// messageLocks serialise the answers to clicks on one message. A replay
// step is read and its picture drawn before it answers: without them, a
// quick second click's step could go out first, and the first click's
// step would land over it.
type messageLocks struct {
	mu    mutex
	locks map[string]*messageLock
}

type messageLock struct {
	sync.Mutex
	users int // holders and waiters; the lock is dropped at zero
}

// inOrder runs answer with the clicked message's lock held, so that
// answers to the same message go out whole, one after the other. A
// command has no message and runs at once.
func (b *readingRoom) inOrder(c *discord.Context, answer func() error) error {
	if c.Interaction.Message == nil {
		return answer()
	}
	defer b.replays.lock(c.Interaction.Message.ID)()
	return answer()
}

// lock locks id's lock and returns its unlock.
func (l *messageLocks) lock(id string) (unlock func()) {
	l.mu.Lock()
	if l.locks == nil {
		l.locks = map[string]*messageLock{}
	}
	m := l.locks[id]
	if m == nil {
		m = &messageLock{}
		l.locks[id] = m
	}
	m.users++
	l.mu.Unlock()
	m.Lock()
	return func() {
		m.Unlock()
		l.mu.Lock()
		defer l.mu.Unlock()
		if m.users--; m.users == 0 {
			delete(l.locks, id)
		}
	}
}
