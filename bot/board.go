package bot

import (
	"fmt"
	"sort"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// Board kinds handled by the bot itself.
const (
	KindRules = "r" // r:<game>   the rules page of a game
)

// board renders the public message of a table in any phase.
func (b *Bot) board(t *table) Message {
	switch t.rec.Phase {
	case storage.Lobby, storage.Cancelled:
		if t.state == nil {
			return b.lobby(t)
		}
	}
	rec := t.rec
	info := t.game.Info()
	e := b.embed(rec, t.state.Public(), colourBoard)
	if e.Title == "" {
		e.Title = info.Name
	}
	status := ""
	switch {
	case rec.Phase == storage.Cancelled:
		e.Color = colourOver
		status = "This game was ended before its finish."
	case t.state.Result() != nil:
		e.Color = colourOver
		status = b.resultText(rec, t.state.Result())
	default:
		var names []string
		for _, s := range games.Waiting(t.state.Prompts()) {
			names = append(names, b.seatMention(rec, s))
		}
		status = "Waiting on " + strings.Join(names, ", ")
		if !rec.Deadline.IsZero() {
			status += fmt.Sprintf(" (random move <t:%d:R>)", rec.Deadline.Unix())
		}
	}
	field(e, "Status", status, false)
	var recent []string
	for _, r := range rec.Recent {
		recent = append(recent, "• "+b.expand(rec, r))
	}
	field(e, "Recent moves", strings.Join(recent, "\n"), false)
	var players []string
	for i := range rec.Seats {
		players = append(players, fmt.Sprintf("%d. %s", i+1, b.seatMention(rec, i)))
	}
	field(e, "Players", strings.Join(players, "\n"), true)
	e.Footer = &discordgo.MessageEmbedFooter{Text: fmt.Sprintf("Deckhand · %s · table %s", info.Name, rec.ID)}

	m := Message{Embeds: []*discordgo.MessageEmbed{e}}
	if rec.Phase != storage.Playing {
		m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			button("Rules", ID(KindRules, info.Slug), discordgo.SecondaryButton),
		}}}
		return m
	}
	row := []discordgo.MessageComponent{
		button("Hand", ID(KindHand, rec.ID, "0"), discordgo.PrimaryButton),
		button("Rules", ID(KindRules, info.Slug), discordgo.SecondaryButton),
	}
	rows := []discordgo.MessageComponent{discordgo.ActionsRow{Components: row}}
	if pub := publicButtons(rec, t.state.Prompts()); len(pub) > 0 {
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
			key := p.ID + sep + o.ID
			if seen[key] || len(out) == 5 {
				continue
			}
			seen[key] = true
			out = append(out, button(expandPlain(rec, o.Label), ID(KindPublic, rec.ID, p.ID, o.ID), discordgo.DangerButton))
		}
	}
	return out
}

func (b *Bot) resultText(rec *storage.Table, r *games.Result) string {
	type row struct{ seat, rank int }
	rows := make([]row, len(r.Rank))
	for s, rk := range r.Rank {
		rows[s] = row{s, rk}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].rank < rows[j].rank })
	var lines []string
	if r.Summary != "" {
		lines = append(lines, "**"+b.expand(rec, r.Summary)+"**")
	}
	for _, x := range rows {
		line := fmt.Sprintf("%d. %s", x.rank, b.seatMention(rec, x.seat))
		if r.Score != nil {
			line += fmt.Sprintf(" — %d", r.Score[x.seat])
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// boardState coalesces edits of one table's board: at most one edit in
// flight, and at most one more queued, which renders the state as it is
// when it runs. A burst of moves becomes two edits, inside Discord's
// per-channel limits.
type boardState struct {
	running bool
	pending bool
}

// refreshBoard asks for the board of t to be edited soon.
func (b *Bot) refreshBoard(t *table) {
	id := t.rec.ID
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return
	}
	st := b.boards[id]
	if st == nil {
		st = &boardState{}
		b.boards[id] = st
	}
	if st.running {
		st.pending = true
		b.mu.Unlock()
		return
	}
	st.running = true
	b.wg.Add(1)
	b.mu.Unlock()
	go func() {
		defer b.wg.Done()
		for {
			if m, channel, msgID, ok := b.boardEdit(t); ok && msgID != "" {
				if _, err := b.session.ChannelMessageEditComplex(m.edit(channel, msgID)); err != nil {
					b.log.Warn("editing board", "table", id, "err", err)
				}
			}
			b.mu.Lock()
			if !st.pending || b.closed {
				st.running = false
				delete(b.boards, id)
				b.mu.Unlock()
				return
			}
			st.pending = false
			b.mu.Unlock()
		}
	}()
}

// boardEdit renders t's board for an edit. A panic in the game's view is
// logged and skips this edit, with t unlocked.
func (b *Bot) boardEdit(t *table) (m Message, channel, msgID string, ok bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	defer b.survive("rendering board", t.rec.ID)
	return b.board(t), t.rec.ChannelID, t.rec.BoardID, true
}

// afterChange runs after anything changed a table: timers, board, and
// freeing memory once the table is done. The caller holds t.mu.
func (b *Bot) afterChange(t *table) {
	b.armTimer(t)
	b.refreshBoard(t)
	if t.rec.Phase.Done() {
		b.forget(t)
	}
}

// PostBoard posts the board of the channel's table anew (it scrolled
// away) and makes the new message the one kept up to date.
func (b *Bot) PostBoard(c *Context) {
	t, ok := b.lockChannelTable(c)
	if !ok {
		return
	}
	m, channel, moves := b.board(t), t.rec.ChannelID, t.rec.Moves
	// Post outside the lock: moves on the table need not wait on Discord.
	t.mu.Unlock()
	msg, err := b.session.ChannelMessageSendComplex(channel, m.send())
	t.mu.Lock()
	defer t.mu.Unlock()
	if err != nil {
		b.log.Warn("posting board", "table", t.rec.ID, "err", err)
		_ = c.Respond(Notice("I could not post in this channel. Do I have permission to send messages here?"))
		return
	}
	if err := b.update(t, func(rec *storage.Table) { rec.BoardID = msg.ID }); err != nil {
		b.refuse(c, err)
		return
	}
	if t.rec.Moves != moves {
		b.refreshBoard(t) // a move came while the board was being posted
	}
	_ = c.Respond(Notice("Here is the board again. The old one's buttons still work."))
}
