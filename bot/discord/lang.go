package discord

import "github.com/deckhand/deckhand/games/lang"

// Lang is the language of the member who made the interaction: their
// Discord client's, where Deckhand speaks it, else English.
func (c *Context) Lang() *lang.Lang { return lang.Get(string(c.Interaction.Locale)) }

// GuildLocale is the Discord locale of the interaction's server; "" in
// a direct message.
func (c *Context) GuildLocale() string {
	if c.Interaction.GuildID == "" || c.Interaction.GuildLocale == nil {
		return ""
	}
	return string(*c.Interaction.GuildLocale)
}

// PublicLang is the language of the interaction's channel, which every
// member there reads: the server's (Router.PublicLang), English in a
// direct message or when the router was told none.
func (c *Context) PublicLang() *lang.Lang {
	if c.public == nil || c.Interaction.GuildID == "" {
		return lang.Get(lang.English)
	}
	return c.public(c.Interaction.GuildID)
}

// PublicLang tells the router the language of each server's public
// messages, for its handlers' Context.PublicLang. Set it before serving.
func (r *Router) PublicLang(f func(guild string) *lang.Lang) { r.public = f }
