package commands

import (
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
)

// play opens a lobby for a game in the channel.
func play() command {
	timers := make([]*discordgo.ApplicationCommandOptionChoice, 0, len(bot.TimerChoices))
	for _, c := range bot.TimerChoices {
		timers = append(timers, &discordgo.ApplicationCommandOptionChoice{Name: c.Label, Value: c.Label})
	}
	return command{
		def: &discordgo.ApplicationCommand{
			Name:        "play",
			Description: "Open a table for a card game in this channel",
			Options: []*discordgo.ApplicationCommandOption{
				gameOption(),
				{Type: discordgo.ApplicationCommandOptionString, Name: "timer", Description: "Turn timer: a random move is made for whoever takes longer", Choices: timers},
			},
		},
		serverOnly: true,
		run: func(b *bot.Bot, c *bot.Context) {
			timer, ok := timerOption(c.Option("timer"))
			if !ok {
				_ = c.Respond(bot.Notice("That is not one of the timer choices."))
				return
			}
			b.OpenTable(c, c.Option("game"), timer)
		},
	}
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
