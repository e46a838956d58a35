package livehand

import (
	"sync"
	"time"
)

// Messages are the private messages that show, or showed, a hand, by
// id: which live hand each shows, and what the bot knows of the picture
// it holds (P). A hand message can be written by its table's answers
// and live edits, by another table's hand answering a click forged onto
// it, and by any answer that replaces it with something else (a
// refusal, a replay step: Replacing). Those writers are not ordered by
// one table's loop, so each write of a hand message holds that
// message's Writing lock from the moment it reads what the message
// holds until it has recorded what it holds now: an edit that names the
// picture without uploading it again is made only while the message
// surely holds it.
type Messages[P any] struct {
	mu    sync.Locker // the index's own, a leaf: held for no request
	life  time.Duration
	m     map[string]*Entry[P]
	swept time.Time
}

// NewMessages is an index of hand messages under lock, which it takes
// for nothing else; an entry unwritten for life (a token's life: no
// edit could reach its message) is forgotten.
func NewMessages[P any](lock sync.Locker, life time.Duration) *Messages[P] {
	return &Messages[P]{mu: lock, life: life, m: map[string]*Entry[P]{}}
}

// Entry is one message that shows, or showed, a hand.
type Entry[P any] struct {
	// Writing is held while the message is written, across the request;
	// Picture and Writes are guarded by it.
	Writing sync.Mutex
	// Picture is what the message holds; its zero value: none, or not
	// known.
	Picture P
	// Writes counts the message's writes, so that a late picture sees it
	// is stale.
	Writes uint64
	// live and at are guarded by the index's lock.
	live *Hand     // the hand it shows live; nil once replaced by something else
	at   time.Time // its last write
}

// sweepEvery is how often entries past their life are dropped: the
// hands of tables that ended or were unloaded are never replaced.
const sweepEvery = time.Minute

// Get returns message id's entry, made if it has none.
func (ms *Messages[P]) Get(id string) *Entry[P] {
	ms.mu.Lock()
	defer ms.mu.Unlock()
	now := time.Now()
	if now.Sub(ms.swept) > sweepEvery {
		ms.swept = now
		for k, e := range ms.m {
			if now.Sub(e.at) > ms.life {
				delete(ms.m, k)
			}
		}
	}
	e := ms.m[id]
	if e == nil {
		e = &Entry[P]{at: now}
		ms.m[id] = e
	}
	return e
}

// Find returns message id's entry, or nil.
func (ms *Messages[P]) Find(id string) *Entry[P] {
	ms.mu.Lock()
	defer ms.mu.Unlock()
	return ms.m[id]
}

// Shows reports whether e shows the live hand h: a live edit of h is
// sent to e's message only then, never once it shows something else.
func (ms *Messages[P]) Shows(e *Entry[P], h *Hand) bool {
	ms.mu.Lock()
	defer ms.mu.Unlock()
	return e.live == h
}

// Wrote notes that e was just written, showing h live (nil: no hand).
func (ms *Messages[P]) Wrote(e *Entry[P], h *Hand) {
	ms.mu.Lock()
	defer ms.mu.Unlock()
	e.live, e.at = h, time.Now()
}

// Replacing is told that an answer is about to replace message id with
// something that is not a hand. It waits, holding no lock of the index,
// for a write of the hand on its way, and keeps the next ones waiting
// until that answer has gone (gone): from then on no live edit turns
// the message back into a hand, and the next hand answer on it does not
// count on its picture. A message that never showed a hand is nothing to
// wait for (gone is nil).
func (ms *Messages[P]) Replacing(id string) (gone func()) {
	e := ms.Find(id)
	if e == nil {
		return nil
	}
	e.Writing.Lock()
	var none P
	e.Picture = none
	e.Writes++
	ms.Wrote(e, nil)
	return e.Writing.Unlock
}
