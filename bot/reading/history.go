package reading

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
)

// historyPage is how many finished games a page of /history lists.
const historyPage = 10

// ShowHistory answers with a page of the finished games the member may
// look back on from this channel, only to the one who asked: the games
// played in the channel, and their own games anywhere in the server (a
// game is looked back on where it was seen, as its Log is, or by those
// who played it). /history opens page 0, its buttons turn the page in
// place.
func (b *Room) ShowHistory(c *discord.Context, page int) error {
	guild, channel, user := c.Interaction.GuildID, c.Interaction.ChannelID, c.User.ID
	if guild == "" {
		return discord.ErrNoGuild
	}
	entries, total, err := b.store.SeenHistory(guild, channel, user, page, historyPage)
	if err != nil {
		b.log.Error("reading history", "guild", guild, "err", err)
		return errHistory
	}
	if total == 0 {
		return errNoHistory
	}
	if len(entries) == 0 { // the list shrank since the page was shown
		page = (total - 1) / historyPage
		if entries, total, err = b.store.SeenHistory(guild, channel, user, page, historyPage); err != nil {
			b.log.Error("reading history", "guild", guild, "err", err)
			return errHistory
		}
	}
	return c.Reply(render.HistoryIn(c.Lang(), entries, page, historyPage, total))
}
