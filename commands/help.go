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
		run: func(b *bot.Bot, c *discord.Context) error {
			var infos []games.Info
			for _, g := range games.All() {
				infos = append(infos, g.Info())
			}
			return c.Respond(helpMessage(infos))
		},
	}
}

// helpMessage is the guide as the message's text and the games in an
// embed of their own. The guide alone fills most of Discord's 2000
// characters of text; the embed's 4096 hold a line for each of as many
// games as /play can offer (Discord's 25 choices), so a game added to
// games/all never pushes /help past what Discord takes.
func helpMessage(infos []games.Info) discord.Message {
	var lines []string
	for _, info := range infos {
		line := fmt.Sprintf("- **%s** (%s): %s", info.Name, render.Players(info.MinSeats, info.MaxSeats), info.Summary)
		if cpu := render.CPUStrength(info.Slug); cpu != "" {
			line += " CPU: " + cpu + "."
		}
		lines = append(lines, line)
	}
	m := discord.Notice(bot.Help())
	m.Embeds = []*discordgo.MessageEmbed{{Title: "Games", Description: strings.Join(lines, "\n")}}
	return m
}
