package commands

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
)

// privacy says what Deckhand keeps about the member and for how long;
// with request:export it sends them their data as a file, with
// request:delete it erases it once they confirm (bot/privacy.go).
func privacy() command {
	return command{
		def: &discordgo.ApplicationCommand{Name: "privacy", Description: "What Deckhand keeps about you, for how long; export or delete it",
			Options: []*discordgo.ApplicationCommandOption{{
				Type: discordgo.ApplicationCommandOptionString, Name: "request", Description: "Export your data, or delete it",
				Choices: []*discordgo.ApplicationCommandOptionChoice{
					{Name: "Export my data (a file only you see)", Value: "export"},
					{Name: "Delete my data (asks first)", Value: "delete"},
				},
			}}},
		serverOnly: true,
		run:        func(b *bot.Bot, c *discord.Context) error { return b.Privacy(c, c.Option("request")) },
	}
}
