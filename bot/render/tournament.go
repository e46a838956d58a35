package render

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/bot/tournament"
	"github.com/deckhand/deckhand/games/lang"
)

// StandingsPicture is the file name of a tournament message's picture.
const StandingsPicture = "standings.png"

// standingsLines is how many lines of standings the text lists; the
// picture and later rounds show the rest.
const standingsLines = 40

// TournamentMessage is a tournament's message: its settings, who has
// joined or how they stand, and its buttons (everyone's: Join, Leave,
// Check in; its organiser's: Start, Pause or Resume, End, and a select of
// a player to drop). gameName names the game. Once play has begun it
// carries the standings drawn as a picture.
func TournamentMessage(t *tournament.Tournament, gameName string) discord.Message {
	return TournamentMessageIn(nil, t, gameName)
}

// TournamentMessageIn is TournamentMessage in l, gameName said in l.
func TournamentMessageIn(l *lang.Lang, t *tournament.Tournament, gameName string) discord.Message {
	l = or(l)
	head := l.T("deckhand.render.tournament.heading", "Game", gameName, "Format", formatName(l, t.Format), "State", stateName(l, t))
	parts := []discordgo.MessageComponent{text(heading(head), settingsLine(l, t))}
	if t.State == tournament.SignUp {
		var lines []string
		for i, e := range t.Entrants {
			line := fmt.Sprintf("%d. <@%s>", i+1, e.ID)
			if e.CheckedIn {
				line += " ✓"
			}
			lines = append(lines, line)
		}
		if len(lines) == 0 {
			lines = []string{l.T("deckhand.render.tournament.nobody")}
		}
		parts = append(parts, text(append([]string{l.T("deckhand.render.tournament.players", "Count", len(t.Entrants))}, lines...)...),
			text(l.T("deckhand.render.tournament.how", "Organiser", "<@"+t.Organiser+">")))
	} else {
		parts = append(parts, text(standingsText(l, t)...), gallery(discord.Ref(StandingsPicture), standingsAlt(l, t)))
		if r := roundLine(l, t); r != "" {
			parts = append(parts, text(r))
		}
	}
	id := t.ID
	btn := func(label string, a discord.EventAction, style discordgo.ButtonStyle) discordgo.MessageComponent {
		return button(label, discord.EventID{Tournament: id, Action: a}.String(), style)
	}
	switch t.State {
	case tournament.SignUp:
		parts = append(parts, row(
			btn(l.T("deckhand.render.tournament.join"), discord.EventJoin, discordgo.PrimaryButton),
			btn(l.T("deckhand.render.tournament.leave"), discord.EventLeave, discordgo.SecondaryButton),
			btn(l.T("deckhand.render.tournament.check-in"), discord.EventCheckIn, discordgo.SecondaryButton),
			btn(l.T("deckhand.render.tournament.start"), discord.EventStart, discordgo.SuccessButton),
			btn(l.T("deckhand.render.tournament.end"), discord.EventEnd, discordgo.DangerButton),
		))
	case tournament.Running, tournament.Paused:
		pause := btn(l.T("deckhand.render.tournament.pause"), discord.EventPause, discordgo.SecondaryButton)
		if t.State == tournament.Paused {
			pause = btn(l.T("deckhand.render.tournament.resume"), discord.EventResume, discordgo.SuccessButton)
		}
		parts = append(parts, row(btn(l.T("deckhand.render.tournament.leave"), discord.EventLeave, discordgo.SecondaryButton), pause, btn(l.T("deckhand.render.tournament.end"), discord.EventEnd, discordgo.DangerButton)),
			row(discordgo.SelectMenu{MenuType: discordgo.UserSelectMenu, CustomID: discord.EventID{Tournament: id, Action: discord.EventDrop}.String(),
				Placeholder: clip(l.T("deckhand.render.tournament.drop"), 150), MinValues: intPtr(1), MaxValues: 1}))
	}
	parts = append(parts, text(small(l.T("deckhand.render.tournament.footer", "Organiser", "<@"+t.Organiser+">", "ID", t.ID))))
	accent := colourLobby
	if t.State == tournament.Finished {
		accent = colourOver
	}
	m := v2(accent, parts...)
	if t.State != tournament.SignUp {
		if png, err := draw.StandingsPNG(standingsData(l, t, gameName)); err == nil {
			m.Files = []discord.File{{Name: StandingsPicture, ContentType: "image/png", Data: png}}
		} else {
			m = withoutGallery(m)
		}
	}
	return m
}

func intPtr(n int) *int { return &n }

// withoutGallery drops the picture's gallery from a message whose picture
// could not be drawn; its text says everything.
func withoutGallery(m discord.Message) discord.Message {
	box := m.Components[0].(discordgo.Container)
	var kept []discordgo.MessageComponent
	for _, c := range box.Components {
		if _, ok := c.(discordgo.MediaGallery); !ok {
			kept = append(kept, c)
		}
	}
	box.Components = kept
	m.Components = []discordgo.MessageComponent{box}
	return m
}

func formatName(l *lang.Lang, f tournament.Format) string {
	switch f {
	case tournament.Pods:
		return l.T("deckhand.render.tournament.format.pods")
	case tournament.Arena:
		return l.T("deckhand.render.tournament.format.arena")
	}
	return l.T("deckhand.render.tournament.format.swiss")
}

func stateName(l *lang.Lang, t *tournament.Tournament) string {
	switch t.State {
	case tournament.SignUp:
		return l.T("deckhand.render.tournament.state.sign-up")
	case tournament.Paused:
		return l.T("deckhand.render.tournament.state.paused")
	case tournament.Finished:
		return l.T("deckhand.render.tournament.state.over")
	}
	if t.Format == tournament.Arena {
		return l.T("deckhand.render.tournament.state.playing")
	}
	return l.T("deckhand.render.tournament.state.round", "Round", len(t.Rounds), "Rounds", t.RoundCount)
}

func settingsLine(l *lang.Lang, t *tournament.Tournament) string {
	var s []string
	switch t.Format {
	case tournament.Arena:
		s = append(s, l.T("deckhand.render.tournament.rules.arena", "Window", t.Window.String()), l.T("deckhand.render.tournament.rules.then")+deadlineRule(l, t.AtDeadline))
	case tournament.Pods:
		s = append(s, l.T("deckhand.render.tournament.rules.pods", "Rounds", t.RoundCount, "Size", t.PodSize))
	default:
		s = append(s, l.T("deckhand.render.tournament.rules.swiss", "Rounds", t.RoundCount))
	}
	s = append(s, l.T("deckhand.render.tournament.rules.timer", "Timer", timerLabel(l, t.TurnTimer)))
	if t.RoundTime > 0 {
		s = append(s, l.T("deckhand.render.tournament.rules.round-time", "Time", t.RoundTime.String())+deadlineRule(l, t.AtDeadline))
	}
	if t.Unrated {
		s = append(s, l.T("deckhand.render.tournament.rules.unrated"))
	} else {
		s = append(s, l.T("deckhand.render.tournament.rules.rated"))
	}
	if len(t.Options) > 0 {
		var opts []string
		for _, k := range slices.Sorted(maps.Keys(t.Options)) {
			opts = append(opts, k+"="+t.Options[k])
		}
		s = append(s, l.T("deckhand.render.tournament.rules.options", "Options", strings.Join(opts, " ")))
	}
	return strings.Join(s, " · ")
}

// deadlineRule says how a deadline decides the tables still playing.
func deadlineRule(l *lang.Lang, a tournament.AtDeadline) string {
	if a == tournament.DrawAll {
		return l.T("deckhand.render.tournament.deadline.draw")
	}
	return l.T("deckhand.render.tournament.deadline.stands")
}

// StandingsText is the standings as lines of text, for the message and
// for whoever cannot see the picture.
func StandingsText(t *tournament.Tournament) []string { return standingsText(nil, t) }

// standingsText is StandingsText in l.
func standingsText(l *lang.Lang, t *tournament.Tournament) []string {
	l = or(l)
	out := []string{"**" + l.T("deckhand.render.tournament.standings") + "**"}
	for i, s := range t.Standings() {
		if i == standingsLines {
			out = append(out, l.T("deckhand.render.tournament.more", "Count", len(t.Entrants)-i))
			break
		}
		line := fmt.Sprintf("%d. <@%s> **%s** (%s)", s.Rank, s.ID, t.PointsText(s.Points), record(l, s))
		if t.Format != tournament.Arena {
			line += fmt.Sprintf(" · Bh %s · SB %s", t.PointsText(s.Buchholz), t.SonnebornText(s.Sonneborn))
		}
		if s.Streak >= 2 && t.Format == tournament.Arena {
			line += " 🔥"
		}
		if s.Dropped {
			line = l.T("deckhand.render.tournament.dropped", "Line", line)
		}
		out = append(out, line)
	}
	return out
}

func record(l *lang.Lang, s tournament.Standing) string {
	r := fmt.Sprintf("%d-%d-%d", s.Won, s.Drawn, s.Lost)
	if s.Byes > 0 {
		r += l.T("deckhand.render.tournament.bye-mark")
	}
	return r
}

// roundLine says what the current round waits for.
func roundLine(l *lang.Lang, t *tournament.Tournament) string {
	r := t.Current()
	if r == nil || t.State == tournament.Finished {
		if t.State == tournament.Finished {
			st := t.Standings()
			if len(st) > 0 {
				return l.T("deckhand.render.tournament.champion", "Who", "<@"+st[0].ID+">")
			}
		}
		return ""
	}
	open := 0
	for _, tb := range r.Tables {
		if !tb.Done() {
			open++
		}
	}
	var s []string
	if t.Format == tournament.Arena {
		s = append(s, l.T("deckhand.render.tournament.arena-status", "Played", len(r.Tables)-open, "Open", open, "When", fmt.Sprintf("<t:%d:R>", t.Ends.Unix())))
	} else {
		s = append(s, l.T("deckhand.render.tournament.round-status", "Round", r.Number, "Open", open, "Tables", len(r.Tables)))
		if r.Bye != "" {
			s = append(s, l.T("deckhand.render.tournament.bye", "Who", "<@"+r.Bye+">"))
		}
		if !r.Deadline.IsZero() {
			s = append(s, l.T("deckhand.render.tournament.ends", "When", fmt.Sprintf("<t:%d:R>", r.Deadline.Unix())))
		}
	}
	return strings.Join(s, " · ")
}

// standingsAlt is what a screen reader says of the picture.
func standingsAlt(l *lang.Lang, t *tournament.Tournament) string {
	var names []string
	for _, s := range t.Standings() {
		names = append(names, fmt.Sprintf("%d %s %s", s.Rank, s.Name, t.PointsText(s.Points)))
		if len(names) == 10 {
			break
		}
	}
	return l.T("deckhand.render.tournament.alt", "Names", strings.Join(names, ", "))
}

// StandingsData is the standings as the picture draws them.
func StandingsData(t *tournament.Tournament, gameName string) draw.Standings {
	return standingsData(nil, t, gameName)
}

// standingsData is StandingsData in l.
func standingsData(l *lang.Lang, t *tournament.Tournament, gameName string) draw.Standings {
	l = or(l)
	out := draw.Standings{Title: gameName + " " + formatName(l, t.Format), Note: strings.ReplaceAll(stateName(l, t), "·", ""),
		Columns: []string{"#", l.T("deckhand.render.tournament.column.player"), l.T("deckhand.render.tournament.column.points"), l.T("deckhand.render.tournament.column.record")}}
	if t.Format != tournament.Arena {
		out.Columns = append(out.Columns, "Bh", "SB")
	}
	for _, s := range t.Standings() {
		r := []string{fmt.Sprint(s.Rank), s.Name, t.PointsText(s.Points), fmt.Sprintf("%d-%d-%d", s.Won, s.Drawn, s.Lost)}
		if t.Format != tournament.Arena {
			r = append(r, t.PointsText(s.Buchholz), t.SonnebornText(s.Sonneborn))
		}
		out.Rows = append(out.Rows, r)
		out.Struck = append(out.Struck, s.Dropped)
	}
	return out
}

// TableHeading is the first line in a tournament table's thread: the
// round and who plays, mentioned so they are pinged.
func TableHeading(t *tournament.Tournament, gameName string, round, table int) string {
	return TableHeadingIn(nil, t, gameName, round, table)
}

// TableHeadingIn is TableHeading in l, gameName said in l.
func TableHeadingIn(l *lang.Lang, t *tournament.Tournament, gameName string, round, table int) string {
	l = or(l)
	tb := t.Rounds[round].Tables[table]
	var who []string
	for _, s := range tb.Seats {
		who = append(who, "<@"+s+">")
	}
	where := l.T("deckhand.render.tournament.where", "Round", round+1, "Table", table+1)
	if t.Format == tournament.Arena {
		where = l.T("deckhand.render.tournament.where-arena", "Game", table+1)
	}
	return l.T("deckhand.render.tournament.table-heading", "Game", gameName, "Where", where,
		"Who", strings.Join(who, " v "), "Timer", timerLabel(l, t.TurnTimer))
}

// ThreadName names a tournament table's thread.
func ThreadName(t *tournament.Tournament, names func(id string) string, round, table int) string {
	return ThreadNameIn(nil, t, names, round, table)
}

// ThreadNameIn is ThreadName in l.
func ThreadNameIn(l *lang.Lang, t *tournament.Tournament, names func(id string) string, round, table int) string {
	l = or(l)
	tb := t.Rounds[round].Tables[table]
	var who []string
	for _, s := range tb.Seats {
		who = append(who, names(s))
	}
	prefix := l.T("deckhand.render.tournament.thread", "Round", round+1, "Table", table+1)
	if t.Format == tournament.Arena {
		prefix = l.T("deckhand.render.tournament.thread-arena", "Game", table+1)
	}
	return clip(prefix+" · "+strings.Join(who, " v "), 100)
}

// DeadlineVerdict says how a deadline decided one table: its seats by
// the places given, and whether they came from how the game stood (its
// own estimate) or the table is drawn, as it had not opened (the
// tournament paused) or its game could not tell.
func DeadlineVerdict(seats []string, places []int, opened, stood bool) string {
	return DeadlineVerdictIn(nil, seats, places, opened, stood)
}

// DeadlineVerdictIn is DeadlineVerdict in l.
func DeadlineVerdictIn(l *lang.Lang, seats []string, places []int, opened, stood bool) string {
	l = or(l)
	mentions := make([]string, len(seats))
	for i, s := range seats {
		mentions[i] = "<@" + s + ">"
	}
	who := strings.Join(mentions, " vs ")
	if !opened {
		return l.T("deckhand.render.tournament.verdict.not-opened", "Who", who)
	}
	if !stood {
		return l.T("deckhand.render.tournament.verdict.cannot-tell", "Who", who)
	}
	if !slices.ContainsFunc(places, func(p int) bool { return p > 1 }) {
		return l.T("deckhand.render.tournament.verdict.even", "Who", who)
	}
	order := make([]int, len(seats))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return places[a] - places[b] })
	var ranked []string
	for _, i := range order {
		ranked = append(ranked, fmt.Sprintf("%s %s", mentions[i], ordinal(l, places[i])))
	}
	return l.T("deckhand.render.tournament.verdict.stands", "Who", who, "Places", strings.Join(ranked, ", "))
}

// ordinal is a place in words: 1st, 2nd, 3rd, 4th. Its message is picked
// by English's ordinal ending (deckhand.render.tournament.place.st, .nd,
// .rd, .th), which the plural forms of a catalog cannot say; a language
// whose ordinals do not change so writes the same in each ("1.", "1º").
func ordinal(l *lang.Lang, n int) string {
	end := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		end = "st"
	case n%10 == 2:
		end = "nd"
	case n%10 == 3:
		end = "rd"
	}
	return l.T("deckhand.render.tournament.place."+end, "Place", n)
}
