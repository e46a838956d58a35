package render

import (
	"fmt"
	"sort"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// Board renders the public message of a table in any phase.
func Board(t Table) discord.Message {
	switch t.Rec.Phase {
	case storage.Lobby, storage.Cancelled:
		if t.State == nil {
			return Lobby(t)
		}
	}
	rec := t.Rec
	info := t.Game.Info()
	e := embed(rec, withoutSummary(t.State, t.State.Public()), colourBoard)
	if e.Title == "" {
		e.Title = info.Name
	}
	status := ""
	switch {
	case rec.Phase == storage.Cancelled:
		e.Color = colourOver
		status = "This game was ended before its finish."
	case t.State.Result() != nil:
		e.Color = colourOver
		status = resultText(rec, t.State.Result())
	default:
		var names []string
		for _, s := range games.Waiting(t.State.Prompts()) {
			names = append(names, SeatMention(rec, s))
		}
		status = "Waiting on " + strings.Join(names, ", ")
		if !rec.Deadline.IsZero() {
			status += fmt.Sprintf(" (a Normal CPU moves for them <t:%d:R>)", rec.Deadline.Unix())
		}
		if len(t.Thinking) > 0 {
			status = thinkingStatus(rec, t.Thinking)
		}
	}
	field(e, "Status", status, false)
	if FirstMoves(rec) {
		field(e, FirstHintField, FirstHint, false)
	}
	if t.Figures != nil && t.State.Result() != nil {
		field(e, figuresField, t.Figures.text(rec), false)
	}
	var recent []string
	for _, r := range rec.Recent {
		if !isSummary(t.State, r) {
			recent = append(recent, "• "+expand(rec, r))
		}
	}
	field(e, "Recent moves", newestThatFit(recent, 1024), false)
	var players []string
	for i := range rec.Seats {
		players = append(players, fmt.Sprintf("%d. %s", i+1, SeatLabel(rec, i)))
	}
	field(e, "Players", strings.Join(players, "\n"), true)
	e.Footer = &discordgo.MessageEmbedFooter{Text: fmt.Sprintf("Deckhand · %s · table %s", info.Name, rec.ID)}

	m := discord.Message{Embeds: []*discordgo.MessageEmbed{e}}
	if rec.Phase != storage.Playing {
		row := []discordgo.MessageComponent{
			button("Rules", discord.RulesID{Game: info.Slug}.String(), discordgo.SecondaryButton),
			logButton(rec),
		}
		if rec.Phase == storage.Finished {
			row = append(row, button("Rematch", discord.RematchID{Table: rec.ID}.String(), discordgo.SuccessButton))
		}
		m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: row}}
		return m
	}
	rows := []discordgo.MessageComponent{tableRow(rec, info)}
	if pub := publicButtons(rec, t.State.Prompts()); len(pub) > 0 {
		rows = append(rows, discordgo.ActionsRow{Components: pub})
	}
	m.Components = rows
	return m
}

// FirstHintField is the name of the board's field that holds FirstHint.
const FirstHintField = "How to play"

// FirstHint tells a newcomer where their cards are: nothing on the board
// shows them, and the first thing a new player looks for is how to play.
const FirstHint = "Press **Hand** below to see your cards and your choices: only you see them, and you play from there. **Rules** explains the game."

// FirstMoves reports whether a playing table is in its first moves, two
// a seat, when the board and the pings say how to play.
func FirstMoves(rec *storage.Table) bool {
	return rec.Phase == storage.Playing && rec.Moves < 2*len(rec.Seats)
}

// tableRow is the board's own row: the player's hand and the rules.
func tableRow(rec *storage.Table, info games.Info) discordgo.ActionsRow {
	return discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		button("Hand", discord.HandID{Table: rec.ID}.String(), discordgo.PrimaryButton),
		button("Rules", discord.RulesID{Game: info.Slug}.String(), discordgo.SecondaryButton),
		logButton(rec),
	}}
}

// logButton shows the whole game's moves, to anyone.
func logButton(rec *storage.Table) discordgo.Button {
	return button("Log", discord.LogID{Table: rec.ID, First: discord.LogNewest}.String(), discordgo.SecondaryButton)
}

// publicButtons are the options of public prompts, one button each, shared
// by every seat that has the prompt (Call bluff): whoever clicks answers
// their own prompt of that id.
func publicButtons(rec *storage.Table, prompts []games.Prompt) []discordgo.MessageComponent {
	seen := map[string]bool{}
	var out []discordgo.MessageComponent
	for _, p := range prompts {
		if !p.Public {
			continue
		}
		for _, o := range p.Options {
			key := p.ID + discord.Sep + o.ID
			if seen[key] || len(out) == 5 {
				continue
			}
			seen[key] = true
			label := expandLabel(rec, o.Label)
			id := discord.PublicID{Table: rec.ID, Prompt: p.ID, Option: o.ID}.String()
			if Style(label) == discordgo.DangerButton && !p.Optional {
				// What cannot be undone asks first; a call that must be
				// quick (Call bluff, Optional) does not.
				id = discord.WarnID{Table: rec.ID, Prompt: p.ID, Hash: discord.PublicHash, Option: o.ID}.String()
			}
			out = append(out, button(label, id, Style(label)))
		}
	}
	return out
}

func resultText(rec *storage.Table, r *games.Result) string {
	type row struct{ seat, rank int }
	rows := make([]row, len(r.Rank))
	for s, rk := range r.Rank {
		rows[s] = row{s, rk}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].rank < rows[j].rank })
	var lines []string
	if r.Summary != "" {
		lines = append(lines, "**"+expand(rec, r.Summary)+"**")
	}
	for _, x := range rows {
		line := fmt.Sprintf("%d. %s", x.rank, SeatMention(rec, x.seat))
		if r.Score != nil {
			line += fmt.Sprintf(" — %d", r.Score[x.seat])
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// Moved is what an old board turns into once the board was posted anew
// (newID): where the game went, without a status that would go stale.
func Moved(t Table, newID string) discord.Message {
	rec := t.Rec
	e := &discordgo.MessageEmbed{
		Title:       t.Game.Info().Name + " — this board has moved",
		Description: "The game goes on at the newest board: " + MessageLink(rec, newID),
		Color:       colourOver,
		Footer:      &discordgo.MessageEmbedFooter{Text: "Deckhand · table " + rec.ID},
	}
	// Its buttons still work, for a player whose client shows it still.
	return discord.Message{Embeds: []*discordgo.MessageEmbed{e}, Components: []discordgo.MessageComponent{tableRow(rec, t.Game.Info())}}
}

// MessageLink is a link that jumps to a message of the table's channel.
func MessageLink(rec *storage.Table, msgID string) string {
	return fmt.Sprintf("https://discord.com/channels/%s/%s/%s", rec.GuildID, rec.ChannelID, msgID)
}

// Confirm asks whether to answer p with option o, which cannot be undone.
func Confirm(rec *storage.Table, p games.Prompt, o games.Option, public bool) discord.Message {
	label := expandLabel(rec, o.Label)
	text := "**" + ExpandPlain(rec, o.Label) + "**"
	if o.Detail != "" {
		text += ": " + expand(rec, o.Detail)
	}
	yes := discord.AnswerID{Table: rec.ID, Prompt: p.ID, Hash: PromptHash(p), Option: o.ID}.String()
	if public {
		yes = discord.PublicID{Table: rec.ID, Prompt: p.ID, Option: o.ID}.String()
	}
	return discord.Message{
		Content: text + "\nAre you sure? It cannot be undone.",
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			button("Yes, "+label, yes, discordgo.DangerButton),
			button("Back to your hand", discord.HandID{Table: rec.ID, Refresh: true}.String(), discordgo.SecondaryButton),
		}}},
		Ephemeral: true,
	}
}

// withoutSummary is v without the lines that repeat the finished game's
// summary, which the status says: the result is said once on the final
// board, where the game's own view may end on it too.
func withoutSummary(st games.State, v games.View) games.View {
	r := st.Result()
	if r == nil || r.Summary == "" {
		return v
	}
	keep := func(lines []string) []string {
		var out []string
		for _, l := range lines {
			// "**Game over.** @bob wins, 23 to 16." keeps "**Game over.**"
			if l = strings.TrimSpace(strings.Replace(l, r.Summary, "", 1)); l != "" {
				out = append(out, l)
			}
		}
		return out
	}
	out := games.View{Title: v.Title, Lines: keep(v.Lines)}
	for _, f := range v.Fields {
		f.Value = strings.Join(keep(strings.Split(f.Value, "\n")), "\n")
		if f.Value != "" {
			out.Fields = append(out.Fields, f)
		}
	}
	return out
}

// isSummary reports whether line is the finished game's summary, which
// the status shows already: the result is said once.
func isSummary(st games.State, line string) bool {
	r := st.Result()
	return r != nil && r.Summary == line
}
