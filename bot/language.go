package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// Who reads which language. A private message (a hand, a card read, the
// rules, the Log, a replay, a refusal, any ephemeral answer) has one
// reader, whose Discord client says their language with every
// interaction: it is in that language, where Deckhand speaks it. A public
// message (a board, a lobby, a ping, a timer line, a tournament's board,
// a notice) is read by the whole channel: it is in the server's language,
// which an organiser may set with /settings, else the server's own
// Discord locale, else English.

// reader is the language of whoever made the interaction c.
func reader(c *discord.Context) *lang.Lang { return c.Lang() }

// serverLanguage is the language a server's public messages are in.
func serverLanguage(l storage.Language) *lang.Lang {
	switch {
	case l.Set != "" && lang.Speaks(l.Set):
		return lang.Get(l.Set)
	case l.Locale != "":
		return lang.Get(l.Locale)
	}
	return lang.Get(lang.English)
}

// languages keeps each server's language, read from the store once and
// kept as it changes: boards are posted by timers and CPU moves, with no
// interaction to say the server's locale, so the locale its last
// interaction said is remembered in the store. mu is a leaf (locks.go):
// the store is read and written without it.
type languages struct {
	store   *storage.Store
	mu      mutex
	servers map[string]storage.Language
}

func newLanguages(store *storage.Store) *languages {
	return &languages{store: store, servers: map[string]storage.Language{}}
}

// of returns guild's language record, from the store the first time.
// A failed read reads English this once and is tried again next time.
func (ls *languages) of(guild string) storage.Language {
	if ls == nil { // a part made without the bot (a unit test): English
		return storage.Language{}
	}
	ls.mu.Lock()
	l, ok := ls.servers[guild]
	ls.mu.Unlock()
	if ok || guild == "" {
		return l
	}
	l, err := ls.store.ServerLanguage(guild)
	if err != nil {
		return storage.Language{}
	}
	ls.mu.Lock()
	if have, ok := ls.servers[guild]; ok {
		l = have // changed meanwhile: the newer one stands
	} else {
		ls.servers[guild] = l
	}
	ls.mu.Unlock()
	return l
}

// public is the language of guild's public messages; English for none
// (a direct message has no server).
func (ls *languages) public(guild string) *lang.Lang { return serverLanguage(ls.of(guild)) }

// seen remembers the Discord locale a server's interaction says, writing
// it only when the language it reads changed: a server that reads
// English and always did costs no write.
func (ls *languages) seen(guild, locale string) {
	if guild == "" || locale == "" {
		return
	}
	if was := ls.of(guild).Locale; was == locale || readsAlike(was, locale) {
		return
	}
	if ls.store.RememberServerLocale(guild, locale) != nil {
		return // told again by the next interaction
	}
	ls.mu.Lock()
	l := ls.servers[guild]
	l.Locale = locale
	ls.servers[guild] = l
	ls.mu.Unlock()
}

// board is t's view as its channel reads it (on t's loop): the board and
// the lobby are public.
func (ls *languages) board(t *table) render.Table { return t.viewIn(ls.public(t.rec.GuildID)) }

// set records the language an organiser chose for guild.
func (ls *languages) set(guild, tag string) error {
	ls.of(guild) // the record in the cache, so the locale in it stays
	if err := ls.store.SetServerLanguage(guild, tag); err != nil {
		return err
	}
	ls.mu.Lock()
	l := ls.servers[guild]
	l.Set = tag
	ls.servers[guild] = l
	ls.mu.Unlock()
	return nil
}

// readsAlike reports whether two Discord locales read the same catalog
// ("" reads English).
func readsAlike(a, b string) bool {
	if a == "" {
		a = lang.English
	}
	return lang.Get(a) == lang.Get(b)
}
