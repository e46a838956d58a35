package discordtest

import (
	"fmt"
	"maps"
	"slices"
	"sync"
)

// Languages as Discord tells them: every interaction carries its
// member's client language (locale) and its server's (guild_locale),
// and a command, option or choice may be registered with a name and
// description per locale, which a member whose client is in that locale
// sees and types. Discord delivers the command with its own (default)
// names whatever the member typed.

// Locales are the test's languages: each member's and the guild's,
// en-US unless a test says otherwise (Server.Locales). Their own type
// with their own lock: a test may change them while interactions go.
type Locales struct {
	mu     sync.Mutex
	member map[string]string // user id → locale
	guild  string
}

// Set makes u's Discord client speak locale ("de", "pt-BR", any string
// Discord might send) in the interactions u makes from now on.
func (l *Locales) Set(u *User, locale string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.member == nil {
		l.member = map[string]string{}
	}
	l.member[u.ID] = locale
}

// SetGuild makes the guilds' Discord locale (a server's "primary
// language" in its community settings) locale from now on.
func (l *Locales) SetGuild(locale string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.guild = locale
}

// of is u's client language and the guild's.
func (l *Locales) of(u *User) (member, guild string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	member, guild = l.member[u.ID], l.guild
	if member == "" {
		member = "en-US"
	}
	if guild == "" {
		guild = "en-US"
	}
	return member, guild
}

// discordLocales are the locales Discord takes in a localization map.
var discordLocales = []string{
	"id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl", "pt-BR",
	"ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
}

// localized are a definition's localization maps.
type localized struct {
	NameLocalizations        map[string]string `json:"name_localizations"`
	DescriptionLocalizations map[string]string `json:"description_localizations"`
}

// nameIn is the name a member of locale types: its localization, else
// the name itself.
func (l localized) nameIn(locale, name string) string {
	if n := l.NameLocalizations[locale]; n != "" {
		return n
	}
	return name
}

// checkLocalized holds every localization to the rules of what it
// localizes: a name as a name (check, for a command or option's; a
// choice's is only bounded in length), a description as a description
// (none for a choice), each under a locale Discord knows.
func checkLocalized(p string, l localized, checkName, checkDesc func(p, s string, add func(string, ...any)), add func(string, ...any)) {
	for _, loc := range slices.Sorted(maps.Keys(l.NameLocalizations)) {
		if !slices.Contains(discordLocales, loc) {
			add("%s.name_localizations: %q is not a Discord locale", p, loc)
		}
		checkName(fmt.Sprintf("%s.name_localizations[%s]", p, loc), l.NameLocalizations[loc], add)
	}
	for _, loc := range slices.Sorted(maps.Keys(l.DescriptionLocalizations)) {
		if !slices.Contains(discordLocales, loc) {
			add("%s.description_localizations: %q is not a Discord locale", p, loc)
		}
		if checkDesc == nil {
			add("%s: a choice has no description", p)
			continue
		}
		checkDesc(fmt.Sprintf("%s.description_localizations[%s]", p, loc), l.DescriptionLocalizations[loc], add)
	}
}

// checkChoiceName bounds a choice's localized name as its name is.
func checkChoiceName(p, name string, add func(string, ...any)) {
	if n := runes(name); n < 1 || n > maxOptionText {
		add("%s: %d characters (1 to %d)", p, n, maxOptionText)
	}
}

// typed finds the slash command a member of locale typed as name: by its
// name in that locale, else by its own.
func (cs commandSets) typed(guild, name, locale string) *command {
	for _, scope := range []string{guild, ""} {
		for _, c := range cs[scope] {
			if c.def.kind() == 1 && c.def.nameIn(locale, c.def.Name) == name {
				return c
			}
		}
	}
	return cs.find(guild, name)
}
