package bot

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
)

// The runtime's refusals: their kind for code, their words for players.
var (
	errNoTable     = discord.Refuse(discord.Missing, "There is no game in this channel. Start one with `/play`.")
	errGameOver    = discord.Refuse(discord.Over, "This game has ended.")
	errNotSeated   = discord.Refuse(discord.NotYours, "You are not playing at this table.")
	errNotStarted  = discord.Refuse(discord.Invalid, "This game has not started yet.")
	errStarted     = discord.Refuse(discord.Invalid, "This game has already started.")
	errClosed      = discord.Refuse(discord.Over, "This table is closed.")
	errInternal    = discord.Refuse(discord.Failed, "Something went wrong on our side; the game is as it was before your move.")
	errStoreFailed = discord.Refuse(discord.Failed, "I could not save that move, so it was not made. Please try again.")
	errNotSaved    = discord.Refuse(discord.Failed, "I could not save that; nothing changed. Please try again.")
	errUnreadable  = discord.Refuse(discord.Failed, "I could not read this table's saved game just now; nothing was changed.")
	errNoPost      = discord.Refuse(discord.Failed, "I could not post in this channel. Do I have permission to send messages here?")
	errClosing     = discord.Refuse(discord.Failed, "Deckhand is restarting, so nothing was changed. Please try again in a minute.")
)

// sentence makes an error readable: games wrap the shared errors as
// "that is not one of the choices: ...".
func sentence(err error) string {
	if errors.Is(err, games.ErrStale) {
		return "That choice is no longer open."
	}
	s := err.Error()
	if s == "" {
		return "That did not work."
	}
	r, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r)) + s[n:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "`") {
		s += "."
	}
	return s
}
