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
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// Board renders the public message of a table in any phase. A started
// game's board is a Components V2 message built around its picture: the
// seat to move and what they are asked, the last moves, the result once;
// the picture, whose alt text says the table in words; and the buttons.
// Its Plain is the whole text view, which goes instead when no picture
// can (the game draws none, it failed, Discord refused it).
func Board(t Table) discord.Message {
	switch t.Table.Phase {
	case table.Lobby, table.Cancelled:
		if t.State == nil {
			return Lobby(t)
		}
	}
	tb := &t.Table
	l := t.words()
	st, info := t.said()
	accent := boardAccent(t)
	status := boardStatus(t)
	says := pictureSays(st)
	// The result is said once in the text, whole (a screen reader or a
	// notification has the text alone), and once in the picture.
	var result []string
	if r := st.Result(); r != nil {
		result = []string{resultText(tb, r)}
		if t.Figures != nil {
			result = append(result, "**"+l.T("deckhand.render.figures.title")+"**\n"+t.Figures.text(l, tb))
		}
	}
	// A newcomer's first question is where their cards are: nothing on
	// the board shows them.
	hint := ""
	if FirstMoves(t) {
		hint = l.T("deckhand.render.board.hint")
	}
	var moves, recent []string
	for _, r := range recentLines(t.Kept, l) {
		if !isSummary(st, r) {
			moves = append(moves, r)
			recent = append(recent, "• "+expand(tb, r))
		}
	}
	footer := small(l.T("deckhand.render.board.footer", "Game", info.Name, "Table", tb.ID))
	buttons := boardButtons(t, l, info)

	// The pictured board: the picture shows the table, so the text says
	// only what it cannot, and what changed that the picture does not
	// say under the table.
	var lastMoves []string
	for _, r := range moves[max(0, len(moves)-boardMoves):] {
		if !says.notes[r] {
			lastMoves = append(lastMoves, "• "+expand(tb, r))
		}
	}
	pictured := v2(accent, append([]discordgo.MessageComponent{
		text(append(append([]string{status, caption(t, says)}, result...), small(hint))...),
		text(lastMoves...),
		pictureSlot(),
		text(footer),
	}, buttons...)...)

	// The Plain view: everything the embed said, as text blocks.
	v := withoutSummary(st, st.Public())
	if v.Title == "" {
		v.Title = info.Name
	}
	var players []string
	for i := range tb.Seats {
		players = append(players, fmt.Sprintf("%d. %s", i+1, seatLabel(l, tb, i)))
	}
	inner := viewBlocks(tb, v)
	inner = append(inner, divider(),
		text(append([]string{"**" + l.T("deckhand.render.board.status") + "**", status}, result...)...),
		text(hint),
		text(titled(l.T("deckhand.render.board.recent"), newestThatFit(recent, 1024))),
		text(titled(l.T("deckhand.render.board.players"), strings.Join(players, "\n"))),
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
	tb, l := &t.Table, t.words()
	switch {
	case tb.Phase == table.Cancelled:
		return l.T("deckhand.render.board.ended")
	case t.State.Result() != nil:
		return ""
	case len(t.Thinking) > 0:
		return thinkingStatus(l, tb, t.Thinking)
	}
	var names []string
	for _, s := range games.Waiting(t.State.Prompts()) {
		names = append(names, SeatMention(tb, s))
	}
	status := l.T("deckhand.render.board.waiting", "Names", strings.Join(names, ", "))
	if !t.Kept.Deadline.IsZero() {
		when := fmt.Sprintf("<t:%d:R>", t.Kept.Deadline.Unix())
		if t.Kept.Tournament {
			status += l.T("deckhand.render.board.deadline.loses", "When", when)
		} else {
			status += l.T("deckhand.render.board.deadline.cpu", "When", when)
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
	if t.State.Result() != nil || t.Table.Phase != table.Playing {
		return ""
	}
	return expand(&t.Table, says.caption)
}

// boardAccent is the colour down the board's side: the seat to move's,
// as the picture draws it, while one seat is; the board's own while
// several are; dark once the game is over.
func boardAccent(t Table) int {
	if t.Table.Phase != table.Playing || t.State.Result() != nil {
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
func boardButtons(t Table, l *lang.Lang, info games.Info) []discordgo.MessageComponent {
	tb := &t.Table
	if tb.Phase != table.Playing {
		row := []discordgo.MessageComponent{
			button(l.T("deckhand.render.button.rules"), discord.RulesID{Game: info.Slug}.String(), discordgo.SecondaryButton),
			logButton(l, tb),
		}
		if tb.Phase == table.Finished {
			row = append(row, button(l.T("deckhand.render.button.rematch"), discord.RematchID{Table: tb.ID}.String(), discordgo.SuccessButton))
		}
		return []discordgo.MessageComponent{discordgo.ActionsRow{Components: row}}
	}
	rows := []discordgo.MessageComponent{tableRow(l, tb, info)}
	if pub := publicButtons(tb, t.State.Prompts(), games.In(t.State, l).Prompts()); len(pub) > 0 {
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

// FirstMoves reports whether a playing table is in its first moves, two
// a seat, when the board and the pings say how to play.
func FirstMoves(t Table) bool {
	return t.Table.Phase == table.Playing && t.Kept.Moves < 2*len(t.Table.Seats)
}

// tableRow is the board's own row: the player's hand and the rules.
func tableRow(l *lang.Lang, tb *table.Table, info games.Info) discordgo.ActionsRow {
	l = or(l)
	return discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		button(l.T("deckhand.render.button.hand"), discord.HandID{Table: tb.ID}.String(), discordgo.PrimaryButton),
		button(l.T("deckhand.render.button.rules"), discord.RulesID{Game: info.Slug}.String(), discordgo.SecondaryButton),
		logButton(l, tb),
	}}
}

// logButton shows the whole game's moves, to anyone.
func logButton(l *lang.Lang, tb *table.Table) discordgo.Button {
	l = or(l)
	return button(l.T("deckhand.render.button.log"), discord.LogID{Table: tb.ID, First: discord.LogNewest}.String(), discordgo.SecondaryButton)
}

// publicButtons are the options of public prompts, one button each, shared
// by every seat that has the prompt (Call bluff): whoever clicks answers
// their own prompt of that id. prompts are the stored state's, which
// pick each button's colour; saidPrompts the same in the reader's
// language, which label them.
func publicButtons(tb *table.Table, prompts, saidPrompts []games.Prompt) []discordgo.MessageComponent {
	seen := map[string]bool{}
	var out []discordgo.MessageComponent
	for _, p := range saidPrompts {
		if !p.Public {
			continue
		}
		raw := rawPrompt(prompts, p)
		for _, o := range p.Options {
			key := p.ID + discord.Sep + o.ID
			if seen[key] || len(out) == 5 {
				continue
			}
			seen[key] = true
			label := expandLabel(tb, o.Label)
			style := Style(expandLabel(tb, rawOption(raw, o).Label))
			id := discord.PublicID{Table: tb.ID, Prompt: p.ID, Option: o.ID}.String()
			if style == discordgo.DangerButton && !p.Optional {
				// What cannot be undone asks first; a call that must be
				// quick (Call bluff, Optional) does not.
				id = discord.WarnID{Table: tb.ID, Prompt: p.ID, Hash: discord.PublicHash, Option: o.ID}.String()
			}
			out = append(out, button(label, id, style))
		}
	}
	return out
}

// resultText is a finished game's result: its summary, in bold, and the
// ranking where it says more than the summary does (rankingAdds).
func resultText(tb *table.Table, r *games.Result) string {
	type row struct{ seat, rank int }
	rows := make([]row, len(r.Rank))
	for s, rk := range r.Rank {
		rows[s] = row{s, rk}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].rank < rows[j].rank })
	var lines []string
	if r.Summary != "" {
		lines = append(lines, "**"+expand(tb, r.Summary)+"**")
	}
	if !rankingAdds(r) {
		return strings.Join(lines, "\n")
	}
	for _, x := range rows {
		line := fmt.Sprintf("%d. %s", x.rank, SeatMention(tb, x.seat))
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
	tb, l := &t.Table, t.words()
	_, info := t.said()
	m := v2(colourOver,
		text(heading(l.T("deckhand.render.moved.title", "Game", ExpandPlain(tb, info.Name))),
			l.T("deckhand.render.moved.goes-on", "Link", MessageLink(tb, newID)),
			small(l.T("deckhand.render.moved.footer", "Table", tb.ID))),
		// Its buttons still work, for a player whose client shows it still.
		tableRow(l, tb, info))
	m.ClearFiles = true
	return m
}

// MessageLink is a link that jumps to a message of the table's channel.
func MessageLink(tb *table.Table, msgID string) string {
	return fmt.Sprintf("https://discord.com/channels/%s/%s/%s", tb.Guild, tb.Channel, msgID)
}

// Confirm asks whether to answer p with option o, which cannot be undone.
func Confirm(tb *table.Table, p games.Prompt, o games.Option, public bool) discord.Message {
	return ConfirmIn(nil, nil, tb, p, o, public)
}

// ConfirmIn is Confirm in l, for a reader of st: p and o are the stored
// state's (the click's hash is theirs), said as st says them in l.
func ConfirmIn(l *lang.Lang, st games.State, tb *table.Table, p games.Prompt, o games.Option, public bool) discord.Message {
	l = or(l)
	if st != nil {
		for _, q := range games.In(st, l).Prompts() {
			if q.ID == p.ID && q.Seat == p.Seat {
				o = rawOption(q, o)
			}
		}
	}
	label := expandLabel(tb, o.Label)
	text := "**" + ExpandPlain(tb, o.Label) + "**"
	if o.Detail != "" {
		text += ": " + expand(tb, o.Detail)
	}
	yes := discord.AnswerID{Table: tb.ID, Prompt: p.ID, Hash: PromptHash(p), Option: o.ID}.String()
	if public {
		yes = discord.PublicID{Table: tb.ID, Prompt: p.ID, Option: o.ID}.String()
	}
	return discord.Message{
		Content: text + "\n" + l.T("deckhand.render.confirm.sure"),
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			button(l.T("deckhand.render.confirm.yes", "Label", label), yes, discordgo.DangerButton),
			button(l.T("deckhand.render.confirm.back"), discord.HandID{Table: tb.ID, Refresh: true}.String(), discordgo.SecondaryButton),
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
