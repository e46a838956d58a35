package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games/lang"
)

var errNoSettings = discord.RefuseT(discord.Failed, "deckhand.settings.not_saved")

// Settings answers /settings: with a language tag it makes that the
// language of the server's boards, lobbies and notices ("" with set: its
// Discord locale again), and says so in the channel; without one it
// tells the member what the server's language is. The caller has checked
// that the member may set it.
func (b *Bot) Settings(c *discord.Context, set bool, tag string) error {
	if set {
		return b.langs.setFrom(c, tag)
	}
	return b.langs.show(c)
}

// showSettings tells the member, privately and in their language, what
// language this server's public messages are in, and why.
func (ls *languages) show(c *discord.Context) error {
	set := ls.of(c.Interaction.GuildID)
	pub, l := serverLanguage(set), reader(c)
	why := "deckhand.settings.by_discord"
	if set.Set != "" && lang.Speaks(set.Set) {
		why = "deckhand.settings.by_organiser"
	}
	return c.Respond(discord.Notice(l.T(why, "Language", pub.T("deckhand.settings.self"))))
}

// setFrom makes tag the language of the server's boards,
// lobbies and notices ("": its Discord locale again), and says so in the
// channel, in that language. The caller has checked that the member may.
func (ls *languages) setFrom(c *discord.Context, tag string) error {
	guild := c.Interaction.GuildID
	if err := ls.set(guild, tag); err != nil {
		return errNoSettings.Because(err)
	}
	pub := ls.public(guild)
	return c.Respond(discord.Message{Content: pub.T("deckhand.settings.now", "Language", pub.T("deckhand.settings.self"))})
}
