package commands

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/storage"
)

// seasonLengths are the lengths /season start offers, in days; "open"
// runs until an organiser ends it.
var seasonLengths = []int{30, 60, 90, 180, 365}

// season shows the server's rating season, and lets its organisers
// (Manage Server) start and end one.
func season() command {
	lengths := []*discordgo.ApplicationCommandOptionChoice{{Name: "open-ended", Value: "open"}}
	for _, d := range seasonLengths {
		lengths = append(lengths, &discordgo.ApplicationCommandOptionChoice{Name: fmt.Sprintf("%d days", d), Value: strconv.Itoa(d)})
	}
	return command{
		def: &discordgo.ApplicationCommand{
			Name:        "season",
			Description: "This server's rating season; organisers start and end one",
			Options: []*discordgo.ApplicationCommandOption{
				{Type: discordgo.ApplicationCommandOptionString, Name: "action", Description: "Show the season (default), or start or end one (Manage Server)", Choices: []*discordgo.ApplicationCommandOptionChoice{
					{Name: "show", Value: "show"}, {Name: "start", Value: "start"}, {Name: "end", Value: "end"},
				}},
				{Type: discordgo.ApplicationCommandOptionString, Name: "length", Description: "How long a season started now runs (default open-ended)", Choices: lengths},
			},
		},
		serverOnly: true,
		run:        runSeason,
	}
}

var (
	errSeasons         = discord.RefuseT(discord.Failed, "deckhand.commands.refusal.seasons")
	errNotOrganiser    = discord.RefuseT(discord.NotYours, "deckhand.commands.refusal.not_organiser")
	errSeasonEmpty     = discord.RefuseT(discord.Invalid, "deckhand.commands.refusal.season_empty")
	errLengthWithoutGo = discord.RefuseT(discord.Invalid, "deckhand.commands.refusal.length_without_go")
)

func runSeason(b *bot.Bot, c *discord.Context) error {
	guild := c.Interaction.GuildID
	action := c.Option("action")
	if action != "start" && c.Option("length") != "" {
		return errLengthWithoutGo
	}
	switch action {
	case "start", "end":
		if !canManageServer(c) {
			return errNotOrganiser
		}
	default:
		all, err := b.Store().Seasons(guild)
		if err != nil {
			return errSeasons.Because(err)
		}
		return c.Respond(discord.Notice(render.SeasonStatusIn(c.Lang(), all)))
	}
	if action == "end" {
		end, err := b.Store().EndSeason(guild)
		if errors.Is(err, storage.ErrSeasonEmpty) {
			return errSeasonEmpty
		}
		if err != nil {
			return errSeasons.Because(err)
		}
		return c.Respond(discord.Message{Content: render.SeasonEndedIn(c.PublicLang(), end)})
	}
	days := 0
	if l := c.Option("length"); l != "" && l != "open" {
		n, err := strconv.Atoi(l)
		if err != nil || n <= 0 {
			return errLengthWithoutGo
		}
		days = n
	}
	started, ended, err := b.Store().StartSeason(guild, c.Interaction.ChannelID, c.User.ID, days)
	if errors.Is(err, storage.ErrSeasonRunning) {
		cur, _ := b.Store().CurrentSeason(guild)
		return discord.RefuseT(discord.Invalid, "deckhand.commands.refusal.season_running", "Season", cur.Number, "Length", render.SeasonLengthIn(c.Lang(), cur))
	}
	if err != nil {
		return errSeasons.Because(err)
	}
	return c.Respond(discord.Message{Content: render.SeasonStartedIn(c.PublicLang(), started, ended)})
}

// canManageServer reports whether the member may organise the server's
// seasons: Manage Server, or Administrator.
func canManageServer(c *discord.Context) bool {
	m := c.Interaction.Member
	return m != nil && m.Permissions&(discordgo.PermissionManageGuild|discordgo.PermissionAdministrator) != 0
}
