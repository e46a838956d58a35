package commands

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games/lang"
)

// serverLocale is the language choice that clears an organiser's choice:
// the server reads its own Discord language again.
const serverLocale = "server"

// settings shows the server's settings, and lets its organisers (Manage
// Server) set the language its boards, lobbies and notices are in.
func settings() command {
	languages := []*discordgo.ApplicationCommandOptionChoice{}
	for _, tag := range lang.Tags() {
		if tag == lang.Pseudo {
			continue
		}
		// A language's name is said in itself, in every language.
		languages = append(languages, &discordgo.ApplicationCommandOptionChoice{
			Name: lang.Get(tag).T("deckhand.settings.self"), Value: tag, NameLocalizations: map[discordgo.Locale]string{},
		})
	}
	languages = append(languages, &discordgo.ApplicationCommandOptionChoice{Name: "the server's Discord language", Value: serverLocale})
	return command{
		def: &discordgo.ApplicationCommand{
			Name:        "settings",
			Description: "This server's settings for Deckhand; organisers change them",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionString, Name: "language", Description: "The language of boards, lobbies and notices here (Manage Server)", Choices: languages},
			},
		},
		serverOnly: true,
		run: func(b *bot.Bot, c *discord.Context) error {
			tag := c.Option("language")
			if tag == "" {
				return b.Settings(c, false, "")
			}
			if !canManageServer(c) {
				return discord.RefuseT(discord.NotYours, "deckhand.commands.refusal.organisers")
			}
			if tag == serverLocale {
				tag = ""
			} else if !lang.Speaks(tag) || tag == lang.Pseudo {
				return discord.ErrForged
			}
			return b.Settings(c, true, tag)
		},
	}
}
