package commands

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// leaderboardSize is how many players /leaderboard lists.
const leaderboardSize = 10

// leaderboard lists a game's best-rated players on the server.
func leaderboard() command {
	return command{
		def: &discordgo.ApplicationCommand{
			Name:        "leaderboard",
			Description: "The best-rated players of a game in this server",
			Options: []*discordgo.ApplicationCommandOption{gameOption(),
				{Type: discordgo.ApplicationCommandOptionInteger, Name: "season", Description: "A past season's final table (default: the current season)", MinValue: &firstSeason},
			},
		},
		serverOnly: true,
		run:        showLeaderboard,
	}
}

// firstSeason is the least season number /leaderboard takes.
var firstSeason = 1.0

var (
	errRatings     = discord.RefuseT(discord.Failed, "deckhand.commands.refusal.ratings")
	errUnknownGame = discord.RefuseT(discord.Missing, "deckhand.commands.refusal.unknown_game")
)

func showLeaderboard(b *bot.Bot, c *discord.Context) error {
	g, ok := games.Lookup(c.Option("game"))
	if !ok {
		return errUnknownGame
	}
	l := c.Lang()
	info := games.InfoIn(g, l)
	guild := c.Interaction.GuildID
	cur, err := b.Store().CurrentSeason(guild)
	if err != nil {
		return errRatings.Because(err)
	}
	var top []storage.Standing
	which, past := l.T("deckhand.commands.leaderboard.season", "Season", cur.Number), false
	if n, ok := intOption(c, "season"); ok && n != cur.Number {
		top, err = b.Store().PastLeaderboard(guild, info.Slug, n, leaderboardSize)
		if errors.Is(err, storage.ErrNoSuchSeason) {
			return discord.RefuseT(discord.Missing, "deckhand.commands.refusal.no_past_season", "Season", n, "Current", cur.Number)
		}
		which, past = l.T("deckhand.commands.leaderboard.season_final", "Season", n), true
	} else {
		top, err = b.Store().Leaderboard(guild, info.Slug, leaderboardSize)
	}
	if err != nil {
		return errRatings.Because(err)
	}
	if len(top) == 0 && past {
		return c.Respond(discord.Notice(l.T("deckhand.commands.leaderboard.nobody_was", "Game", info.Name, "Which", which)))
	}
	if len(top) == 0 {
		return c.Respond(discord.Notice(l.T("deckhand.commands.leaderboard.nobody_yet", "Game", info.Name, "Which", which)))
	}
	lines := []string{l.T("deckhand.commands.leaderboard.title", "Game", info.Name, "Which", which)}
	for i, s := range top {
		lines = append(lines, fmt.Sprintf("%d. <@%s>: %s", i+1, s.UserID, standingText(l, s)))
	}
	lines = append(lines, l.T("deckhand.commands.leaderboard.rules", "Count", storage.MaxRatedPerPairPerDay))
	return c.Respond(discord.Notice(strings.Join(lines, "\n")))
}

// standingText is one rating with its record: "1662 ±290 · 3 games, 2
// wins, 1 draw". The deviation says how sure the rating is: a new
// player's is 350 and it shrinks with every game.
func standingText(l *lang.Lang, s storage.Standing) string {
	return fmt.Sprintf("**%d** ±%d · %s", int(math.Round(s.R)), int(math.Round(s.RD)), record(l, s.Games, s.Wins, s.Draws))
}

// record is games, wins and draws counted in l: "3 games, 2 wins, 1 draw".
func record(l *lang.Lang, played, won, drawn int) string {
	return l.T("deckhand.commands.stats.record", "Games", l.T("deckhand.commands.stats.games", "Count", played),
		"Wins", l.T("deckhand.commands.stats.wins", "Count", won), "Draws", l.T("deckhand.commands.stats.draws", "Count", drawn))
}

// intOption is a slash command's integer option, if it was given.
func intOption(c *discord.Context, name string) (int, bool) {
	if c.Interaction.Type != discordgo.InteractionApplicationCommand {
		return 0, false
	}
	for _, o := range c.Interaction.ApplicationCommandData().Options {
		if o.Name == name && o.Type == discordgo.ApplicationCommandOptionInteger {
			return int(o.IntValue()), true
		}
	}
	return 0, false
}
