package bot

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// Lobby component kinds.
const (
	KindLobby  = "l" // l:<table>:<join|leave|cpu|start|cancel>
	KindOption = "o" // o:<table>:<option key>   a game option select
)

// OpenTable opens a lobby for game slug in the interaction's channel.
func (b *Bot) OpenTable(c *Context, slug string, timer time.Duration) {
	g, ok := games.Lookup(slug)
	if !ok {
		_ = c.Respond(Notice("I do not know that game. `/help` lists the games."))
		return
	}
	if c.Interaction.GuildID == "" {
		_ = c.Respond(Notice("Games are played in server channels, not in direct messages."))
		return
	}
	info := g.Info()
	rec := &storage.Table{
		GuildID:   c.Interaction.GuildID,
		ChannelID: c.Interaction.ChannelID,
		Game:      info.Slug,
		Host:      c.User.ID,
		Phase:     storage.Lobby,
		Seats:     []storage.Seat{{UserID: c.User.ID, Name: userName(c.User)}},
		Options:   map[string]string{},
		Seed:      rand.Uint64(),
		Timer:     timer,
	}
	for _, o := range info.Options {
		rec.Options[o.Key] = o.Default
	}
	if err := b.store.Create(rec); err != nil {
		if errors.Is(err, storage.ErrChannelBusy) {
			_ = c.Respond(Notice("This channel already has a table. Use `/game` to see it, or `/end` to end it."))
			return
		}
		b.log.Error("creating table", "err", err)
		_ = c.Respond(Notice("I could not open a table just now. Please try again."))
		return
	}
	t, err := b.load(rec)
	if err != nil {
		b.log.Error("loading new table", "err", err)
		_ = c.Respond(Notice("I could not open a table just now. Please try again."))
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	msg, err := b.session.ChannelMessageSendComplex(rec.ChannelID, b.lobby(t).send())
	if err != nil {
		b.log.Warn("posting lobby", "table", rec.ID, "err", err)
		rec.Phase = storage.Cancelled
		if err := b.store.Save(rec); err != nil {
			b.log.Error("closing unposted table", "table", rec.ID, "err", err)
		}
		b.forget(t)
		_ = c.Respond(Notice("I could not post in this channel. Do I have permission to send messages and embed links here?"))
		return
	}
	rec.BoardID = msg.ID
	if err := b.store.Save(rec); err != nil {
		b.log.Error("saving board id", "table", rec.ID, "err", err)
	}
	_ = c.Respond(Notice(fmt.Sprintf("Your %s table is open. Others press **Join**; press **Start** when everyone is in.", info.Name)))
}

// lobby renders the lobby message.
func (b *Bot) lobby(t *table) Message {
	rec, info := t.rec, t.game.Info()
	e := &discordgo.MessageEmbed{
		Title:       info.Name + " — table open",
		Description: info.Summary,
		Color:       colourLobby,
		Footer:      &discordgo.MessageEmbedFooter{Text: fmt.Sprintf("Deckhand · %d–%d players · table %s", info.MinSeats, info.MaxSeats, rec.ID)},
	}
	var players []string
	for i, s := range rec.Seats {
		line := fmt.Sprintf("%d. %s", i+1, b.seatMention(rec, i))
		if !s.CPU && s.UserID == rec.Host {
			line += " (host)"
		}
		players = append(players, line)
	}
	field(e, fmt.Sprintf("Players (%d/%d)", len(rec.Seats), info.MaxSeats), strings.Join(players, "\n"), true)
	var opts []string
	for _, o := range info.Options {
		opts = append(opts, fmt.Sprintf("%s: **%s**", o.Name, choiceLabel(o, rec.Options[o.Key])))
	}
	opts = append(opts, "Turn timer: **"+timerLabel(rec.Timer)+"**")
	field(e, "Options", strings.Join(opts, "\n"), true)
	if rec.Phase == storage.Cancelled {
		e.Title = info.Name + " — table closed"
		e.Color = colourOver
		return Message{Embeds: []*discordgo.MessageEmbed{e}}
	}
	id := rec.ID
	rows := []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		button("Join", ID(KindLobby, id, "join"), discordgo.PrimaryButton),
		button("Leave", ID(KindLobby, id, "leave"), discordgo.SecondaryButton),
		button("Add CPU", ID(KindLobby, id, "cpu"), discordgo.SecondaryButton),
		button("Start", ID(KindLobby, id, "start"), discordgo.SuccessButton),
		button("Cancel", ID(KindLobby, id, "cancel"), discordgo.DangerButton),
	}}}
	for _, o := range info.Options {
		if len(o.Choices) == 0 || len(rows) == maxRows {
			continue
		}
		sel := discordgo.SelectMenu{CustomID: ID(KindOption, id, o.Key), Placeholder: clip(o.Name, 150)}
		for _, ch := range o.Choices {
			sel.Options = append(sel.Options, discordgo.SelectMenuOption{
				Label: clip(ch.Label, 100), Value: ch.Value,
				Description: clip(o.Help, 100), Default: rec.Options[o.Key] == ch.Value,
			})
		}
		rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{sel}})
	}
	return Message{Embeds: []*discordgo.MessageEmbed{e}, Components: rows}
}

func choiceLabel(o games.OptionSpec, v string) string {
	for _, c := range o.Choices {
		if c.Value == v {
			return c.Label
		}
	}
	return v
}

func timerLabel(d time.Duration) string {
	for _, c := range TimerChoices {
		if c.D == d {
			return c.Label
		}
	}
	return d.String()
}

func (b *Bot) registerLobbyComponents() {
	b.Component(KindLobby, func(c *Context, p []string) {
		if len(p) != 2 {
			b.forged(c)
			return
		}
		b.lobbyClick(c, p[0], p[1])
	})
	b.Component(KindOption, func(c *Context, p []string) {
		if len(p) != 2 {
			b.forged(c)
			return
		}
		b.optionClick(c, p[0], p[1], c.Values())
	})
}

// lobbyTable locks a table that must still be in its lobby.
func (b *Bot) lobbyTable(c *Context, tableID string) (*table, bool) {
	t, err := b.table(tableID)
	if err != nil {
		b.refuse(c, err)
		return nil, false
	}
	t.mu.Lock()
	if t.rec.Phase != storage.Lobby {
		t.mu.Unlock()
		if t.rec.Phase == storage.Playing {
			_ = c.Respond(Notice("This game has already started."))
		} else {
			_ = c.Respond(Notice("This table is closed."))
		}
		return nil, false
	}
	return t, true
}

func (b *Bot) lobbyClick(c *Context, tableID, action string) {
	t, ok := b.lobbyTable(c, tableID)
	if !ok {
		return
	}
	defer t.mu.Unlock()
	rec, info := t.rec, t.game.Info()
	isHost := c.User.ID == rec.Host
	hostOnly := func(what string) bool {
		if isHost || (action == "cancel" && c.CanManage()) {
			return true
		}
		_ = c.Respond(Notice(fmt.Sprintf("Only the host, %s, can %s.", b.seatMention(rec, rec.SeatOf(rec.Host)), what)))
		return false
	}
	var change func(*storage.Table)
	switch action {
	case "join":
		if rec.SeatOf(c.User.ID) >= 0 {
			_ = c.Respond(Notice("You are already at this table."))
			return
		}
		if len(rec.Seats) >= info.MaxSeats {
			_ = c.Respond(Notice("This table is full."))
			return
		}
		change = func(r *storage.Table) {
			r.Seats = append(r.Seats, storage.Seat{UserID: c.User.ID, Name: userName(c.User)})
		}
	case "leave":
		seat := rec.SeatOf(c.User.ID)
		if seat < 0 {
			_ = c.Respond(Notice("You are not at this table."))
			return
		}
		change = func(r *storage.Table) {
			r.Seats = slices.Delete(r.Seats, seat, seat+1)
			if !isHost {
				return
			}
			r.Host = ""
			for _, s := range r.Seats {
				if !s.CPU {
					r.Host = s.UserID
					break
				}
			}
			if r.Host == "" {
				r.Phase = storage.Cancelled
			}
		}
	case "cpu":
		if !hostOnly("add CPU players") {
			return
		}
		if len(rec.Seats) >= info.MaxSeats {
			_ = c.Respond(Notice("This table is full."))
			return
		}
		change = func(r *storage.Table) {
			r.Seats = append(r.Seats, storage.Seat{Name: fmt.Sprintf("CPU %d", len(r.Seats)+1), CPU: true})
		}
	case "cancel":
		if !hostOnly("cancel the table") {
			return
		}
		change = func(r *storage.Table) { r.Phase = storage.Cancelled }
	case "start":
		if !hostOnly("start the game") {
			return
		}
		b.start(c, t)
		return
	default:
		b.forged(c)
		return
	}
	if err := b.update(t, change); err != nil {
		b.refuse(c, err)
		return
	}
	_ = c.Update(b.lobby(t))
	if rec.Phase.Done() {
		b.forget(t)
	}
}

func (b *Bot) optionClick(c *Context, tableID, key string, values []string) {
	t, ok := b.lobbyTable(c, tableID)
	if !ok {
		return
	}
	defer t.mu.Unlock()
	rec := t.rec
	if c.User.ID != rec.Host {
		_ = c.Respond(Notice("Only the host can change the options."))
		return
	}
	var spec *games.OptionSpec
	for _, o := range t.game.Info().Options {
		if o.Key == key {
			spec = &o
		}
	}
	if spec == nil || len(values) != 1 || !hasChoice(*spec, values[0]) {
		b.forged(c)
		return
	}
	if err := b.update(t, func(rec *storage.Table) { rec.Options[key] = values[0] }); err != nil {
		b.refuse(c, err)
		return
	}
	_ = c.Update(b.lobby(t))
}

func hasChoice(o games.OptionSpec, v string) bool {
	for _, c := range o.Choices {
		if c.Value == v {
			return true
		}
	}
	return false
}

// start deals the game; the lobby message becomes the board.
func (b *Bot) start(c *Context, t *table) {
	rec, info := t.rec, t.game.Info()
	if n := len(rec.Seats); n < info.MinSeats || n > info.MaxSeats {
		_ = c.Respond(Notice(fmt.Sprintf("%s needs %d to %d players; there are %d. Others can Join, or Add CPU.", info.Name, info.MinSeats, info.MaxSeats, n)))
		return
	}
	st, err := t.game.New(games.Config{Seats: len(rec.Seats), Seed: rec.Seed, Options: rec.Options})
	if err != nil {
		_ = c.Respond(Notice("The game could not start: " + sentence(err)))
		return
	}
	snapshot, err := st.Encode()
	if err != nil {
		b.log.Error("encode new game", "table", rec.ID, "err", err)
		_ = c.Respond(Notice(errInternal.Error()))
		return
	}
	t.state = st
	if err := b.update(t, func(rec *storage.Table) {
		rec.Phase, rec.Snapshot, rec.BoardID = storage.Playing, snapshot, c.Interaction.Message.ID
		b.setDeadline(t)
	}); err != nil {
		t.state = nil
		b.refuse(c, err)
		return
	}
	b.playCPUs(t)
	b.armTimer(t)
	_ = c.Update(b.board(t))
	if rec.Phase.Done() {
		b.forget(t)
	}
}

// EndTable ends the channel's table, for its host or a channel manager.
func (b *Bot) EndTable(c *Context) {
	t, ok := b.lockChannelTable(c)
	if !ok {
		return
	}
	defer t.mu.Unlock()
	if c.User.ID != t.rec.Host && !c.CanManage() {
		_ = c.Respond(Notice("Only the host or someone who can manage this channel can end the game."))
		return
	}
	if err := b.update(t, func(rec *storage.Table) { rec.Phase, rec.Deadline = storage.Cancelled, time.Time{} }); err != nil {
		b.refuse(c, err)
		return
	}
	b.afterChange(t)
	_ = c.Respond(Message{Content: fmt.Sprintf("<@%s> ended the %s game.", c.User.ID, t.game.Info().Name)})
}

// LeaveTable gives the user's seat to a CPU player for the rest of the game
// (or takes them out of the lobby).
func (b *Bot) LeaveTable(c *Context) {
	t, ok := b.lockChannelTable(c)
	if !ok {
		return
	}
	defer t.mu.Unlock()
	seat := t.rec.SeatOf(c.User.ID)
	if seat < 0 {
		_ = c.Respond(Notice("You are not playing at this table."))
		return
	}
	if t.rec.Phase == storage.Lobby {
		_ = c.Respond(Notice("Press **Leave** on the table's message to leave the lobby."))
		return
	}
	if err := b.update(t, func(rec *storage.Table) {
		rec.Seats[seat] = storage.Seat{Name: rec.Seats[seat].Name + " (CPU)", CPU: true}
		b.setDeadline(t)
	}); err != nil {
		b.refuse(c, err)
		return
	}
	b.playCPUs(t)
	b.afterChange(t)
	_ = c.Respond(Message{Content: fmt.Sprintf("<@%s> left the game; a CPU plays their seat now.", c.User.ID)})
}
