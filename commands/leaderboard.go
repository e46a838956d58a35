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
	info := g.Info()
	guild := c.Interaction.GuildID
	cur, err := b.Store().CurrentSeason(guild)
	if err != nil {
		return errRatings.Because(err)
	}
	var top []storage.Standing
	current := fmt.Sprintf("season %d", cur.Number)
	which := current
	if n, ok := intOption(c, "season"); ok && n != cur.Number {
		top, err = b.Store().PastLeaderboard(guild, info.Slug, n, leaderboardSize)
		if errors.Is(err, storage.ErrNoSuchSeason) {
			return discord.Refuse(discord.Missing, fmt.Sprintf("This server has no past season %d: the current season is %d. `/season` lists the past ones.", n, cur.Number))
		}
		which = fmt.Sprintf("season %d, final", n)
	} else {
		top, err = b.Store().Leaderboard(guild, info.Slug, leaderboardSize)
	}
	if err != nil {
		return errRatings.Because(err)
	}
	if len(top) == 0 && which != current {
		return c.Respond(discord.Notice(fmt.Sprintf("Nobody was rated at %s in this server's %s.", info.Name, which)))
	}
	if len(top) == 0 {
		return c.Respond(discord.Notice(fmt.Sprintf("Nobody is rated at %s in this server's %s yet: a game is rated once it finishes with at least two human players.", info.Name, which)))
	}
	lines := []string{fmt.Sprintf("**%s leaderboard**, %s (Glicko-2 rating ± deviation)", info.Name, which)}
	for i, s := range top {
		lines = append(lines, fmt.Sprintf("%d. <@%s>: %s", i+1, s.UserID, standingText(s)))
	}
	lines = append(lines, ratingRules)
	return c.Respond(discord.Notice(strings.Join(lines, "\n")))
}

// ratingRules says what is rated beyond a finished game's result.
var ratingRules = fmt.Sprintf("_A member's games with any of the same opponents are rated at most %d times a UTC day in each game (a game of three or more counts once), so that other accounts cannot farm a rating. Leaving a rated game counts as a loss to everyone still seated; so does ending it while seated, or letting it close for idleness while it waits on you._", storage.MaxRatedPerPairPerDay)

// standingText is one rating with its record: "1662 ±290 · 3 games, 2
// wins, 1 draw". The deviation says how sure the rating is: a new
// player's is 350 and it shrinks with every game.
func standingText(s storage.Standing) string {
	return fmt.Sprintf("**%d** ±%d · %s, %s, %s", int(math.Round(s.R)), int(math.Round(s.RD)),
		count(s.Games, "game"), count(s.Wins, "win"), count(s.Draws, "draw"))
}

// count is n with its noun, in the plural unless n is 1.
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
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
