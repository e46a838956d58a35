package commands

import (
	"fmt"
	"sort"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// stats shows the server's finished games and its players' wins, and
// beside them the caller's own rating and record in each game.
func stats() command {
	return command{
		def:        &discordgo.ApplicationCommand{Name: "stats", Description: "Finished games, wins and draws in this server, and your own figures"},
		serverOnly: true,
		run:        showStats,
	}
}

// honoursShown is how many of the server's newest honours /stats lists.
const honoursShown = 10

var errStats = discord.RefuseT(discord.Failed, "deckhand.commands.refusal.stats")

func showStats(b *bot.Bot, c *discord.Context) error {
	st, err := b.Store().GuildStats(c.Interaction.GuildID)
	if err != nil {
		return errStats.Because(err)
	}
	l := c.Lang()
	if len(st.Games) == 0 {
		return c.Respond(discord.Notice(l.T("deckhand.commands.stats.none")))
	}
	var lines []string
	for _, g := range games.All() {
		if n := st.Games[g.Info().Slug]; n > 0 {
			lines = append(lines, l.T("deckhand.commands.stats.finished", "Game", games.InfoIn(g, l).Name, "Count", n))
		}
	}
	type row struct {
		user string
		p    storage.PlayerStats
	}
	var rows []row
	for u, p := range st.Players {
		rows = append(rows, row{u, *p})
	}
	sort.Slice(rows, func(i, j int) bool {
		a, b := rows[i].p, rows[j].p
		if a.Won != b.Won {
			return a.Won > b.Won
		}
		if a.Drawn != b.Drawn {
			return a.Drawn > b.Drawn
		}
		return rows[i].user < rows[j].user
	})
	lines = append(lines, "", l.T("deckhand.commands.stats.players"))
	for i, r := range rows {
		if i == 10 {
			break
		}
		// A draw (first place shared) is neither a win nor a loss.
		id := "deckhand.commands.stats.player"
		if r.p.Drawn > 0 {
			id = "deckhand.commands.stats.player_drawn"
		}
		lines = append(lines, fmt.Sprintf("%d. <@%s>: ", i+1, r.user)+l.T(id, "Count", r.p.Won, "Drawn", r.p.Drawn, "Played", r.p.Played))
	}
	honours, err := b.Store().Honours(c.Interaction.GuildID, honoursShown)
	if err != nil {
		return errStats.Because(err)
	}
	if len(honours) > 0 {
		lines = append(lines, "", l.T("deckhand.commands.stats.honours"))
		for _, h := range honours {
			lines = append(lines, "🏆 "+render.HonourLineIn(c.Lang(), h))
		}
	}
	mine, err := b.Store().PlayerStandings(c.Interaction.GuildID, c.User.ID)
	if err != nil {
		return errStats.Because(err)
	}
	lines = append(lines, "", ownFigures(l, st.Players[c.User.ID], mine))
	return c.Respond(discord.Notice(strings.Join(lines, "\n")))
}

// ownFigures are the caller's totals, games against CPUs included, and
// their rating in each game they are rated in.
func ownFigures(l *lang.Lang, p *storage.PlayerStats, rated map[string]storage.Standing) string {
	if p == nil {
		return l.T("deckhand.commands.stats.you_none")
	}
	lines := []string{l.T("deckhand.commands.stats.you", "Record", record(l, p.Played, p.Won, p.Drawn))}
	for _, g := range games.All() {
		if s, ok := rated[g.Info().Slug]; ok {
			lines = append(lines, fmt.Sprintf("%s: %s", games.InfoIn(g, l).Name, standingText(l, s)))
		}
	}
	if len(lines) == 1 {
		lines = append(lines, l.T("deckhand.commands.stats.not_rated"))
	}
	return strings.Join(lines, "\n")
}
