package commands

import (
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/bot/tournament"
)

// defaultTournamentTimer is a tournament's turn timer when /tournament
// create names none: every tournament table has one.
const defaultTournamentTimer = 5 * time.Minute

// tournamentCmd opens a tournament's sign-up in the channel:
// /tournament create.
func tournamentCmd() command {
	var timers []*discordgo.ApplicationCommandOptionChoice
	for _, c := range render.TimerChoices {
		if c.D > 0 {
			timers = append(timers, &discordgo.ApplicationCommandOptionChoice{Name: c.Label, Value: c.Label})
		}
	}
	minRounds, minPod, minMinutes := 1.0, 3.0, 5.0
	return command{
		def: &discordgo.ApplicationCommand{
			Name:        "tournament",
			Description: "Run a tournament in this channel",
			Options: []*discordgo.ApplicationCommandOption{{
				Type: discordgo.ApplicationCommandOptionSubCommand, Name: "create", Description: "Open a tournament's sign-up here",
				Options: []*discordgo.ApplicationCommandOption{
					gameOption(),
					{Type: discordgo.ApplicationCommandOptionString, Name: "format", Description: "Swiss (two players), pods (3 to 8 at a table) or arena (a time window)", Required: true,
						Choices: []*discordgo.ApplicationCommandOptionChoice{
							{Name: "Swiss", Value: string(tournament.Swiss)}, {Name: "pods", Value: string(tournament.Pods)}, {Name: "arena", Value: string(tournament.Arena)},
						}},
					{Type: discordgo.ApplicationCommandOptionInteger, Name: "rounds", Description: "Swiss and pods: rounds to play (default 3)", MinValue: &minRounds, MaxValue: 20},
					{Type: discordgo.ApplicationCommandOptionInteger, Name: "minutes", Description: "Arena: how long it runs (default 60)", MinValue: &minMinutes, MaxValue: 1440},
					{Type: discordgo.ApplicationCommandOptionInteger, Name: "pod_size", Description: "Pods: the most players at a table (default 4)", MinValue: &minPod, MaxValue: 8},
					{Type: discordgo.ApplicationCommandOptionString, Name: "timer", Description: "Turn timer: whoever takes longer loses the game (default 5 minutes)", Choices: timers},
					{Type: discordgo.ApplicationCommandOptionInteger, Name: "round_minutes", Description: "Swiss and pods: a round's tables still playing after this long are decided (default: none)", MinValue: &minMinutes, MaxValue: 10080},
					{Type: discordgo.ApplicationCommandOptionString, Name: "at_deadline", Description: "A table still playing at the deadline: by how its game stands, else drawn (default); or drawn",
						Choices: []*discordgo.ApplicationCommandOptionChoice{
							{Name: "by its standing", Value: string(tournament.ByStanding)}, {Name: "drawn", Value: string(tournament.DrawAll)},
						}},
					{Type: discordgo.ApplicationCommandOptionBoolean, Name: "rated", Description: "Whether its games move the server's ratings (default true)"},
					{Type: discordgo.ApplicationCommandOptionString, Name: "options", Description: "The game's lobby options as key=value, e.g. target=250 wrap=off (a wrong one lists them)", MaxLength: 200},
				},
			}},
		},
		serverOnly: true,
		run: func(b *bot.Bot, c *discord.Context) error {
			data := c.Interaction.ApplicationCommandData()
			if len(data.Options) != 1 || data.Options[0].Name != "create" {
				return errNoSubcommand
			}
			opts := map[string]*discordgo.ApplicationCommandInteractionDataOption{}
			for _, o := range data.Options[0].Options {
				opts[o.Name] = o
			}
			str := func(name string) string {
				if o := opts[name]; o != nil {
					return o.StringValue()
				}
				return ""
			}
			num := func(name string, def int) int {
				if o := opts[name]; o != nil {
					return int(o.IntValue())
				}
				return def
			}
			s := tournament.Settings{
				Game: str("game"), Format: tournament.Format(str("format")), RoundCount: num("rounds", 3),
				Window: time.Duration(num("minutes", 60)) * time.Minute, PodSize: num("pod_size", 4),
				TurnTimer: defaultTournamentTimer, RoundTime: time.Duration(num("round_minutes", 0)) * time.Minute,
				AtDeadline: tournament.AtDeadline(str("at_deadline")), Unrated: opts["rated"] != nil && !opts["rated"].BoolValue(),
			}
			if o := str("options"); o != "" {
				s.Options = map[string]string{}
				for _, kv := range strings.FieldsFunc(o, func(r rune) bool { return r == ' ' || r == ',' }) {
					key, value, _ := strings.Cut(kv, "=")
					s.Options[key] = value
				}
			}
			if label := str("timer"); label != "" {
				d, ok := timerOption(label)
				if !ok || d <= 0 {
					return errTimer
				}
				s.TurnTimer = d
			}
			return b.CreateTournament(c, s)
		},
	}
}

var errNoSubcommand = discord.RefuseT(discord.Forged, "deckhand.commands.refusal.no_subcommand")
