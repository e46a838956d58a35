package commands

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
)

// rules shows a game's rules page, privately; it works in direct messages too.
func rules() command {
	return command{
		def: &discordgo.ApplicationCommand{
			Name:        "rules",
			Description: "Read the rules of a game (only you see them)",
			Options:     []*discordgo.ApplicationCommandOption{gameOption()},
		},
		run: func(b *bot.Bot, c *discord.Context) error { return b.ShowRules(c, c.Option("game")) },
	}
}
