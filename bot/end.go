package bot

import (
	"fmt"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/storage"
)

var errNotHost = discord.Refuse(discord.NotYours, "Only the host or someone who can manage this channel can end the game.")

// EndTable ends table id, for its host or a channel manager, once they
// have confirmed (AskEnd). A player seated in a rated game who ends it
// is rated as having lost it to the others seated, in the same write, as
// when they leave it: ending a game about to be lost must not dodge the
// loss. A channel manager not seated ends it unrated.
func (b *desk) EndTable(c *discord.Context, id string) error {
	return b.rt.withAnswer(c, id, here(c, unfinished), func(t *table) error {
		if c.User.ID != t.rec.Host && !c.CanManage() {
			return errNotHost
		}
		save := b.rt.store.Save
		against := endedAgainst(t.rec, c.User.ID)
		if len(against) > 0 {
			f := storage.Forfeit{GuildID: t.rec.GuildID, TableID: t.rec.ID, Game: t.rec.Game, UserID: c.User.ID, Against: against}
			save = func(rec *storage.Table) error { return b.rt.store.SaveForfeiting(rec, f) }
		}
		if err := b.rt.updateWith(t, func(rec *storage.Table) { rec.Phase, rec.Deadline = storage.Cancelled, time.Time{} }, save); err != nil {
			return err
		}
		b.rt.afterChange(t)
		words := fmt.Sprintf("<@%s> ended the %s game.", c.User.ID, t.game.Info().Name)
		if len(against) > 0 {
			words += fmt.Sprintf(" In the ratings, ending it counts as a loss to %s.", mentions(against))
		}
		return c.Respond(discord.Message{Content: words})
	})
}

// endedAgainst are those a player who ends rec's game loses it to in the
// ratings: the other people seated, when user is seated in a started
// game; none otherwise (a lobby, or someone not seated).
func endedAgainst(rec *storage.Table, user string) []string {
	if rec.Phase != storage.Playing || rec.SeatOf(user) < 0 {
		return nil
	}
	return humansBut(rec, user)
}
