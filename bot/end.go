package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	domain "github.com/deckhand/deckhand/bot/table"
)

var errNotHost = discord.RefuseT(discord.NotYours, "deckhand.refusal.not_host")

// EndTable ends table id, for its host or a channel manager, once they
// have confirmed (AskEnd), as the rules say (domain.End): a player seated
// in a rated game who ends it loses it to the others seated, in the same
// write; a channel manager not seated ends it unrated.
func (b *tableActions) EndTable(c *discord.Context, id string) error {
	return b.rt.withAnswer(c, id, inTableChannel(c, unfinished), func(t *table) (answer, error) {
		return b.cycle.decide(c, t, domain.End{By: memberOf(c)})
	})
}
