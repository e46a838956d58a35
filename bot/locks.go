package bot

import (
	"sync"
	"sync/atomic"
)

// The bot's parts each guard their own state with their own lock, and
// no lock is held while a request goes to Discord: a table's lock, or any
// other, would otherwise wait on the network, and every click on that
// table with it. Work that must reach Discord takes what it needs under
// the lock, lets go, then sends.
//
// Where two locks are held at once they are taken in this order, outer
// first; a lock is never taken while one after it is held:
//
//  1. a table's lock (table.mu), the one that serialises a table's
//     answers, moves and timers: withTable takes it.
//  2. a game's reading (reading.mu), extended with the table locked when
//     a finished game's figures are worked out.
//  3. the leaves, which take no other lock: the tables' index
//     (tableRuntime.mu), the outbox's edit queues (outbox.mu, which may
//     take the bot's run state), the bot's run state
//     (runState.closeMu), a table's pictures (pictures.mu), the hand
//     messages' index (handMessages.mu), the readings' cache
//     (readings.mu), the pacer, the drawing slots, the CPU search slots
//     and the backlog.
//
// Answers to interactions are made inside withTable but sent after it
// lets the table go (withAnswer, answerturn.go): each takes a turn with
// the table locked, and waits, unlocked, for the turns before it, so a
// table's answers, its live hand edits and their pictures land in the
// order of the changes they show. A turn is no lock: it is taken with the
// table's lock held, waited for with none held, and its holder takes no
// other turn.
//
// Three orderings are held across requests by design: a message's
// answers (messageLocks, so that a quick second replay click's step is
// not overtaken by the first), a hand message's writes
// (handMessage.writing, so that an edit names its picture only while the
// message surely holds it; it guards what the message holds) and the
// command registration (registration.turn, so that two READYs do not
// write commands at once). None is taken with a lock above held; inside
// a message's turn only a reading's lock is taken, and let go before its
// answer is sent; inside a hand message's writing only the leaves are
// taken, and the hand is drawn (a drawing slot).

// mutex is the lock of every part: a sync.Mutex that a test can watch.
// When lockWatch is set (tests only), every Lock and Unlock reports to
// it, so that a fake Discord can refuse a request made with a lock held.
type mutex struct{ m sync.Mutex }

// lockWatch is told of every lock taken (+1) and let go (-1); nil in
// the bot as it runs.
var lockWatch atomic.Pointer[func(delta int)]

func (m *mutex) Lock() {
	m.m.Lock()
	if w := lockWatch.Load(); w != nil {
		(*w)(+1)
	}
}

func (m *mutex) TryLock() bool {
	if !m.m.TryLock() {
		return false
	}
	if w := lockWatch.Load(); w != nil {
		(*w)(+1)
	}
	return true
}

func (m *mutex) Unlock() {
	if w := lockWatch.Load(); w != nil {
		(*w)(-1)
	}
	m.m.Unlock()
}
