package livehand

import (
	"time"

	"github.com/deckhand/deckhand/games/lang"
)

// Message is where an open hand's message is, in the plain ids an edit
// with the interaction's token needs.
type Message struct {
	AppID, Token string
	ID           string // "" when the answer is no message the token can edit
	// V2 says the message went as Components V2, which every later edit
	// keeps.
	V2 bool
}

// Hand is a seat's newest open hand: the message that shows it, and the
// member it was shown to, who sees it only while they hold the seat.
type Hand struct {
	// User is the member it was shown to.
	User string
	// Lang is the language its member read it in: its live edits are
	// in the same.
	Lang *lang.Lang
	// Page is the page of the hand it shows.
	Page int

	msg   Message   // zero while the answer that shows it is on its way
	at    time.Time // when it was shown: its token's life counts from then
	shown uint64    // fingerprint of what it shows now
}

// Message is where the hand's message is; its ID is "" while the
// answer that shows it is on its way.
func (h *Hand) Message() Message { return h.msg }

// Changed reports whether a hand that would now show what sum is the
// fingerprint of shows something else: only then is an edit due.
func (h *Hand) Changed(sum uint64) bool { return sum != h.shown }

// pending reports whether the answer that shows the hand is on its way:
// live edits pass it by until it names its message.
func (h *Hand) pending() bool { return h.msg.ID == "" }
