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
	errNoTable     = discord.RefuseT(discord.Missing, "deckhand.refusal.no_table")
	errGameOver    = discord.RefuseT(discord.Over, "deckhand.refusal.game_over")
	errNotSeated   = discord.RefuseT(discord.NotYours, "deckhand.refusal.not_seated")
	errNotStarted  = discord.RefuseT(discord.Invalid, "deckhand.refusal.not_started")
	errStarted     = discord.RefuseT(discord.Invalid, "deckhand.refusal.started")
	errClosed      = discord.RefuseT(discord.Over, "deckhand.refusal.closed")
	errInternal    = discord.RefuseT(discord.Failed, "deckhand.refusal.internal")
	errStoreFailed = discord.RefuseT(discord.Failed, "deckhand.refusal.store_failed")
	errNotSaved    = discord.RefuseT(discord.Failed, "deckhand.refusal.not_saved")
	errUnreadable  = discord.RefuseT(discord.Failed, "deckhand.refusal.unreadable")
	errNoPost      = discord.RefuseT(discord.Failed, "deckhand.refusal.no_post")
	errClosing     = discord.RefuseT(discord.Failed, "deckhand.refusal.closing")
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
