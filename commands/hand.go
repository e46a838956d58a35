package commands

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
)

// hand shows the user's hand at the channel's table, privately.
func hand() command {
	return command{
		def:        &discordgo.ApplicationCommand{Name: "hand", Description: "See your cards and your choices (only you see them)"},
		serverOnly: true,
		run:        func(b *bot.Bot, c *discord.Context) error { return b.ShowChannelHand(c) },
	}
}
