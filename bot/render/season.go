package render

import (
	"fmt"
	"strings"
	"time"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// CarryRule says how ratings pass from one season to the next
// (storage.Carry).
const CarryRule = "A new season starts each member at their rating shrunk halfway toward 1500, its deviation halfway back to a newcomer's 350, with no games."

// gameName is a game's name, or its slug when no game of that name runs.
func gameName(slug string) string {
	if g, ok := games.Lookup(slug); ok {
		return g.Info().Name
	}
	return slug
}

// day is a date as Discord shows it in each reader's own time zone.
func day(t time.Time) string { return fmt.Sprintf("<t:%d:D>", t.Unix()) }

// SeasonLength says how long a season runs: "30 days, until <date>" or
// "open-ended".
func SeasonLength(s storage.Season) string {
	if ends := s.Ends(); !ends.IsZero() {
		return fmt.Sprintf("%s, until %s", Count(s.Days, "day", "days"), day(ends))
	}
	return "open-ended, until an organiser ends it"
}

// HonourLine is one honour: "Champion of season 1 (Rummy): @ann".
func HonourLine(h storage.Honour) string {
	return fmt.Sprintf("%s (%s): <@%s>", h.Title, gameName(h.Game), h.User)
}

// champions are a season's champions, one a line, or why there are none.
func champions(hs []storage.Honour) string {
	if len(hs) == 0 {
		return fmt.Sprintf("No champion: nobody played %d rated games of one game.", storage.MinChampionGames)
	}
	lines := make([]string, len(hs))
	for i, h := range hs {
		lines[i] = "🏆 " + HonourLine(h)
	}
	return strings.Join(lines, "\n")
}

// SeasonEnded tells a server its season ended and the next began.
func SeasonEnded(end storage.SeasonEnd) string {
	return strings.Join([]string{
		fmt.Sprintf("**Season %d has ended.**", end.Ended.Number),
		champions(end.Champions),
		fmt.Sprintf("**Season %d** has begun (%s). %s `/leaderboard season:%d` shows season %d's final table.",
			end.Next.Number, SeasonLength(end.Next), CarryRule, end.Ended.Number, end.Ended.Number),
	}, "\n")
}

// SeasonStarted tells a server an organiser started a season.
func SeasonStarted(s storage.Season, ended *storage.SeasonEnd) string {
	var lines []string
	if ended != nil {
		lines = append(lines, fmt.Sprintf("**Season %d has ended.**", ended.Ended.Number), champions(ended.Champions))
	}
	lines = append(lines, fmt.Sprintf("**Season %d** has begun (%s), started by <@%s>. %s",
		s.Number, SeasonLength(s), s.By, CarryRule))
	return strings.Join(lines, "\n")
}

// SeasonStatus is the current season and the past ones.
func SeasonStatus(all []storage.Season) string {
	cur := all[len(all)-1]
	since := "since the server's first rated game"
	if !cur.Start.IsZero() {
		since = "since " + day(cur.Start)
	}
	lines := []string{fmt.Sprintf("**Season %d**, %s: %s.", cur.Number, since, SeasonLength(cur))}
	var past []string
	for _, s := range all[:len(all)-1] {
		if !s.Ended.IsZero() {
			past = append(past, fmt.Sprintf("%d (ended %s)", s.Number, day(s.Ended)))
		}
	}
	if len(past) > 0 {
		lines = append(lines, "Past seasons: "+strings.Join(past, ", ")+". `/leaderboard season:N` shows one's final table.")
	}
	lines = append(lines, CarryRule, fmt.Sprintf("A season's champion in a game is its best-rated player with at least %d rated games.", storage.MinChampionGames))
	return strings.Join(lines, "\n")
}
