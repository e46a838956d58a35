package reading

import "github.com/deckhand/deckhand/bot/discord"

// inOrder runs answer on the clicked message's queue (Room.replays),
// so that answers to the same message go out whole, one after the other:
// a replay step is read and its picture drawn before it answers, and
// without it a quick second click's step could go out first, and the
// first click's step land over it. A command has no message and runs at
// once.
func (b *Room) inOrder(c *discord.Context, answer func() error) error {
	if c.Interaction.Message == nil {
		return answer()
	}
	return b.replays.Do(c.Interaction.Message.ID, answer)
}
