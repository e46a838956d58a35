package bot

import (
	"fmt"
	"runtime/debug"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// errSetAside answers a click on a table just set aside.
var errSetAside = discord.RefuseT(discord.Over, "deckhand.refusal.set_aside")

// setAside quarantines a table whose game cannot be loaded or drawn: a
// damaged save, or a game bug its state keeps hitting. Every click on it
// would fail again, and its channel would stay taken, so the record moves
// out of the way for inspection (its answer log stays), the channel is
// freed for a new game and told so in plain words.
func (b *tableRuntime) setAside(rec *storage.Table, why string) {
	b.log.Error("table set aside", "table", rec.ID, "guild", rec.GuildID, "channel", rec.ChannelID, "game", rec.Game, "why", why)
	if err := b.store.Quarantine(rec.ID, why); err != nil {
		b.log.Error("quarantine", "table", rec.ID, "guild", rec.GuildID, "err", err)
	}
	b.mu.Lock()
	delete(b.tables, rec.ID)
	b.mu.Unlock()
	l := b.langs.public(rec.GuildID)
	name := rec.Game
	if g, ok := games.Lookup(rec.Game); ok {
		name = games.InfoIn(g, l).Name
	}
	b.out.say(rec.GuildID, rec.ChannelID, l.T("deckhand.notice.set_aside", "Game", name))
}

// setAsideOnPanic is deferred on t's loop around work that draws t's
// game: a panic there sets t aside (and the caller hears errSetAside
// through err, when it has one).
func (b *tableRuntime) setAsideOnPanic(t *table, what string, err *error) {
	r := recover()
	if r == nil {
		return
	}
	b.log.Error(what+" panicked", "table", t.rec.ID, "panic", r, "stack", string(debug.Stack()))
	if t.rec.Phase.Done() {
		return // an old board of a finished game: nothing to free
	}
	t.stopTimer()
	b.setAside(t.rec, fmt.Sprintf("%s panicked: %v", what, r))
	t.rec.Phase = storage.Cancelled // for anyone still holding t
	if err != nil {
		*err = errSetAside
	}
}
