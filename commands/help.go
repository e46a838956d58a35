package commands

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
)

// help explains the bot and lists the games.
func help() command {
	return command{
		def: &discordgo.ApplicationCommand{Name: "help", Description: "How to play with Deckhand"},
		run: func(b *bot.Bot, c *discord.Context) error { return c.Respond(discord.Notice(helpText())) },
	}
}

func helpText() string {
	var lines []string
	for _, g := range games.All() {
		info := g.Info()
		lines = append(lines, fmt.Sprintf("- **%s** (%s): %s", info.Name, render.Players(info.MinSeats, info.MaxSeats), info.Summary))
	}
	return bot.Help() + "\n**Games**\n" + strings.Join(lines, "\n")
}
