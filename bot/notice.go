package bot

import "github.com/deckhand/deckhand/bot/discord"

// say posts a plain line in a channel.
func (b *Bot) say(channelID, text string) {
	// Its callers hold a table's lock: post in the background, so that
	// clicks on that table do not wait on Discord's rate limits.
	if !b.enter() {
		return
	}
	b.background.add()
	go func() {
		defer b.wg.Done()
		defer b.background.done()
		if !b.pace.wait(routine, b.stop) {
			return
		}
		if _, err := b.session.ChannelMessageSendComplex(channelID, discord.Message{Content: text}.Send()); err != nil {
			b.log.Warn("posting to channel", "channel", channelID, "err", err)
		}
	}()
}
