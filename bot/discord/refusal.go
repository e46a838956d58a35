package discord

import "fmt"

// Kind is why the bot says no to a player.
type Kind uint8

const (
	// Forged: a custom id or value the bot never rendered.
	Forged Kind = iota + 1
	// Missing: no such table, game or command.
	Missing
	// Over: the table has ended or closed. Clicked on the player's own
	// message (an old hand), the refusal takes its place, so the message
	// loses the buttons that can no longer answer.
	Over
	// NotYours: the player is not seated, not the host, or not allowed.
	NotYours
	// Invalid: not now or not so: a full table, a game not started, an
	// option that is not offered.
	Invalid
	// Failed: our side failed (a save, a read, a post); nothing changed.
	Failed
)

// Refusal is a handler's "no": why (its kind, for code and logs) apart
// from the player's words. Handlers return it as their error; the router
// is the one place that turns it into a reply.
type Refusal struct {
	Kind  Kind
	Words string // a sentence the player reads as it is
	// Cause is the error behind a Failed refusal (a storage read that
	// failed), which the router logs with where it was met; the player
	// reads only Words.
	Cause error
}

func (r *Refusal) Error() string {
	if r.Cause != nil {
		return r.Words + ": " + r.Cause.Error()
	}
	return r.Words
}

func (r *Refusal) Unwrap() error { return r.Cause }

// Because is r with the error behind it, to be logged once by the router
// where it was met; the player still reads r's words alone.
func (r *Refusal) Because(cause error) *Refusal {
	out := *r
	out.Cause = cause
	return &out
}

// Refuse makes a refusal of kind with the player's words.
func Refuse(kind Kind, words string) *Refusal { return &Refusal{Kind: kind, Words: words} }

// Refusef is Refuse with the words formatted.
func Refusef(kind Kind, format string, args ...any) *Refusal {
	return Refuse(kind, fmt.Sprintf(format, args...))
}

// reply answers the interaction with the refusal.
func (r *Refusal) reply(c *Context) error {
	if r.Kind == Over {
		return c.Reply(Message{Content: r.Words})
	}
	return c.Respond(Notice(r.Words))
}

// Refusals the router gives itself.
var (
	errUnknownCommand = Refuse(Missing, "I do not know that command any more.")
	errNotMine        = Refuse(Forged, "That button is not mine to answer.")
	// ErrForged answers a click whose custom id or values the bot never
	// rendered; nothing changes.
	ErrForged = Refuse(Forged, "That button is not one of mine; nothing was changed.")
	// errBroken answers a handler that panicked or failed without saying why.
	errBroken = Refuse(Failed, "Something went wrong on our side; nothing was changed.")
)
