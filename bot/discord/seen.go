package discord

import "sync"

// seenIDs remembers the last interactions the router handled. Discord
// delivers gateway events at least once: around a reconnect an event can
// reach the client on the old connection and again when the session
// resumes. An interaction takes one answer (a second is refused with
// 40060), so the router handles each id once.
type seenIDs struct {
	mu   sync.Mutex
	ring [seenSize]string
	next int
	set  map[string]bool
}

// seenSize is how many ids are remembered: a replay comes within moments
// of the first delivery, far fewer interactions apart than this.
const seenSize = 4096

// first reports whether id is new, remembering it.
func (s *seenIDs) first(id string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.set == nil {
		s.set = make(map[string]bool, seenSize)
	}
	if s.set[id] {
		return false
	}
	delete(s.set, s.ring[s.next])
	s.ring[s.next] = id
	s.set[id] = true
	s.next = (s.next + 1) % seenSize
	return true
}
