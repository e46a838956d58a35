package discord

import (
	"fmt"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

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
	Kind Kind
	// Text is the player's words as a message of the catalogs, said in
	// the language of the player who is refused; zero for a refusal
	// whose Words are already said (a game's error that is not a
	// games.Refusal).
	Text games.Text
	// Words is a sentence the player reads as it is: Text said in
	// English, for the logs, when Text is set.
	Words string
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

// RefuseT makes a refusal of kind whose words are the catalog's message
// id with its arguments, as name, value pairs (games.Say).
func RefuseT(kind Kind, id string, pairs ...any) *Refusal {
	t := games.Say(id, pairs...)
	return &Refusal{Kind: kind, Text: t, Words: lang.Get(lang.English).Say(t)}
}

// RefuseText makes a refusal of kind saying t.
func RefuseText(kind Kind, t games.Text) *Refusal {
	return &Refusal{Kind: kind, Text: t, Words: lang.Get(lang.English).Say(t)}
}

// WordsFor are r's words in l.
func (r *Refusal) WordsFor(l *lang.Lang) string {
	if r.Text.IsZero() {
		return r.Words
	}
	return l.Say(r.Text)
}

// Refusef is Refuse with the words formatted.
func Refusef(kind Kind, format string, args ...any) *Refusal {
	return Refuse(kind, fmt.Sprintf(format, args...))
}

// reply answers the interaction with the refusal, in the language of
// the player who made it.
func (r *Refusal) reply(c *Context) error {
	words := r.WordsFor(c.Lang())
	if r.Kind == Over {
		return c.Reply(Message{Content: words})
	}
	return c.Respond(Notice(words))
}

// Refusals that both the bot's tables and its reading room give, declared
// once so that they stay one refusal.
var (
	// ErrNotStarted answers what needs a game that has not started.
	ErrNotStarted = RefuseT(Invalid, "deckhand.refusal.not_started")
	// ErrUnreadable answers a click whose table or record could not be
	// read; nothing changes.
	ErrUnreadable = RefuseT(Failed, "deckhand.refusal.unreadable")
	// ErrNoGuild answers a command that needs a server, sent in a direct
	// message.
	ErrNoGuild = RefuseT(Invalid, "deckhand.refusal.no_guild")
)

// Refusals the router gives itself.
var (
	errUnknownCommand = RefuseT(Missing, "deckhand.refusal.unknown_command")
	errNotMine        = RefuseT(Forged, "deckhand.refusal.not_mine")
	// ErrForged answers a click whose custom id or values the bot never
	// rendered; nothing changes.
	ErrForged = RefuseT(Forged, "deckhand.refusal.forged")
	// errBroken answers a handler that panicked or failed without saying why.
	errBroken = RefuseT(Failed, "deckhand.refusal.broken")
)
