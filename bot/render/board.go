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
	e := embed(rec, t.State.Public(), colourBoard)
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
	var recent []string
	for _, r := range rec.Recent {
		recent = append(recent, "• "+expand(rec, r))
	}
	field(e, "Recent moves", strings.Join(recent, "\n"), false)
	var players []string
	for i := range rec.Seats {
		players = append(players, fmt.Sprintf("%d. %s", i+1, SeatLabel(rec, i)))
	}
	field(e, "Players", strings.Join(players, "\n"), true)
	e.Footer = &discordgo.MessageEmbedFooter{Text: fmt.Sprintf("Deckhand · %s · table %s", info.Name, rec.ID)}

	m := discord.Message{Embeds: []*discordgo.MessageEmbed{e}}
	if rec.Phase != storage.Playing {
		m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			button("Rules", discord.ID(discord.KindRules, info.Slug), discordgo.SecondaryButton),
		}}}
		return m
	}
	row := []discordgo.MessageComponent{
		button("Hand", discord.ID(discord.KindHand, rec.ID, "0"), discordgo.PrimaryButton),
		button("Rules", discord.ID(discord.KindRules, info.Slug), discordgo.SecondaryButton),
	}
	rows := []discordgo.MessageComponent{discordgo.ActionsRow{Components: row}}
	if pub := publicButtons(rec, t.State.Prompts()); len(pub) > 0 {
		rows = append(rows, discordgo.ActionsRow{Components: pub})
	}
	m.Components = rows
	return m
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
			out = append(out, button(ExpandPlain(rec, o.Label), discord.ID(discord.KindPublic, rec.ID, p.ID, o.ID), discordgo.DangerButton))
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
