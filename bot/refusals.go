package bot

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// The runtime's refusals: their kind for code, their words for players.
var (
	errNoTable     = discord.RefuseT(discord.Missing, "deckhand.refusal.no_table")
	errGameOver    = discord.RefuseT(discord.Over, "deckhand.refusal.game_over")
	errNotSeated   = discord.RefuseT(discord.NotYours, "deckhand.refusal.not_seated")
	errStarted     = discord.RefuseT(discord.Invalid, "deckhand.refusal.started")
	errClosed      = discord.RefuseT(discord.Over, "deckhand.refusal.closed")
	errInternal    = discord.RefuseT(discord.Failed, "deckhand.refusal.internal")
	errStoreFailed = discord.RefuseT(discord.Failed, "deckhand.refusal.store_failed")
	errNotSaved    = discord.RefuseT(discord.Failed, "deckhand.refusal.not_saved")
	errNoPost      = discord.RefuseT(discord.Failed, "deckhand.refusal.no_post")
	errClosing     = discord.RefuseT(discord.Failed, "deckhand.refusal.closing")
)

// sentence makes an error readable in English: games wrap the shared
// errors as "that is not one of the choices: ...".
func sentence(err error) string { return saidIn(lang.Get(lang.English), err) }

// saidIn is err as a reader of l reads it: a game's refusal (games.Refusal)
// and a stale choice in l, any other error as its English sentence.
func saidIn(l *lang.Lang, err error) string {
	if t, ok := reason(err).(games.Text); ok {
		return l.Say(t)
	}
	return reason(err).(string)
}

// reason is err as the argument of a message: a Text for the errors said
// in the catalogs, else the error's own words made a sentence.
func reason(err error) any {
	if errors.Is(err, games.ErrStale) {
		return games.Say("deckhand.refusal.stale")
	}
	var r *games.Refusal
	if errors.As(err, &r) && !r.Text.IsZero() {
		return r.Text
	}
	s := err.Error()
	if s == "" {
		return games.Say("deckhand.refusal.did_not_work")
	}
	r0, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r0)) + s[n:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "`") {
		s += "."
	}
	return s
}
