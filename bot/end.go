package bot

import (
	"fmt"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/storage"
)

var errNotHost = discord.Refuse(discord.NotYours, "Only the host or someone who can manage this channel can end the game.")

// EndTable ends table id, for its host or a channel manager, once they
// have confirmed (AskEnd).
func (b *desk) EndTable(c *discord.Context, id string) error {
	return b.withAnswer(c, id, here(c, unfinished), func(t *table) error {
		if c.User.ID != t.rec.Host && !c.CanManage() {
			return errNotHost
		}
		if err := b.update(t, func(rec *storage.Table) { rec.Phase, rec.Deadline = storage.Cancelled, time.Time{} }); err != nil {
			return err
		}
		b.afterChange(t)
		return c.Respond(discord.Message{Content: fmt.Sprintf("<@%s> ended the %s game.", c.User.ID, t.game.Info().Name)})
	})
}
