package commands

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
)

// history lists the finished games of the channel and of the member;
// each opens its replay.
func history() command {
	return command{
		def:        &discordgo.ApplicationCommand{Name: "history", Description: "This channel's finished games and yours, to replay turn by turn"},
		serverOnly: true,
		run:        func(b *bot.Bot, c *discord.Context) error { return b.ShowHistory(c, 0) },
	}
}
