package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games/lang"
)

var errNoSettings = discord.RefuseT(discord.Failed, "deckhand.settings.not_saved")

// ShowSettings tells the member, privately and in their language, what
// language this server's public messages are in, and why.
func (b *Bot) ShowSettings(c *discord.Context) error {
	set := b.langs.of(c.Interaction.GuildID)
	pub, l := serverLanguage(set), reader(c)
	why := "deckhand.settings.by_discord"
	if set.Set != "" && lang.Speaks(set.Set) {
		why = "deckhand.settings.by_organiser"
	}
	return c.Respond(discord.Notice(l.T(why, "Language", pub.T("deckhand.settings.self"))))
}

// SetServerLanguage makes tag the language of the server's boards,
// lobbies and notices ("": its Discord locale again), and says so in the
// channel, in that language. The caller has checked that the member may.
func (b *Bot) SetServerLanguage(c *discord.Context, tag string) error {
	guild := c.Interaction.GuildID
	if err := b.langs.set(guild, tag); err != nil {
		return errNoSettings.Because(err)
	}
	pub := b.langs.public(guild)
	return c.Respond(discord.Message{Content: pub.T("deckhand.settings.now", "Language", pub.T("deckhand.settings.self"))})
}
