package commands

import (
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
)

// play opens a lobby for a game in the channel.
func play() command {
	timers := make([]*discordgo.ApplicationCommandOptionChoice, 0, len(render.TimerChoices))
	for _, c := range render.TimerChoices {
		timers = append(timers, &discordgo.ApplicationCommandOptionChoice{Name: c.Label, Value: c.Label})
	}
	return command{
		def: &discordgo.ApplicationCommand{
			Name:        "play",
			Description: "Open a table for a card game in this channel",
			Options: []*discordgo.ApplicationCommandOption{
				gameOption(),
				{Type: discordgo.ApplicationCommandOptionString, Name: "timer", Description: "Turn timer: a Normal CPU moves for whoever takes longer", Choices: timers},
				{Type: discordgo.ApplicationCommandOptionString, Name: "pings", Description: "Mention whoever the game waits on (default on)", Choices: []*discordgo.ApplicationCommandOptionChoice{
					{Name: "on", Value: render.PingsOn}, {Name: "off", Value: render.PingsOff},
				}},
			},
		},
		serverOnly: true,
		run: func(b *bot.Bot, c *discord.Context) error {
			timer, ok := timerOption(c.Option("timer"))
			if !ok {
				return errTimer
			}
			return b.OpenTable(c, c.Option("game"), timer, c.Option("pings") == render.PingsOff)
		},
	}
}

var errTimer = discord.RefuseT(discord.Forged, "deckhand.commands.refusal.timer")

func timerOption(label string) (d time.Duration, ok bool) {
	if label == "" {
		return 0, true
	}
	for _, c := range render.TimerChoices {
		if c.Label == label {
			return c.D, true
		}
	}
	return 0, false
}
