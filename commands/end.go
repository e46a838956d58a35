package commands

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
)

// end ends the channel's game, for its host or a channel manager.
func end() command {
	return command{
		def:        &discordgo.ApplicationCommand{Name: "end", Description: "End this channel's game (host or channel managers)"},
		serverOnly: true,
		run:        func(b *bot.Bot, c *discord.Context) error { return b.AskEnd(c) },
	}
}
