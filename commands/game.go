package commands

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
)

// game posts the channel's board again, when it has scrolled away.
func game() command {
	return command{
		def:        &discordgo.ApplicationCommand{Name: "game", Description: "Post this channel's game board again"},
		serverOnly: true,
		run:        func(b *bot.Bot, c *bot.Context) { b.PostBoard(c) },
	}
}
