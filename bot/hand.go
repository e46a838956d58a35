package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
)

// ShowHand answers with the clicker's hand: a new ephemeral from the
// board or /hand, an update from the hand itself.
func (b *tableActions) ShowHand(c *discord.Context, tableID string, page int) error {
	return b.rt.withSeat(c, tableID, func(t *table, seat int) (answer, error) {
		return b.rt.hands.showHand(c, t, seat, page, "")
	})
}

// ShowChannelHand answers /hand with the user's hand at the channel's table.
func (b *tableActions) ShowChannelHand(c *discord.Context) error {
	id, err := b.rt.channelTableID(c.Interaction.ChannelID)
	if err != nil {
		return err
	}
	return b.ShowHand(c, id, 0)
}
