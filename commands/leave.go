package commands

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
)

// leave gives the user's seat to a CPU player.
func leave() command {
	return command{
		def:        &discordgo.ApplicationCommand{Name: "leave", Description: "Leave this channel's game; a CPU takes your seat"},
		serverOnly: true,
		run:        func(b *bot.Bot, c *discord.Context) error { return b.AskLeave(c) },
	}
}
