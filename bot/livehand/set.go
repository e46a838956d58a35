package livehand

import "time"

// Set is one table's open hands, by seat: each seat's newest. Its zero
// value holds none. It has no lock: only a job of its table's loop may
// call it.
type Set struct {
	bySeat map[int]*Hand
}

// Opening is a hand being answered: it is its seat's newest hand from
// Open on, with no message, until Answered says how the answer went.
type Opening struct {
	seat       int
	hand, prev *Hand
}

// Open makes h seat's newest hand as of now, while its answer is on its
// way; shows is the fingerprint of what the answer shows, 0 when it
// shows something that is to go at the next change (a note). Live edits
// pass the hand by until Answered.
func (s *Set) Open(seat int, h *Hand, shows uint64, now time.Time) Opening {
	if s.bySeat == nil {
		s.bySeat = map[int]*Hand{}
	}
	h.at, h.shown, h.msg = now, shows, Message{}
	o := Opening{seat: seat, hand: h, prev: s.bySeat[seat]}
	s.bySeat[seat] = h
	return o
}

// Answered settles o once its answer has gone: as msg when it went as a
// message its token can edit (ok), which the hand's live edits then
// edit; else the seat keeps the hand it had before, since a hand whose
// message cannot be named cannot be kept live. It reports whether o's
// hand is kept live, which it is not once the seat was answered again
// meanwhile.
func (s *Set) Answered(o Opening, msg Message, ok bool) (kept bool) {
	if s.bySeat[o.seat] != o.hand {
		return false // answered again since
	}
	if !ok || msg.ID == "" {
		s.restore(o.seat, o.prev)
		return false
	}
	o.hand.msg = msg
	return true
}

// restore makes h seat's newest hand again, or none when h is nil.
func (s *Set) restore(seat int, h *Hand) {
	if h == nil {
		delete(s.bySeat, seat)
		return
	}
	s.bySeat[seat] = h
}

// Len is how many seats have a hand kept live.
func (s *Set) Len() int { return len(s.bySeat) }
