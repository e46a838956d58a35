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
	var lines, cpus []string
	for _, info := range infos {
		lines = append(lines, fmt.Sprintf("- **%s** (%s): %s", info.Name, render.Players(info.MinSeats, info.MaxSeats), info.Summary))
		if cpu := render.CPUStrength(info.Slug); cpu != "" {
			cpus = append(cpus, info.Name+" "+cpu)
		}
	}
	m := discord.Notice(bot.Help())
	m.Embeds = []*discordgo.MessageEmbed{{Title: "Games", Description: strings.Join(lines, "\n")}}
	if len(cpus) > 0 {
		// The CPU's figures go in the footer (2048 characters), not in
		// each game's line, which fills the description's 4096.
		m.Embeds[0].Footer = &discordgo.MessageEmbedFooter{Text: render.CPUStrengthLegend + ": " + strings.Join(cpus, "; ") + "."}
	}
	return m
}
