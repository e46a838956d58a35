package bot

import (
	"sync"
	"time"

	"github.com/deckhand/deckhand/bot/livehand"
)

// handMessages are the private messages that show, or showed, a hand,
// by id: which live hand each shows, and the picture it holds. A hand
// message can be written by its table's answers and live edits, by
// another table's hand answering a click forged onto it, and by any
// answer that replaces it with something else (a refusal, a replay
// step; the router tells the bot before that answer goes: replacing).
// Those writers are not ordered by one table's answer turns, so each
// write of a hand message holds that message's writing lock from the
// moment it reads what the message holds until it has recorded what it
// holds now: an edit that names the picture without uploading it again
// is made only while the message surely holds it.
type handMessages struct {
	mu    mutex
	m     map[string]*handMessage
	swept time.Time
}

// handMessage is one message that shows, or showed, a hand.
type handMessage struct {
	// writing is held while the message is written, across the request
	// (locks.go); pic and writes are guarded by it.
	writing sync.Mutex
	pic     messagePicture // the picture it holds; zero: none, or not known
	writes  uint64         // counts its writes, so that a late picture sees it is stale
	// live and at are guarded by handMessages.mu.
	live *livehand.Hand // the hand it shows live; nil once replaced by something else
	at   time.Time      // its last write: past a token's life nothing writes it again
}

// sweepEvery is how often entries past a token's life are dropped: the
// hands of tables that ended or were unloaded are never replaced.
const sweepEvery = time.Minute

// get returns message id's entry, made if it has none.
func (h *handMessages) get(id string) *handMessage {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.m == nil {
		h.m = map[string]*handMessage{}
	}
	now := time.Now()
	if now.Sub(h.swept) > sweepEvery {
		h.swept = now
		for k, e := range h.m {
			if now.Sub(e.at) > tokenLife {
				delete(h.m, k)
			}
		}
	}
	e := h.m[id]
	if e == nil {
		e = &handMessage{at: now}
		h.m[id] = e
	}
	return e
}

// find returns message id's entry, or nil.
func (h *handMessages) find(id string) *handMessage {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.m[id]
}

// shows reports whether e shows the live hand lh.
func (h *handMessages) shows(e *handMessage, lh *livehand.Hand) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return e.live == lh
}

// wrote notes that e was just written, showing lh live (nil: no hand).
func (h *handMessages) wrote(e *handMessage, lh *livehand.Hand) {
	h.mu.Lock()
	defer h.mu.Unlock()
	e.live, e.at = lh, time.Now()
}

// replacing is told that an answer is about to replace message id with
// something that is not a hand. It waits, unlocked, for a write of the
// hand on its way, and keeps the next ones waiting until that answer
// has gone (gone): from then on no live edit turns the message back into
// a hand, and the next hand answer on it does not count on its picture.
func (b *hands) replacing(id string) (gone func()) {
	e := b.handMsgs.find(id)
	if e == nil {
		return nil
	}
	e.writing.Lock()
	e.pic = messagePicture{}
	e.writes++
	b.handMsgs.wrote(e, nil)
	return e.writing.Unlock
}
