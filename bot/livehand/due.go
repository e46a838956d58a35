package livehand

import "time"

// Shows is what a live hand is to show after a change.
type Shows int

const (
	// Cards: the seat's hand as its holder sees it.
	Cards Shows = iota
	// SeatGone: the seat is no longer the member's it was shown to (they
	// left, or a CPU holds it): closed, with no card, no picture and no
	// button, since the seat's view is its new holder's.
	SeatGone
	// Cancelled: the game was called off; closed, with no button left
	// that could not answer.
	Cancelled
)

// Table is what the rules of live hands read of their table.
type Table struct {
	// Started: the game is on; before it starts, and once the bot no
	// longer holds its state, no hand is kept live.
	Started bool
	// Cancelled: the game was called off.
	Cancelled bool
	// Holder is the member who holds seat now: "" for a CPU, for a seat
	// out of range and for nobody.
	Holder func(seat int) string
}

// Due is one live hand to render after a change, and what it is to
// show; the bot renders it and edits it when the hand has Changed.
type Due struct {
	Seat  int
	Hand  *Hand
	Shows Shows
}

// Due says, after a change of t, what every live hand is to show, in no
// order. A hand whose answer is on its way is passed by (Answered tells
// whether it is to be shown again). A hand shown before shownAfter is
// dropped: its token is past its life, and Discord would refuse the
// edit. Every hand is dropped once the game is not on.
func (s *Set) Due(t Table, shownAfter time.Time) []Due {
	var due []Due
	for seat, h := range s.bySeat {
		if h.pending() {
			continue
		}
		if h.at.Before(shownAfter) || !t.Started {
			delete(s.bySeat, seat)
			continue
		}
		d := Due{Seat: seat, Hand: h, Shows: Cards}
		switch {
		case t.Cancelled:
			d.Shows = Cancelled
		case !Holds(t, seat, h.User):
			d.Shows = SeatGone
		}
		due = append(due, d)
	}
	return due
}

// Holds reports whether user holds seat of t now: a hand shows a seat's
// cards to its current holder alone, never to a member who left it, nor
// to anyone once a CPU holds it.
func Holds(t Table, seat int, user string) bool {
	return user != "" && t.Holder != nil && t.Holder(seat) == user
}

// Edited settles a live edit of d's hand that landed showing what sum is
// the fingerprint of. It reports again when the seat was answered while
// the edit was on its way: that edit may have landed after the answer,
// so the seat's newest hand is to be shown once more.
func (s *Set) Edited(d Due, sum uint64) (again bool) {
	if s.answeredMeanwhile(d) {
		return true
	}
	d.Hand.shown = sum
	return false
}

// Refused settles a live edit of d's hand that Discord refused (the
// member dismissed the hand, or its token died): the hand is dropped,
// unless the seat was answered meanwhile, which again reports.
func (s *Set) Refused(d Due) (again bool) {
	if s.answeredMeanwhile(d) {
		return true
	}
	delete(s.bySeat, d.Seat)
	return false
}

// Replaced drops d's hand, if it is still its seat's newest: its message
// shows something else now (an answer that is no hand, another table's
// hand), which must stay.
func (s *Set) Replaced(d Due) {
	if s.bySeat[d.Seat] == d.Hand {
		delete(s.bySeat, d.Seat)
	}
}

// answeredMeanwhile reports whether d's hand is no longer its seat's
// newest: answered again meanwhile, the newer hand is marked as showing
// nothing yet, so the next change shows it once more.
func (s *Set) answeredMeanwhile(d Due) bool {
	cur := s.bySeat[d.Seat]
	if cur == d.Hand {
		return false
	}
	if cur != nil {
		cur.shown = 0
	}
	return true
}
