// Package commands is Deckhand's slash-command surface: /play, /hand,
// /game, /rules, /leave, /end, /help and /stats, written against the bot.
// The components the bot renders (lobby, board, hand) are the bot's own.
package commands

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/games"
)

// Register adds every command to b. The games offered are the registered
// ones, so import the game packages before calling it.
func Register(b *bot.Bot) {
	gameChoices := gameChoices()
	timerChoices := make([]*discordgo.ApplicationCommandOptionChoice, 0, len(bot.TimerChoices))
	for _, c := range bot.TimerChoices {
		timerChoices = append(timerChoices, &discordgo.ApplicationCommandOptionChoice{Name: c.Label, Value: c.Label})
	}
	noDM := false
	b.Command(&discordgo.ApplicationCommand{
		Name:         "play",
		Description:  "Open a table for a card game in this channel",
		DMPermission: &noDM,
		Options: []*discordgo.ApplicationCommandOption{
			{Type: discordgo.ApplicationCommandOptionString, Name: "game", Description: "Which game", Required: true, Choices: gameChoices},
			{Type: discordgo.ApplicationCommandOptionString, Name: "timer", Description: "Turn timer: a random move is made for whoever takes longer", Choices: timerChoices},
		},
	}, func(c *bot.Context) {
		timer, ok := timerOption(c.Option("timer"))
		if !ok {
			_ = c.Respond(bot.Notice("That is not one of the timer choices."))
			return
		}
		b.OpenTable(c, c.Option("game"), timer)
	})
	b.Command(&discordgo.ApplicationCommand{Name: "hand", Description: "See your cards and your choices (only you see them)", DMPermission: &noDM},
		func(c *bot.Context) { b.ShowChannelHand(c) })
	b.Command(&discordgo.ApplicationCommand{Name: "game", Description: "Post this channel's game board again", DMPermission: &noDM},
		func(c *bot.Context) { b.PostBoard(c) })
	b.Command(&discordgo.ApplicationCommand{
		Name:        "rules",
		Description: "Read the rules of a game (only you see them)",
		Options: []*discordgo.ApplicationCommandOption{
			{Type: discordgo.ApplicationCommandOptionString, Name: "game", Description: "Which game", Required: true, Choices: gameChoices},
		},
	}, func(c *bot.Context) { b.ShowRules(c, c.Option("game")) })
	b.Command(&discordgo.ApplicationCommand{Name: "leave", Description: "Leave this channel's game; a CPU takes your seat", DMPermission: &noDM},
		func(c *bot.Context) { b.LeaveTable(c) })
	b.Command(&discordgo.ApplicationCommand{Name: "end", Description: "End this channel's game (host or channel managers)", DMPermission: &noDM},
		func(c *bot.Context) { b.EndTable(c) })
	b.Command(&discordgo.ApplicationCommand{Name: "help", Description: "How to play with Deckhand"},
		func(c *bot.Context) { _ = c.Respond(bot.Notice(help())) })
	b.Command(&discordgo.ApplicationCommand{Name: "stats", Description: "Finished games and wins in this server", DMPermission: &noDM},
		func(c *bot.Context) { stats(b, c) })
}

func gameChoices() []*discordgo.ApplicationCommandOptionChoice {
	var out []*discordgo.ApplicationCommandOptionChoice
	for _, g := range games.All() {
		info := g.Info()
		out = append(out, &discordgo.ApplicationCommandOptionChoice{Name: info.Name, Value: info.Slug})
	}
	return out
}

func timerOption(label string) (d time.Duration, ok bool) {
	if label == "" {
		return 0, true
	}
	for _, c := range bot.TimerChoices {
		if c.Label == label {
			return c.D, true
		}
	}
	return 0, false
}

func help() string {
	var lines []string
	for _, g := range games.All() {
		info := g.Info()
		lines = append(lines, fmt.Sprintf("- **%s** (%d–%d players): %s", info.Name, info.MinSeats, info.MaxSeats, info.Summary))
	}
	return bot.Help() + "\n**Games**\n" + strings.Join(lines, "\n")
}

func stats(b *bot.Bot, c *bot.Context) {
	st, err := b.Store().GuildStats(c.Interaction.GuildID)
	if err != nil {
		_ = c.Respond(bot.Notice("I could not read the stats just now."))
		return
	}
	if len(st.Games) == 0 {
		_ = c.Respond(bot.Notice("No game has finished in this server yet. Start one with `/play`."))
		return
	}
	var lines []string
	for _, g := range games.All() {
		if n := st.Games[g.Info().Slug]; n > 0 {
			lines = append(lines, fmt.Sprintf("**%s**: %d finished", g.Info().Name, n))
		}
	}
	type row struct {
		user      string
		won, play int
	}
	var rows []row
	for u, p := range st.Players {
		rows = append(rows, row{u, p.Won, p.Played})
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].won != rows[j].won {
			return rows[i].won > rows[j].won
		}
		return rows[i].user < rows[j].user
	})
	lines = append(lines, "", "**Players** (wins / games)")
	for i, r := range rows {
		if i == 10 {
			break
		}
		lines = append(lines, fmt.Sprintf("%d. <@%s>: %d / %d", i+1, r.user, r.won, r.play))
	}
	_ = c.Respond(bot.Notice(strings.Join(lines, "\n")))
}
