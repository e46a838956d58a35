package render

import (
	"fmt"
	"strings"
	"time"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// CarryRule says how ratings pass from one season to the next
// (storage.Carry). A season's messages say it in their reader's language
// (deckhand.render.season.carry).
const CarryRule = "A new season starts each member at their rating shrunk halfway toward 1500, its deviation halfway back to a newcomer's 350, with no games."

// gameName is a game's name in l, or its slug when no game of that name
// runs.
func gameName(l *lang.Lang, slug string) string {
	if g, ok := games.Lookup(slug); ok {
		return games.InfoIn(g, or(l)).Name
	}
	return slug
}

// day is a date as Discord shows it in each reader's own time zone.
func day(t time.Time) string { return fmt.Sprintf("<t:%d:D>", t.Unix()) }

// SeasonLength says how long a season runs: "30 days, until <date>" or
// "open-ended".
func SeasonLength(s storage.Season) string { return SeasonLengthIn(nil, s) }

// SeasonLengthIn is SeasonLength in l.
func SeasonLengthIn(l *lang.Lang, s storage.Season) string {
	l = or(l)
	if ends := s.Ends(); !ends.IsZero() {
		return l.T("deckhand.render.season.length", "Days", l.T("deckhand.render.timer.days", "Count", s.Days), "Until", day(ends))
	}
	return l.T("deckhand.render.season.open-ended")
}

// HonourLine is one honour: "Champion of season 1 (Rummy): @ann".
func HonourLine(h storage.Honour) string { return HonourLineIn(nil, h) }

// HonourLineIn is HonourLine with the game named in l (the honour's
// title is kept as it was given).
func HonourLineIn(l *lang.Lang, h storage.Honour) string {
	return fmt.Sprintf("%s (%s): <@%s>", h.Title, gameName(l, h.Game), h.User)
}

// champions are a season's champions, one a line, or why there are none.
func champions(l *lang.Lang, hs []storage.Honour) string {
	if len(hs) == 0 {
		return l.T("deckhand.render.season.no-champion", "Count", storage.MinChampionGames)
	}
	lines := make([]string, len(hs))
	for i, h := range hs {
		lines[i] = "🏆 " + HonourLineIn(l, h)
	}
	return strings.Join(lines, "\n")
}

// SeasonEnded tells a server its season ended and the next began.
func SeasonEnded(end storage.SeasonEnd) string { return SeasonEndedIn(nil, end) }

// SeasonEndedIn is SeasonEnded in l.
func SeasonEndedIn(l *lang.Lang, end storage.SeasonEnd) string {
	l = or(l)
	return strings.Join([]string{
		l.T("deckhand.render.season.ended", "Season", end.Ended.Number),
		champions(l, end.Champions),
		l.T("deckhand.render.season.next", "Season", end.Next.Number, "Length", SeasonLengthIn(l, end.Next),
			"Carry", l.T("deckhand.render.season.carry"), "Ended", end.Ended.Number),
	}, "\n")
}

// SeasonStarted tells a server an organiser started a season.
func SeasonStarted(s storage.Season, ended *storage.SeasonEnd) string {
	return SeasonStartedIn(nil, s, ended)
}

// SeasonStartedIn is SeasonStarted in l.
func SeasonStartedIn(l *lang.Lang, s storage.Season, ended *storage.SeasonEnd) string {
	l = or(l)
	var lines []string
	if ended != nil {
		lines = append(lines, l.T("deckhand.render.season.ended", "Season", ended.Ended.Number), champions(l, ended.Champions))
	}
	lines = append(lines, l.T("deckhand.render.season.started", "Season", s.Number, "Length", SeasonLengthIn(l, s),
		"By", "<@"+s.By+">", "Carry", l.T("deckhand.render.season.carry")))
	return strings.Join(lines, "\n")
}

// SeasonStatus is the current season and the past ones.
func SeasonStatus(all []storage.Season) string { return SeasonStatusIn(nil, all) }

// SeasonStatusIn is SeasonStatus in l.
func SeasonStatusIn(l *lang.Lang, all []storage.Season) string {
	l = or(l)
	cur := all[len(all)-1]
	since := l.T("deckhand.render.season.since-first")
	if !cur.Start.IsZero() {
		since = l.T("deckhand.render.season.since", "Day", day(cur.Start))
	}
	lines := []string{l.T("deckhand.render.season.status", "Season", cur.Number, "Since", since, "Length", SeasonLengthIn(l, cur))}
	var past []string
	for _, s := range all[:len(all)-1] {
		if !s.Ended.IsZero() {
			past = append(past, l.T("deckhand.render.season.past-one", "Season", s.Number, "Day", day(s.Ended)))
		}
	}
	if len(past) > 0 {
		lines = append(lines, l.T("deckhand.render.season.past", "Seasons", strings.Join(past, ", ")))
	}
	lines = append(lines, l.T("deckhand.render.season.carry"), l.T("deckhand.render.season.champion-rule", "Count", storage.MinChampionGames))
	return strings.Join(lines, "\n")
}
