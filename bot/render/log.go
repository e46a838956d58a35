package render

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// LogLine is one public line of a game's log and the move that made it.
type LogLine struct {
	Move int // the answer that made it, from 1
	// Told numbers the answers that made a public line, from 1: the Log
	// shows it, so its numbers run without a gap where an answer said
	// nothing aloud (a secret choice, a count asked next).
	Told int
	Text string
	// Msg is the line as data, where the game said it so: a reader reads
	// it in their language; Text otherwise (games.Event.Msg).
	Msg games.Text
}

// said is the line in l.
func (ln LogLine) said(l *lang.Lang) string { return SayLine(l, ln.Text, ln.Msg) }

// logPerPage keeps a page of the log short enough to read at a glance.
const logPerPage = 20

// Log renders logPerPage lines of a game's whole log from line first on
// (0-based; first < 0: the newest lines), with buttons to page through it,
// as a private Components V2 message.
// Pages are windows of lines rather than fixed pages counted from the
// first line: a fixed last page would often open on the last 3 lines of
// a page, when what a reader wants on opening is as much of the latest
// play as a page holds. Every page is full once the log has that many
// lines; Earlier and Later move a page's length, stopping at either end
// (a Later past the end opens the newest page, and keeps the two
// buttons' ids apart, as Discord wants them, when both are disabled).
// Custom ids carry the first line, so a page stays where it was while
// the game goes on.
func Log(tb *table.Table, info games.Info, lines []LogLine, first int) discord.Message {
	return LogIn(nil, tb, info, lines, first)
}

// LogIn is Log in l: info as its reader reads it (games.InfoIn).
func LogIn(l *lang.Lang, tb *table.Table, info games.Info, lines []LogLine, first int) discord.Message {
	l = or(l)
	last := max(0, len(lines)-logPerPage) // the first line of the newest page
	if first < 0 || first > last {
		first = last
	}
	end := min(len(lines), first+logPerPage)
	var body []string
	for _, ln := range lines[first:end] {
		body = append(body, fmt.Sprintf("`%3d` %s", ln.Told, expand(tb, ln.said(l))))
	}
	where := l.T("deckhand.render.log.lines", "First", first+1, "Last", end, "Count", len(lines))
	if len(body) == 0 {
		body = append(body, l.T("deckhand.render.log.no-moves"))
		where = l.T("deckhand.render.log.no-lines")
	}
	prev := button(l.T("deckhand.render.log.earlier"), discord.LogID{Table: tb.ID, First: max(0, first-logPerPage)}.String(), discordgo.SecondaryButton)
	prev.Disabled = first == 0
	next := button(l.T("deckhand.render.log.later"), discord.LogID{Table: tb.ID, First: first + logPerPage}.String(), discordgo.SecondaryButton)
	next.Disabled = first == last
	m := v2(colourNotice,
		text(heading(l.T("deckhand.render.log.title", "Game", info.Name))),
		text(clip(strings.Join(body, "\n"), logTextMax)),
		text(small(l.T("deckhand.render.log.footer", "Where", where, "Table", tb.ID))),
		row(prev, next),
	)
	m.Ephemeral = true
	return m
}

// logTextMax bounds a Log page's lines, leaving its heading and footer
// room within a V2 message's 4,000 characters.
const logTextMax = maxV2Text - 400
