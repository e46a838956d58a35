package bot

import (
	"fmt"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games/ismcts"
	"github.com/deckhand/deckhand/storage"
)

var errLeaveLobby = discord.Refuse(discord.Invalid, "Press **Leave** on the table's message to leave the lobby.")

// LeaveTable gives the user's seat at table id to a CPU player for the
// rest of the game, once they have confirmed (AskLeave).
func (b *Bot) LeaveTable(c *discord.Context, id string) error {
	return b.withTable(id, unfinished, func(t *table) error {
		seat := t.rec.SeatOf(c.User.ID)
		if seat < 0 {
			return errNotSeated
		}
		if t.rec.Phase == storage.Lobby {
			return errLeaveLobby
		}
		if err := b.update(t, func(rec *storage.Table) {
			rec.Seats[seat] = storage.Seat{Name: rec.Seats[seat].Name + " (CPU)", CPU: true, Level: ismcts.Normal.String()}
			b.setDeadline(t)
		}); err != nil {
			return err
		}
		b.kickCPUs(t)
		b.afterChange(t)
		return c.Respond(discord.Message{Content: fmt.Sprintf("<@%s> left the game; a Normal CPU plays their seat now.", c.User.ID)})
	})
}
