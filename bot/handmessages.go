package bot

import (
	"time"
)

// handMessages finds a seat's hand by the private message that shows it
// live. Any answer may replace that message with something else (a
// refusal, a replay step forged on it): the router tells the bot before
// that answer goes (replacing), and from then on the message is no
// hand: no live edit turns it back into one, and no edit names the
// picture it no longer holds (a replay drops the hand's file for its
// own).
type handMessages struct {
	mu    mutex
	m     map[string]handMessage
	swept time.Time
}

type handMessage struct {
	hp *handPictures
	at time.Time
}

// sweepEvery is how often entries past a token's life are dropped: the
// hands of tables that ended or were unloaded are never replaced.
const sweepEvery = time.Minute

func (h *handMessages) add(id string, hp *handPictures) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.m == nil {
		h.m = map[string]handMessage{}
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
	h.m[id] = handMessage{hp, now}
}

// remove forgets id if it shows hp.
func (h *handMessages) remove(id string, hp *handPictures) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if e, ok := h.m[id]; ok && e.hp == hp {
		delete(h.m, id)
	}
}

// take forgets id and returns the hand it showed, or nil.
func (h *handMessages) take(id string) *handPictures {
	h.mu.Lock()
	defer h.mu.Unlock()
	e, ok := h.m[id]
	if !ok {
		return nil
	}
	delete(h.m, id)
	return e.hp
}

// setLive makes message id ("" for none) the one that shows hp's seat's
// hand live; hp.mu is held.
func (b *hands) setLive(hp *handPictures, id string) {
	if hp.live == id {
		return
	}
	if hp.live != "" {
		b.handMsgs.remove(hp.live, hp)
	}
	hp.live = id
	if id != "" {
		b.handMsgs.add(id, hp)
	}
}

// replacing is told that an answer is about to replace message id with
// something that is not its seat's hand. It waits, unlocked, for an edit
// of the hand on its way; after it, none starts.
func (b *hands) replacing(id string) {
	hp := b.handMsgs.take(id)
	if hp == nil {
		return
	}
	hp.mu.Lock()
	for hp.editing != nil {
		editing := hp.editing
		hp.mu.Unlock()
		<-editing
		hp.mu.Lock()
	}
	defer hp.mu.Unlock()
	if hp.live != id && hp.msg.msgID != id {
		return
	}
	if hp.live == id {
		hp.live = ""
	}
	if hp.msg.msgID == id {
		hp.msg = carried{}
	}
	hp.seq++ // a picture still on its way to it must not land
}
