package commands

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
)

// game posts the channel's board again, when it has scrolled away.
func game() command {
	return command{
		def:        &discordgo.ApplicationCommand{Name: "game", Description: "Post this channel's game board again"},
		serverOnly: true,
		run:        func(b *bot.Bot, c *discord.Context) error { return b.PostBoard(c) },
	}
}
