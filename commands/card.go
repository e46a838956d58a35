package commands

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
)

// card reads a card at the channel's table in full, privately: by name,
// or picked from the cards in play and in discard piles.
func card() command {
	return command{
		def: &discordgo.ApplicationCommand{
			Name:        "card",
			Description: "Read a card in play or in a discard pile in full (only you see it)",
			Options: []*discordgo.ApplicationCommandOption{{
				Type: discordgo.ApplicationCommandOptionString, Name: "name",
				Description: "The card's name; leave it out to pick from a list", MaxLength: 100,
			}},
		},
		serverOnly: true,
		run:        func(b *bot.Bot, c *discord.Context) error { return b.LookUpCard(c, c.Option("name")) },
	}
}
