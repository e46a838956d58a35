package bot

import (
	"sync"
	"sync/atomic"
)

// A live table has no lock: its loop owns it (loop.go, bot/serial). Every read and
// change of a table is a job of its loop, run one at a time in the order
// they came; a job makes no request to Discord, and what it has to send
// (an answer, a live hand's edit) it gives to the table's sender, which
// sends in that same order. A handler's job returns its answer as a
// value, which the sender sends (withAnswer), so a table's answers, its
// live hand edits and their pictures land in the order of the changes
// they show. A job of a loop never waits for a
// sender; a sender's job may wait for its table's loop.
//
// What the parts keep beside tables is under leaf locks, which take no
// other lock and are never held while a request goes to Discord: the
// tables' index (tableRuntime.mu), the outbox's edit queues (outbox.mu,
// which may take the bot's run state), the bot's run state
// (runState.closeMu), a table's pictures (pictures.mu), the hand
// messages' index (bot/livehand's Messages, whose lock the bot makes),
// the reading room's cache of readings (bot/reading, whose locks the bot
// makes: Config.Locks), the pacer and the drawing slots (bot/pace, whose
// locks the bot gives their constructors), the CPU search slots (bot/cpu,
// whose lock the bot makes) and the backlog. A game's reading may be
// taken by a table's job, when a finished game's figures are worked out,
// and takes only leaves.
//
// Two orderings are held across requests by design: a hand message's
// writes (handMessage.Writing, so that an edit names its picture only
// while the message surely holds it; it guards what the message holds)
// and the command registration (registration.turn, so that two READYs do
// not write commands at once). Neither is taken from a job of a loop;
// inside a hand message's writing only the leaves are taken, and the hand
// is drawn (a drawing slot). A message's replay answers go out in order on
// a queue of their own (bot/reading's inorder.go).
//
// Tests check all of this: a running job of a table's loop counts as a
// lock held (loop.go), and the fake Discord refuses a request
// made with any lock held (locks_e2e_test.go).

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
