package cpu

import (
	"math"
	"slices"
	"sync"
	"time"
)

// Slots share the cores between servers' CPU searches. A search
// runs in a slot, and there is one slot per core plus one, but no server
// holds more than one per core: whatever one server's tables do, the
// spare slot is another's, so a CPU elsewhere starts its thought at once
// instead of behind whole thoughts (a Hard one is up to 1.2 s). When
// slots are short, a free one goes to the waiting server running the
// fewest, servers with equal counts in turn, each server's tables in the
// order they asked.
//
// Turns between servers bound no wait by themselves: anyone may invite
// the bot to more servers, and one owner with 40 of them, each keeping a
// Hard table awake, put another server's CPU behind 37 searches (15 s)
// where it had waited for one. So the shard accepts a bounded backlog,
// one waiting search a slot, and a search that finds it full is shed:
// its move is made at once by the game's rule of thumb (as Easy plays,
// with no slot), and the bot tells the table's channel. A search
// that waits thus waits for the few ahead of it in the backlog, shared
// by the slots, and the end of one search: about one Hard thought,
// whatever the number of servers and tables, which is what nobody can
// multiply. What a flood costs is how well the CPUs play, not how long
// anyone waits.
//
// Which search is shed is the one fair part. A search that finds the
// backlog full takes the place of the newest waiting search of the
// server weighing most on the slots, if that server weighs more than
// its own would with it: more searches going (running or waiting), or
// as many and more slot time taken lately (decayed by half every
// useHalfLife). So one server's many tables cannot fill the backlog
// against another, and a server whose CPUs asked now and then keeps its
// place against servers whose CPUs have been searching all along (among
// a hundred busy servers, one that asks for more than its hundredth is
// shed as often as they are).
//
// The other ways leave the wait to grow with what a member opens: a
// time budget per table still queues a search per table, and stepping
// Hard down to Normal past a bound still queues the Normal searches, a
// fifth as long each, one per table. Only a search that takes no slot
// bounds the wait.
type Slots struct {
	mu       sync.Locker
	free     int
	perGuild int
	// backlog is the most searches that wait for a slot.
	backlog int
	running map[string]int
	waiting map[string][]*searchWaiter
	turn    []string // servers with waiting searches, the longest waiting first
	shed    uint64   // searches shed since the start
	// used is each server's recent use of the slots; pruneAt is its size
	// at which it is pruned next.
	used    map[string]slotUse
	pruneAt int
}

// slotUse is the slot time a server's searches took, decayed by half
// every useHalfLife, as of at.
type slotUse struct {
	seconds float64
	at      time.Time
}

// useHalfLife is how fast a server's use of the slots is forgotten:
// long beside a thought, so that a full backlog sheds the searches of
// the servers that lately took the most slot time (many long thoughts)
// before those of a server that asks now and then.
const useHalfLife = 10 * time.Second

// searchWaiter is a search waiting for a slot: done closes when it gets
// one, or when it is shed (shed set first).
type searchWaiter struct {
	done chan struct{}
	shed bool
}

// Answer is what a search asking for a slot hears.
type Answer int

const (
	Closed  Answer = iota // the asker gave up (the bot is closing): no search
	Granted               // search, then Release the slot
	Shed                  // the backlog is full: answer by rule of thumb, with no slot
)

// NewSlots shares cores between servers' searches. lock guards the
// slots (a test may pass one it watches); nil is a sync.Mutex. The lock
// is a leaf: it is held for bookkeeping only, never while a search waits
// or runs.
func NewSlots(cores int, lock sync.Locker) *Slots {
	if lock == nil {
		lock = new(sync.Mutex)
	}
	cores = max(cores, 1)
	return &Slots{mu: lock, free: cores + 1, perGuild: cores, backlog: cores + 1,
		running: map[string]int{}, waiting: map[string][]*searchWaiter{}, used: map[string]slotUse{}}
}

// Acquire waits for a slot for a search of guild, or until done closes.
// A search granted a slot gives it back with Release.
func (s *Slots) Acquire(guild string, done <-chan struct{}) Answer {
	s.mu.Lock()
	if s.free > 0 && s.running[guild] < s.perGuild && len(s.waiting[guild]) == 0 {
		s.take(guild)
		s.mu.Unlock()
		return Granted
	}
	if s.waitingNow() >= s.backlog && !s.makeRoom(guild) {
		s.shed++
		s.mu.Unlock()
		return Shed
	}
	w := &searchWaiter{done: make(chan struct{})}
	if len(s.waiting[guild]) == 0 {
		s.turn = append(s.turn, guild)
	}
	s.waiting[guild] = append(s.waiting[guild], w)
	s.mu.Unlock()
	select {
	case <-w.done:
	case <-done:
		s.mu.Lock()
		defer s.mu.Unlock()
		select {
		case <-w.done:
			if !w.shed { // granted meanwhile: pass it on
				s.give(guild)
			}
		default:
			s.drop(guild, w)
		}
		return Closed
	}
	if w.shed {
		return Shed
	}
	return Granted
}

// Release gives back a slot of guild, held for held.
func (s *Slots) Release(guild string, held time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	s.used[guild] = slotUse{seconds: s.use(guild, now) + held.Seconds(), at: now}
	if len(s.used) >= s.pruneAt {
		for g, u := range s.used {
			if now.Sub(u.at) > 20*useHalfLife { // a millionth of what it was
				delete(s.used, g)
			}
		}
		s.pruneAt = 2*len(s.used) + 64
	}
	s.give(guild)
}

// use is guild's use of the slots as of now; s.mu is held.
func (s *Slots) use(guild string, now time.Time) float64 {
	u, ok := s.used[guild]
	if !ok {
		return 0
	}
	return u.seconds * math.Exp2(-now.Sub(u.at).Seconds()/useHalfLife.Seconds())
}

// Counts are the searches running and waiting, and those shed since the
// start.
func (s *Slots) Counts() (running, waiting int, shed uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, n := range s.running {
		running += n
	}
	return running, s.waitingNow(), s.shed
}

// waitingNow is how many searches wait for a slot; s.mu is held.
func (s *Slots) waitingNow() int {
	n := 0
	for _, q := range s.waiting {
		n += len(q)
	}
	return n
}

// load is how many searches guild has going, running or waiting; s.mu
// is held.
func (s *Slots) load(guild string) int {
	return s.running[guild] + len(s.waiting[guild])
}

// heavier reports whether server a, with aLoad searches going, weighs
// more on the slots than b with bLoad: more searches going, or as many
// and more slot time taken lately. s.mu is held.
func (s *Slots) heavier(a string, aLoad int, b string, bLoad int) bool {
	if aLoad != bLoad {
		return aLoad > bLoad
	}
	now := time.Now()
	return s.use(a, now) > s.use(b, now)
}

// makeRoom sheds, in a full backlog, the newest waiting search of the
// heaviest waiting server, if it weighs more than guild would with its
// new search; it reports whether it did. s.mu is held.
func (s *Slots) makeRoom(guild string) bool {
	heaviest := ""
	for _, g := range s.turn {
		if heaviest == "" || s.heavier(g, s.load(g), heaviest, s.load(heaviest)) {
			heaviest = g
		}
	}
	if heaviest == "" || !s.heavier(heaviest, s.load(heaviest), guild, s.load(guild)+1) {
		return false
	}
	q := s.waiting[heaviest]
	w := q[len(q)-1]
	w.shed = true
	close(w.done)
	s.shed++
	s.drop(heaviest, w)
	return true
}

// take counts a slot as guild's; s.mu is held.
func (s *Slots) take(guild string) {
	s.free--
	s.running[guild]++
}

// give frees guild's slot and hands free slots to the waiting; s.mu is
// held.
func (s *Slots) give(guild string) {
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
		close(q[0].done)
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

// drop takes a waiter that gave up, or was shed, out of the queue; s.mu
// is held.
func (s *Slots) drop(guild string, w *searchWaiter) {
	q := slices.DeleteFunc(s.waiting[guild], func(x *searchWaiter) bool { return x == w })
	if len(q) > 0 {
		s.waiting[guild] = q
		return
	}
	delete(s.waiting, guild)
	s.turn = slices.DeleteFunc(s.turn, func(g string) bool { return g == guild })
}
