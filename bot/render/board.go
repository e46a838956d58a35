package render

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// Board renders the public message of a table in any phase. A started
// game's board is a Components V2 message built around its picture: the
// seat to move and what they are asked, the last moves, the result once;
// the picture, whose alt text says the table in words; and the buttons.
// Its Plain is the whole text view, which goes instead when no picture
// can (the game draws none, it failed, Discord refused it).
func Board(t Table) discord.Message {
	switch t.Rec.Phase {
	case storage.Lobby, storage.Cancelled:
		if t.State == nil {
			return Lobby(t)
		}
	}
	rec := t.Rec
	info := t.Game.Info()
	accent := boardAccent(t)
	status := boardStatus(t)
	says := pictureSays(t.State)
	// The result is said once in the text, whole (a screen reader or a
	// notification has the text alone), and once in the picture.
	var result []string
	if r := t.State.Result(); r != nil {
		result = []string{resultText(rec, r)}
		if t.Figures != nil {
			result = append(result, "**"+figuresField+"**\n"+t.Figures.text(rec))
		}
	}
	hint := ""
	if FirstMoves(rec) {
		hint = FirstHint
	}
	var moves, recent []string
	for _, r := range rec.Recent {
		if !isSummary(t.State, r) {
			moves = append(moves, r)
			recent = append(recent, "• "+expand(rec, r))
		}
	}
	footer := small(fmt.Sprintf("Deckhand · %s · table %s", info.Name, rec.ID))
	buttons := boardButtons(t)

	// The pictured board: the picture shows the table, so the text says
	// only what it cannot, and what changed that the picture does not
	// say under the table.
	var lastMoves []string
	for _, r := range moves[max(0, len(moves)-boardMoves):] {
		if !says.notes[r] {
			lastMoves = append(lastMoves, "• "+expand(rec, r))
		}
	}
	pictured := v2(accent, append([]discordgo.MessageComponent{
		text(append(append([]string{status, caption(t, says)}, result...), small(hint))...),
		text(lastMoves...),
		pictureSlot(),
		text(footer),
	}, buttons...)...)

	// The Plain view: everything the embed said, as text blocks.
	v := withoutSummary(t.State, t.State.Public())
	if v.Title == "" {
		v.Title = info.Name
	}
	var players []string
	for i := range rec.Seats {
		players = append(players, fmt.Sprintf("%d. %s", i+1, SeatLabel(rec, i)))
	}
	inner := viewBlocks(rec, v)
	inner = append(inner, divider(),
		text(append([]string{"**Status**", status}, result...)...),
		text(hint),
		text(titled("Recent moves", newestThatFit(recent, 1024))),
		text(titled("Players", strings.Join(players, "\n"))),
		text(footer))
	inner = append(inner, buttons...)
	plain := v2(accent, within40(compact(inner))...)
	fitText(plain.Components[0].(discordgo.Container).Components)
	pictured.Plain = &plain
	return pictured
}

// boardMoves is how many of the newest moves a pictured board says: what
// just happened; the Log has them all.
const boardMoves = 2

// boardStatus says whose move it is (by mention, so that it reads as a
// name) or how the game ended, once.
func boardStatus(t Table) string {
	rec := t.Rec
	switch {
	case rec.Phase == storage.Cancelled:
		return "This game was ended before its finish."
	case t.State.Result() != nil:
		return ""
	case len(t.Thinking) > 0:
		return thinkingStatus(rec, t.Thinking)
	}
	var names []string
	for _, s := range games.Waiting(t.State.Prompts()) {
		names = append(names, SeatMention(rec, s))
	}
	status := "▶ Waiting on " + strings.Join(names, ", ")
	if !rec.Deadline.IsZero() {
		if rec.Tournament != nil {
			status += fmt.Sprintf(" (whoever has not moved loses <t:%d:R>)", rec.Deadline.Unix())
		} else {
			status += fmt.Sprintf(" (a Normal CPU moves for them <t:%d:R>)", rec.Deadline.Unix())
		}
	}
	return status
}

// caption is what the game's picture says the table is doing ("Turn 2:
// @ann's main phase."), in words: what the seat to move is asked, as the
// whole table may know it. A game that draws no scene has none; a
// finished game's caption (its result, in some games) is the picture's
// alone.
func caption(t Table, says said) string {
	if t.State.Result() != nil || t.Rec.Phase != storage.Playing {
		return ""
	}
	return expand(t.Rec, says.caption)
}

// boardAccent is the colour down the board's side: the seat to move's,
// as the picture draws it, while one seat is; the board's own while
// several are; dark once the game is over.
func boardAccent(t Table) int {
	if t.Rec.Phase != storage.Playing || t.State.Result() != nil {
		return colourOver
	}
	if w := games.Waiting(t.State.Prompts()); len(w) == 1 {
		return seatAccent(w[0])
	}
	return colourBoard
}

// seatAccent is a seat's picture colour as an accent colour.
func seatAccent(seat int) int {
	c := draw.SeatColour(seat)
	return int(c.R)<<16 | int(c.G)<<8 | int(c.B)
}

// boardButtons are the board's rows: Hand, Rules, Log and the public
// prompts while it is played; Rules, Log and Rematch once it is over.
func boardButtons(t Table) []discordgo.MessageComponent {
	rec, info := t.Rec, t.Game.Info()
	if rec.Phase != storage.Playing {
		row := []discordgo.MessageComponent{
			button("Rules", discord.RulesID{Game: info.Slug}.String(), discordgo.SecondaryButton),
			logButton(rec),
		}
		if rec.Phase == storage.Finished {
			row = append(row, button("Rematch", discord.RematchID{Table: rec.ID}.String(), discordgo.SuccessButton))
		}
		return []discordgo.MessageComponent{discordgo.ActionsRow{Components: row}}
	}
	rows := []discordgo.MessageComponent{tableRow(rec, info)}
	if pub := publicButtons(rec, t.State.Prompts()); len(pub) > 0 {
		rows = append(rows, discordgo.ActionsRow{Components: pub})
	}
	return rows
}

// titled is a block with a bold title line, or "" without a body.
func titled(title, body string) string {
	if body == "" {
		return ""
	}
	return "**" + title + "**\n" + body
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

// resultText is a finished game's result: its summary, in bold, and the
// ranking where it says more than the summary does (rankingAdds).
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
	if !rankingAdds(r) {
		return strings.Join(lines, "\n")
	}
	for _, x := range rows {
		line := fmt.Sprintf("%d. %s", x.rank, SeatMention(rec, x.seat))
		if r.Score != nil {
			line += fmt.Sprintf(" — %d", r.Score[x.seat])
		}
		// A reason the summary gives already is not said again.
		if x.seat < len(r.Why) && r.Why[x.seat] != "" && !strings.Contains(r.Summary, r.Why[x.seat]) {
			line += " · " + r.Why[x.seat]
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// Moved is what an old board turns into once the board was posted anew
// (newID): where the game went, without a status that would go stale.
// It is a V2 message, as the old board may be one already (Discord never
// turns one back), and it drops the old picture.
func Moved(t Table, newID string) discord.Message {
	rec := t.Rec
	m := v2(colourOver,
		text(heading(ExpandPlain(rec, t.Game.Info().Name)+" — this board has moved"),
			"The game goes on at the newest board: "+MessageLink(rec, newID),
			small("Deckhand · table "+rec.ID)),
		// Its buttons still work, for a player whose client shows it still.
		tableRow(rec, t.Game.Info()))
	m.ClearFiles = true
	return m
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

// rankingAdds reports whether r's ranking says more than its summary
// does: the places of three or more, or scores the summary leaves out.
// "@bob wins, 19 to 14" says all a ranking of two would.
func rankingAdds(r *games.Result) bool {
	if r.Summary == "" || len(r.Rank) > 2 {
		return true
	}
	said := map[string]bool{}
	for _, n := range numbers.FindAllString(r.Summary, -1) {
		said[strings.Replace(n, "−", "-", 1)] = true
	}
	for _, score := range r.Score {
		if !said[strconv.Itoa(score)] {
			return true
		}
	}
	return false
}

// numbers are the whole numbers of a text, signed with - or −.
var numbers = regexp.MustCompile(`[-−]?[0-9]+`)

// isSummary reports whether line says the finished game's summary
// ("Game over: @bob wins."), which the result says already: once.
func isSummary(st games.State, line string) bool {
	r := st.Result()
	return r != nil && saysResult(line, r.Summary)
}
