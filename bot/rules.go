package bot

import (
	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
)

var errNoRules = discord.Refuse(discord.Missing, "I do not know that game.")

// ShowRules answers with a game's rules page, as ephemeral messages of
// at most one embed description each.
func (b *Bot) ShowRules(c *discord.Context, slug string) error {
	g, ok := games.Lookup(slug)
	if !ok {
		return errNoRules
	}
	pages := render.RulesPages(g.Info())
	if err := c.Respond(pages[0]); err != nil {
		return err
	}
	for _, m := range pages[1:] {
		if err := c.Followup(m); err != nil {
			return err
		}
	}
	return nil
}

// Help is the text of /help.
func Help() string { return string(assets.Read("deckhand/help.md")) }
