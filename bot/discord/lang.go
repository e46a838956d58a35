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
