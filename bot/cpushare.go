package bot

import (
	"slices"
)

// searchSlots share the cores between servers' CPU searches. A search
// runs in a slot, and there is one slot per core plus one, but no server
// holds more than one per core: whatever one server's tables do, the
// spare slot is another's, so a CPU elsewhere starts its thought at once
// instead of behind whole thoughts (a Hard one is up to 1.2 s). When
// slots are short, a free one goes to the waiting server running the
// fewest searches, servers with equal counts in turn, each server's
// tables in the order they asked.
type searchSlots struct {
	mu       mutex
	free     int
	perGuild int
	running  map[string]int
	waiting  map[string][]chan struct{}
	turn     []string // servers with waiting searches, the longest waiting first
}

func newSearchSlots(cores int) *searchSlots {
	cores = max(cores, 1)
	return &searchSlots{free: cores + 1, perGuild: cores, running: map[string]int{}, waiting: map[string][]chan struct{}{}}
}

// acquire waits for a slot for a search of guild, or until done closes:
// it reports whether it holds a slot, to give back with release.
func (s *searchSlots) acquire(guild string, done <-chan struct{}) bool {
	s.mu.Lock()
	if s.free > 0 && s.running[guild] < s.perGuild && len(s.waiting[guild]) == 0 {
		s.take(guild)
		s.mu.Unlock()
		return true
	}
	ch := make(chan struct{})
	if len(s.waiting[guild]) == 0 {
		s.turn = append(s.turn, guild)
	}
	s.waiting[guild] = append(s.waiting[guild], ch)
	s.mu.Unlock()
	select {
	case <-ch:
		return true
	case <-done:
		s.mu.Lock()
		defer s.mu.Unlock()
		select {
		case <-ch: // granted meanwhile: pass it on
			s.give(guild)
		default:
			s.drop(guild, ch)
		}
		return false
	}
}

// release gives back a slot of guild.
func (s *searchSlots) release(guild string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.give(guild)
}

// backlog is how many searches wait for a slot.
func (s *searchSlots) backlog() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, q := range s.waiting {
		n += len(q)
	}
	return n
}

// take counts a slot as guild's; s.mu is held.
func (s *searchSlots) take(guild string) {
	s.free--
	s.running[guild]++
}

// give frees guild's slot and hands free slots to the waiting; s.mu is
// held.
func (s *searchSlots) give(guild string) {
	s.free++
	if s.running[guild]--; s.running[guild] == 0 {
		delete(s.running, guild)
	}
	for s.free > 0 {
		next := -1
		for i, g := range s.turn {
			if s.running[g] < s.perGuild && (next < 0 || s.running[g] < s.running[s.turn[next]]) {
				next = i
			}
		}
		if next < 0 {
			return // every waiting server holds all it may
		}
		g := s.turn[next]
		q := s.waiting[g]
		close(q[0])
		s.take(g)
		s.turn = slices.Delete(s.turn, next, next+1)
		if len(q) == 1 {
			delete(s.waiting, g)
		} else {
			s.waiting[g] = q[1:]
			s.turn = append(s.turn, g) // its next search waits its turn again
		}
	}
}

// drop takes a waiter that gave up out of the queue; s.mu is held.
func (s *searchSlots) drop(guild string, ch chan struct{}) {
	q := slices.DeleteFunc(s.waiting[guild], func(c chan struct{}) bool { return c == ch })
	if len(q) > 0 {
		s.waiting[guild] = q
		return
	}
	delete(s.waiting, guild)
	s.turn = slices.DeleteFunc(s.turn, func(g string) bool { return g == guild })
}
