package commands

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
)

// history lists the server's finished games; each opens its replay.
func history() command {
	return command{
		def:        &discordgo.ApplicationCommand{Name: "history", Description: "This server's finished games, to replay turn by turn"},
		serverOnly: true,
		run:        func(b *bot.Bot, c *discord.Context) error { return b.ShowHistory(c, 0) },
	}
}
