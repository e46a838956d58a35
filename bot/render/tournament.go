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
)

// StandingsPicture is the file name of a tournament message's picture.
const StandingsPicture = "standings.png"

// standingsText is how many lines of standings the text lists; the
// picture and later rounds show the rest.
const standingsText = 40

// TournamentMessage is a tournament's message: its settings, who has
// joined or how they stand, and its buttons (everyone's: Join, Leave,
// Check in; its organiser's: Start, Pause or Resume, End, and a select of
// a player to drop). gameName names the game. Once play has begun it
// carries the standings drawn as a picture.
func TournamentMessage(t *tournament.Tournament, gameName string) discord.Message {
	head := fmt.Sprintf("%s %s · %s", gameName, formatName(t.Format), stateName(t))
	parts := []discordgo.MessageComponent{text(heading(head), settingsLine(t))}
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
			lines = []string{"Nobody yet."}
		}
		parts = append(parts, text(append([]string{fmt.Sprintf("**Players (%d)**", len(t.Entrants))}, lines...)...),
			text("**Join** to play; **Check in** when you are here (once anyone has, whoever has not is left out at the start). The organiser, <@"+t.Organiser+">, presses **Start**."))
	} else {
		parts = append(parts, text(StandingsText(t)...), gallery(discord.Ref(StandingsPicture), standingsAlt(t)))
		if r := roundLine(t); r != "" {
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
			btn("Join", discord.EventJoin, discordgo.PrimaryButton),
			btn("Leave", discord.EventLeave, discordgo.SecondaryButton),
			btn("Check in", discord.EventCheckIn, discordgo.SecondaryButton),
			btn("Start", discord.EventStart, discordgo.SuccessButton),
			btn("End", discord.EventEnd, discordgo.DangerButton),
		))
	case tournament.Running, tournament.Paused:
		pause := btn("Pause", discord.EventPause, discordgo.SecondaryButton)
		if t.State == tournament.Paused {
			pause = btn("Resume", discord.EventResume, discordgo.SuccessButton)
		}
		parts = append(parts, row(btn("Leave", discord.EventLeave, discordgo.SecondaryButton), pause, btn("End", discord.EventEnd, discordgo.DangerButton)),
			row(discordgo.SelectMenu{MenuType: discordgo.UserSelectMenu, CustomID: discord.EventID{Tournament: id, Action: discord.EventDrop}.String(),
				Placeholder: "Organiser: drop a player", MinValues: intPtr(1), MaxValues: 1}))
	}
	parts = append(parts, text(small("Organised by <@"+t.Organiser+"> and anyone who can manage the server · tournament "+t.ID)))
	accent := colourLobby
	if t.State == tournament.Finished {
		accent = colourOver
	}
	m := v2(accent, parts...)
	if t.State != tournament.SignUp {
		if png, err := draw.StandingsPNG(StandingsData(t, gameName)); err == nil {
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

func formatName(f tournament.Format) string {
	switch f {
	case tournament.Pods:
		return "pods"
	case tournament.Arena:
		return "arena"
	}
	return "Swiss"
}

func stateName(t *tournament.Tournament) string {
	switch t.State {
	case tournament.SignUp:
		return "sign-up open"
	case tournament.Paused:
		return "paused"
	case tournament.Finished:
		return "over"
	}
	if t.Format == tournament.Arena {
		return "playing"
	}
	return fmt.Sprintf("round %d of %d", len(t.Rounds), t.RoundCount)
}

func settingsLine(t *tournament.Tournament) string {
	var s []string
	switch t.Format {
	case tournament.Arena:
		s = append(s, fmt.Sprintf("%s of play; a win 2 points, 4 on a streak of two wins or more; a draw 1", t.Window), "then"+deadlineRule(t.AtDeadline))
	case tournament.Pods:
		s = append(s, fmt.Sprintf("%d rounds at tables of up to %d; a point for each player finishing below you", t.RoundCount, t.PodSize))
	default:
		s = append(s, fmt.Sprintf("%d rounds; a win 1 point, a draw ½, a bye 1", t.RoundCount))
	}
	s = append(s, "turn timer "+timerLabel(nil, t.TurnTimer)+" (who runs out loses)")
	if t.RoundTime > 0 {
		s = append(s, "rounds end after "+t.RoundTime.String()+deadlineRule(t.AtDeadline))
	}
	if t.Unrated {
		s = append(s, "unrated")
	} else {
		s = append(s, "rated")
	}
	if len(t.Options) > 0 {
		var opts []string
		for _, k := range slices.Sorted(maps.Keys(t.Options)) {
			opts = append(opts, k+"="+t.Options[k])
		}
		s = append(s, "options "+strings.Join(opts, " "))
	}
	return strings.Join(s, " · ")
}

// deadlineRule says how a deadline decides the tables still playing.
func deadlineRule(a tournament.AtDeadline) string {
	if a == tournament.DrawAll {
		return " (tables still playing are drawn)"
	}
	return " (tables still playing are decided by how their game stands where it can tell, else drawn)"
}

// StandingsText is the standings as lines of text, for the message and
// for whoever cannot see the picture.
func StandingsText(t *tournament.Tournament) []string {
	out := []string{"**Standings**"}
	for i, s := range t.Standings() {
		if i == standingsText {
			out = append(out, fmt.Sprintf("… and %d more", len(t.Entrants)-i))
			break
		}
		line := fmt.Sprintf("%d. <@%s> **%s** (%s)", s.Rank, s.ID, t.PointsText(s.Points), record(s))
		if t.Format != tournament.Arena {
			line += fmt.Sprintf(" · Bh %s · SB %s", t.PointsText(s.Buchholz), t.SonnebornText(s.Sonneborn))
		}
		if s.Streak >= 2 && t.Format == tournament.Arena {
			line += " 🔥"
		}
		if s.Dropped {
			line = "~~" + line + "~~ dropped"
		}
		out = append(out, line)
	}
	return out
}

func record(s tournament.Standing) string {
	r := fmt.Sprintf("%d-%d-%d", s.Won, s.Drawn, s.Lost)
	if s.Byes > 0 {
		r += " +bye"
	}
	return r
}

// roundLine says what the current round waits for.
func roundLine(t *tournament.Tournament) string {
	r := t.Current()
	if r == nil || t.State == tournament.Finished {
		if t.State == tournament.Finished {
			st := t.Standings()
			if len(st) > 0 {
				return "🏆 Champion: <@" + st[0].ID + ">"
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
		s = append(s, fmt.Sprintf("%d games played, %d under way; the arena closes <t:%d:R>", len(r.Tables)-open, open, t.Ends.Unix()))
	} else {
		s = append(s, fmt.Sprintf("Round %d: %d of %d tables still playing", r.Number, open, len(r.Tables)))
		if r.Bye != "" {
			s = append(s, "bye: <@"+r.Bye+">")
		}
		if !r.Deadline.IsZero() {
			s = append(s, fmt.Sprintf("ends <t:%d:R>", r.Deadline.Unix()))
		}
	}
	return strings.Join(s, " · ")
}

// standingsAlt is what a screen reader says of the picture.
func standingsAlt(t *tournament.Tournament) string {
	var names []string
	for _, s := range t.Standings() {
		names = append(names, fmt.Sprintf("%d %s %s", s.Rank, s.Name, t.PointsText(s.Points)))
		if len(names) == 10 {
			break
		}
	}
	return "Standings: " + strings.Join(names, ", ")
}

// StandingsData is the standings as the picture draws them.
func StandingsData(t *tournament.Tournament, gameName string) draw.Standings {
	out := draw.Standings{Title: gameName + " " + formatName(t.Format), Note: strings.ReplaceAll(stateName(t), "·", ""), Columns: []string{"#", "Player", "Pts", "W-D-L"}}
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
	tb := t.Rounds[round].Tables[table]
	var who []string
	for _, s := range tb.Seats {
		who = append(who, "<@"+s+">")
	}
	where := fmt.Sprintf("round %d, table %d", round+1, table+1)
	if t.Format == tournament.Arena {
		where = fmt.Sprintf("game %d", table+1)
	}
	return fmt.Sprintf("🏆 %s tournament, %s: %s. Your game is dealt; the turn timer is %s and whoever runs out of it loses. Press **Hand** on the board to play.",
		gameName, where, strings.Join(who, " v "), timerLabel(nil, t.TurnTimer))
}

// ThreadName names a tournament table's thread.
func ThreadName(t *tournament.Tournament, names func(id string) string, round, table int) string {
	tb := t.Rounds[round].Tables[table]
	var who []string
	for _, s := range tb.Seats {
		who = append(who, names(s))
	}
	prefix := fmt.Sprintf("R%d T%d", round+1, table+1)
	if t.Format == tournament.Arena {
		prefix = fmt.Sprintf("Game %d", table+1)
	}
	return clip(prefix+" · "+strings.Join(who, " v "), 100)
}

// DeadlineVerdict says how a deadline decided one table: its seats by
// the places given, and whether they came from how the game stood (its
// own estimate) or the table is drawn, as it had not opened (the
// tournament paused) or its game could not tell.
func DeadlineVerdict(seats []string, places []int, opened, stood bool) string {
	mentions := make([]string, len(seats))
	for i, s := range seats {
		mentions[i] = "<@" + s + ">"
	}
	who := strings.Join(mentions, " vs ")
	if !opened {
		return who + ": drawn, as their table had not opened."
	}
	if !stood {
		return who + ": drawn, as the game cannot tell how it stands before its end."
	}
	if !slices.ContainsFunc(places, func(p int) bool { return p > 1 }) {
		return who + ": drawn, as the game stands even."
	}
	order := make([]int, len(seats))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return places[a] - places[b] })
	var ranked []string
	for _, i := range order {
		ranked = append(ranked, fmt.Sprintf("%s %s", mentions[i], ordinal(places[i])))
	}
	return who + ": " + strings.Join(ranked, ", ") + ", by how the game stands (its own estimate)."
}

// ordinal is a place in words: 1st, 2nd, 3rd, 4th.
func ordinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return fmt.Sprintf("%dth", n)
	case n%10 == 1:
		return fmt.Sprintf("%dst", n)
	case n%10 == 2:
		return fmt.Sprintf("%dnd", n)
	case n%10 == 3:
		return fmt.Sprintf("%drd", n)
	}
	return fmt.Sprintf("%dth", n)
}
