// Package commands is Deckhand's slash-command surface: /play, /hand,
// /game, /rules, /card, /leave, /end, /help, /stats, /leaderboard,
// /season, /history, /tournament, /privacy and /settings, one file each,
// written against the bot, each localized into every language Deckhand
// speaks (localize.go), and New, the bot with every command as the
// binary runs it. The components the bot
// renders (lobby, board, hand, rules pages, Log, history, replay) are the
// bot's own.
package commands

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// New makes a bot from cfg with every command registered: the one wiring
// the binary and the end-to-end tests share. The games offered are the
// registered ones, so import the game packages before calling it.
func New(cfg bot.Config) (*bot.Bot, error) {
	b, err := bot.New(cfg)
	if err != nil {
		return nil, err
	}
	register(b)
	return b, nil
}

// register adds every command to b.
func register(b *bot.Bot) {
	for _, c := range all() {
		localize(c.def)
		if c.serverOnly {
			c.def.Contexts = &[]discordgo.InteractionContextType{discordgo.InteractionContextGuild}
		}
		b.Command(c.def, func(ctx *discord.Context) error { return c.run(b, ctx) })
	}
}

// all are every command.
func all() []command {
	return []command{play(), hand(), game(), rules(), card(), leave(), end(), help(), stats(), leaderboard(), season(), history(), tournamentCmd(), privacy(), settings()}
}

// command is a slash command: its definition and what it does.
type command struct {
	def        *discordgo.ApplicationCommand
	serverOnly bool // all but /rules and /help need a server's channel
	run        func(b *bot.Bot, c *discord.Context) error
}

// gameOption is the option naming one of the registered games.
func gameOption() *discordgo.ApplicationCommandOption {
	var choices []*discordgo.ApplicationCommandOptionChoice
	for _, g := range games.All() {
		info := g.Info()
		// A game's name is the game's to say: the same as English where
		// it keeps its name.
		names := map[discordgo.Locale]string{}
		for _, tag := range lang.Translations() {
			if name := games.InfoIn(g, lang.Get(tag)).Name; name != info.Name {
				names[discordgo.Locale(tag)] = name
			}
		}
		choices = append(choices, &discordgo.ApplicationCommandOptionChoice{Name: info.Name, Value: info.Slug, NameLocalizations: names})
	}
	return &discordgo.ApplicationCommandOption{Type: discordgo.ApplicationCommandOptionString, Name: "game", Description: "Which game", Required: true, Choices: choices}
}
