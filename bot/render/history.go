package render

import (
	"fmt"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// History renders one page of the finished games (and those ended early)
// a member sees from a channel: the channel's and their own, newest first, as a private Components V2 message: a line
// per game, a select that opens a game's replay, and the buttons to the
// pages before and after. total is how many games there are.
func History(entries []storage.History, page, perPage, total int) discord.Message {
	return HistoryIn(nil, entries, page, perPage, total)
}

// HistoryIn is History in l.
func HistoryIn(l *lang.Lang, entries []storage.History, page, perPage, total int) discord.Message {
	l = or(l)
	pages := (total + perPage - 1) / perPage
	sel := discordgo.SelectMenu{CustomID: discord.PickID{Page: page}.String(), Placeholder: l.T("deckhand.render.history.placeholder")}
	var lines []string
	for i, h := range entries {
		seated := &table.Table{Seats: make([]table.Seat, len(h.Seats))}
		for s, seat := range h.Seats {
			seated.Seats[s] = table.Seat(seat)
		}
		name := h.Game
		if g, ok := games.Lookup(h.Game); ok {
			name = games.InfoIn(g, l).Name
		}
		var players, plain []string
		for s := range h.Seats {
			players = append(players, SeatMention(seated, s))
			plain = append(plain, seatPlain(seated, s))
		}
		n := page*perPage + i + 1
		lines = append(lines, fmt.Sprintf("`%d.` **%s** · %s · %s · <t:%d:R>", n, name, strings.Join(players, ", "), outcome(l, h, func(s int) string { return SeatMention(seated, s) }), h.At.Unix()))
		sel.Options = append(sel.Options, discordgo.SelectMenuOption{
			Label:       clip(fmt.Sprintf("%d. %s · %s", n, name, strings.Join(plain, ", ")), 100),
			Description: clip(outcome(l, h, func(s int) string { return seatPlain(seated, s) })+" · "+dateIn(l, h.At), 100),
			Value:       h.TableID,
		})
	}
	var nav []discordgo.MessageComponent
	if page > 0 {
		nav = append(nav, button(l.T("deckhand.render.history.newer"), discord.HistoryID{Page: page - 1}.String(), discordgo.SecondaryButton))
	}
	if page+1 < pages {
		nav = append(nav, button(l.T("deckhand.render.history.older"), discord.HistoryID{Page: page + 1}.String(), discordgo.SecondaryButton))
	}
	m := v2(colourBoard,
		text(heading(l.T("deckhand.render.history.title"))),
		text(clip(strings.Join(lines, "\n"), historyTextMax)),
		text(small(l.T("deckhand.render.history.footer", "Page", page+1, "Pages", pages, "Games", l.T("deckhand.render.history.games", "Count", total)))),
		row(sel),
		row(nav...),
	)
	m.Ephemeral = true
	return m
}

// historyTextMax bounds a page's list, leaving its heading and footer
// room within a V2 message's 4,000 characters.
const historyTextMax = maxV2Text - 400

// outcome says in a few words how a listed game ended: the game's own
// summary when it left one (it names the winner, so nothing repeats
// it), else who won or who drew; a game ended before its finish says so.
func outcome(l *lang.Lang, h storage.History, name func(seat int) string) string {
	l = or(l)
	if h.Early {
		return l.T("deckhand.render.history.early")
	}
	if !h.SummaryMsg.IsZero() {
		return games.ExpandSeats(l.Say(h.SummaryMsg), name)
	}
	if h.Summary != "" {
		return games.ExpandSeats(h.Summary, name)
	}
	var first []string
	for s, p := range h.Places {
		if p == 1 {
			first = append(first, name(s))
		}
	}
	switch len(first) {
	case 0:
		return l.T("deckhand.render.history.no-winner")
	case 1:
		return l.T("deckhand.render.history.won", "Winner", first[0])
	default:
		return l.T("deckhand.render.history.draw", "Seats", strings.Join(first, l.T("deckhand.render.history.draw-and")))
	}
}

// dateIn is when a game was played, as a reader of l writes a day and a
// time ("2 Jan 15:04 UTC", "2. Jan. 15:04 UTC"), in UTC: Discord tells a
// bot no member's time zone.
func dateIn(l *lang.Lang, at time.Time) string {
	at = at.UTC()
	return l.T("deckhand.render.date", "Day", at.Day(), "Month", games.Say(months[at.Month()-1]), "Time", at.Format("15:04"))
}

var months = [12]string{
	"deckhand.render.month.jan", "deckhand.render.month.feb", "deckhand.render.month.mar", "deckhand.render.month.apr",
	"deckhand.render.month.may", "deckhand.render.month.jun", "deckhand.render.month.jul", "deckhand.render.month.aug",
	"deckhand.render.month.sep", "deckhand.render.month.oct", "deckhand.render.month.nov", "deckhand.render.month.dec",
}
