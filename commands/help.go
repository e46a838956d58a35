package commands

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// help explains the bot and lists the games.
func help() command {
	return command{
		def: &discordgo.ApplicationCommand{Name: "help", Description: "How to play with Deckhand"},
		run: func(b *bot.Bot, c *discord.Context) error {
			l := c.Lang()
			var infos []games.Info
			for _, g := range games.All() {
				infos = append(infos, games.InfoIn(g, l))
			}
			return c.Respond(helpMessage(l, infos))
		},
	}
}

// helpMessage is the guide as the message's text and the games in an
// embed of their own. The guide alone fills most of Discord's 2000
// characters of text; the embed's 4096 hold a line for each of as many
// games as /play can offer (Discord's 25 choices), so a game added to
// games/all never pushes /help past what Discord takes.
func helpMessage(l *lang.Lang, infos []games.Info) discord.Message {
	var lines, cpus []string
	for _, info := range infos {
		lines = append(lines, fmt.Sprintf("- **%s** (%s): %s", info.Name, players(l, info.MinSeats, info.MaxSeats), info.Summary))
		if cpu := render.CPUStrengthIn(l, info.Slug); cpu != "" {
			cpus = append(cpus, info.Name+" "+cpu)
		}
	}
	m := discord.Notice(bot.HelpIn(l))
	m.Embeds = []*discordgo.MessageEmbed{{Title: l.T("deckhand.commands.help.games"), Description: strings.Join(lines, "\n")}}
	if len(cpus) > 0 {
		// The CPU's figures go in the footer (2048 characters), not in
		// each game's line, which fills the description's 4096.
		m.Embeds[0].Footer = &discordgo.MessageEmbedFooter{Text: render.CPUStrengthLegendIn(l) + ": " + strings.Join(cpus, "; ") + "."}
	}
	return m
}

// players says how many players a game takes, in l: "2 players",
// "2–8 players".
func players(l *lang.Lang, lo, hi int) string {
	if lo == hi {
		return l.T("deckhand.commands.help.players", "Count", lo)
	}
	return l.T("deckhand.commands.help.players_range", "Lo", lo, "Hi", hi)
}
