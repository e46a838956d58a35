package bot

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// Refusals of the lobby.
var (
	errUnknownGame = discord.Refuse(discord.Missing, "I do not know that game. `/help` lists the games.")
	errNoGuild     = discord.Refuse(discord.Invalid, "Games are played in server channels, not in direct messages.")
	errBusy        = discord.Refuse(discord.Invalid, "This channel already has a table. Use `/game` to see it, or `/end` to end it.")
	errNotOpened   = discord.Refuse(discord.Failed, "I could not open a table just now. Please try again.")
	errNoLobby     = discord.Refuse(discord.Failed, "I could not post in this channel. Do I have permission to send messages and embed links here?")
	errSeated      = discord.Refuse(discord.Invalid, "You are already at this table.")
	errFull        = discord.Refuse(discord.Invalid, "This table is full.")
	errNotAtTable  = discord.Refuse(discord.NotYours, "You are not at this table.")
	errHostOptions = discord.Refuse(discord.NotYours, "Only the host can change the options.")
)

// OpenTable opens a lobby for game slug in the interaction's channel,
// with a turn timer (0: none) and turn pings unless noPings.
func (b *desk) OpenTable(c *discord.Context, slug string, timer time.Duration, noPings bool) error {
	g, ok := games.Lookup(slug)
	if !ok {
		return errUnknownGame
	}
	if c.Interaction.GuildID == "" {
		return errNoGuild
	}
	// The place is claimed before the pacer's wait, and held until the
	// table counts itself or failed to open.
	place, err := b.claim(c.Interaction.GuildID, c.User.ID, true)
	if err != nil {
		return err
	}
	defer b.release(place)
	info := g.Info()
	rec := &storage.Table{
		GuildID:   c.Interaction.GuildID,
		ChannelID: c.Interaction.ChannelID,
		Game:      info.Slug,
		Host:      c.User.ID,
		Phase:     storage.Lobby,
		Seats:     []storage.Seat{{UserID: c.User.ID, Name: userName(c.User)}},
		Options:   map[string]string{},
		Seed:      b.cfg.Seeds(),
		Timer:     timer,
		NoPings:   noPings,
	}
	for _, o := range info.Options {
		rec.Options[o.Key] = o.Default
	}
	if !b.out.pace.waitAnswering(c, b.stop) { // the lobby post is the bot's own request (pace.go)
		return errClosing
	}
	if err := b.openLobby(rec, place); err != nil {
		return err
	}
	return c.Respond(discord.Notice(fmt.Sprintf("Your %s table is open. Others press **Join**; press **Start** when everyone is in.", info.Name)))
}

// openLobby stores a new table, claiming its channel, and posts its lobby;
// the table takes the place under the bounds that place held.
// The lobby is rendered with the table locked and posted with it
// unlocked; visits to the table wait for the post (table.posting), as a
// click can come the moment Discord shows the lobby, before its id is
// recorded here.
func (b *desk) openLobby(rec *storage.Table, place *claim) error {
	if err := b.store.Create(rec); err != nil {
		if errors.Is(err, storage.ErrChannelBusy) {
			return errBusy
		}
		b.log.Error("creating table", "guild", rec.GuildID, "channel", rec.ChannelID, "err", err)
		return errNotOpened
	}
	if _, err := b.loadClaimed(rec, place); err != nil {
		b.log.Error("loading new table", "table", rec.ID, "guild", rec.GuildID, "err", err)
		return errNotOpened
	}
	var lobby discord.Message
	var posting *table
	if err := b.withTable(rec.ID, anyPhase, func(t *table) error {
		lobby, posting = render.Lobby(t.view()), t
		t.posting = make(chan struct{})
		return nil
	}); err != nil {
		return err
	}
	msg, sent := b.out.session.ChannelMessageSendComplex(rec.ChannelID, lobby.Send())
	var err error
	posting.locked(func() {
		defer func() { close(posting.posting); posting.posting = nil }()
		if sent != nil {
			b.log.Warn("posting lobby", "table", rec.ID, "err", sent)
			rec.Phase = storage.Cancelled
			if err := b.store.Save(rec); err != nil {
				b.log.Error("closing unposted table", "table", rec.ID, "guild", rec.GuildID, "err", err)
			}
			b.forget(posting)
			err = errNoLobby
			return
		}
		rec.BoardID = msg.ID
		if err := b.store.Save(rec); err != nil {
			b.log.Error("saving board id", "table", rec.ID, "guild", rec.GuildID, "err", err)
		}
	})
	return err
}

// userName is how the user is shown where a mention does not fit.
func userName(u *discordgo.User) string {
	if u.GlobalName != "" {
		return u.GlobalName
	}
	return u.Username
}

func (b *desk) lobbyClick(c *discord.Context, tableID string, action discord.LobbyAction) error {
	return b.withAnswer(c, tableID, onBoard(c, inLobby), func(t *table) error {
		defer b.dropHeir(t) // a hand-off not saved gives its place back
		rec, info := t.rec, t.game.Info()
		isHost := c.User.ID == rec.Host
		hostOnly := func(what string) error {
			if isHost || (action == discord.LobbyCancel && c.CanManage()) {
				return nil
			}
			return discord.Refusef(discord.NotYours, "Only the host, %s, can %s.", render.SeatMention(rec, rec.SeatOf(rec.Host)), what)
		}
		var change func(*storage.Table)
		var told string // said in the channel once the change is saved
		switch action {
		case discord.LobbyJoin:
			if rec.SeatOf(c.User.ID) >= 0 {
				return errSeated
			}
			if len(rec.Seats) >= info.MaxSeats {
				return errFull
			}
			change = func(r *storage.Table) {
				r.Seats = append(r.Seats, storage.Seat{UserID: c.User.ID, Name: userName(c.User)})
			}
		case discord.LobbyLeave:
			var err error
			if change, told, err = b.leaveLobby(c.User.ID, t, isHost); err != nil {
				return err
			}
		case discord.LobbyCPU, discord.LobbyCPULevel:
			if err := hostOnly("add CPU players"); err != nil {
				return err
			}
			if len(rec.Seats) >= info.MaxSeats {
				return errFull
			}
			level, err := cpuLevel(action, c.Values())
			if err != nil {
				return err
			}
			change = func(r *storage.Table) {
				r.Seats = append(r.Seats, storage.Seat{Name: fmt.Sprintf("CPU %d", len(r.Seats)+1), CPU: true, Level: level.String()})
			}
		case discord.LobbyCancel:
			if err := hostOnly("cancel the table"); err != nil {
				return err
			}
			change = func(r *storage.Table) { r.Phase = storage.Cancelled }
		case discord.LobbyStart:
			if err := hostOnly("start the game"); err != nil {
				return err
			}
			return b.start(c, t)
		default:
			return discord.ErrForged
		}
		if err := b.update(t, change); err != nil {
			return err
		}
		if told != "" {
			b.out.say(rec.GuildID, rec.ChannelID, told)
		}
		err := c.Update(render.Lobby(t.view()))
		if rec.Phase.Done() {
			b.forget(t)
		}
		return err
	})
}

// leaveLobby is the change a player leaving the lobby makes, and what
// the channel is told of it. A host who leaves hands the lobby to the
// next person seated who may host one more table; with nobody who may,
// it closes.
func (b *desk) leaveLobby(user string, t *table, isHost bool) (change func(*storage.Table), told string, err error) {
	rec, info := t.rec, t.game.Info()
	seat := rec.SeatOf(user)
	if seat < 0 {
		return nil, "", errNotAtTable
	}
	var heir string
	var passed []string
	if isHost {
		heir, passed = b.heir(t, user)
	}
	change = func(r *storage.Table) {
		r.Seats = slices.Delete(r.Seats, seat, seat+1)
		if !isHost {
			return
		}
		if r.Host = heir; r.Host == "" {
			r.Phase = storage.Cancelled
		}
	}
	switch {
	case len(passed) > 0 && heir != "":
		told = fmt.Sprintf("<@%s> left the %s table. %s, so <@%s> is the host now.", user, info.Name, b.passedOver(passed), heir)
	case len(passed) > 0:
		told = fmt.Sprintf("<@%s> left the %s table, and %s, so the table has closed. Start a new one with `/play`.", user, info.Name, b.passedOver(passed))
	}
	return change, told, nil
}

func (b *desk) optionClick(c *discord.Context, tableID, key string, values []string) error {
	return b.withAnswer(c, tableID, onBoard(c, inLobby), func(t *table) error {
		if c.User.ID != t.rec.Host {
			return errHostOptions
		}
		var spec *games.OptionSpec
		for _, o := range t.game.Info().Options {
			if o.Key == key {
				spec = &o
			}
		}
		if spec != nil && len(values) == 0 {
			// A switch button (a lobby short of rows) picks the other
			// choice.
			values = []string{nextChoice(*spec, t.rec.Options[key])}
		}
		if spec == nil || len(values) != 1 || !hasChoice(*spec, values[0]) {
			return discord.ErrForged
		}
		if err := b.update(t, func(rec *storage.Table) { rec.Options[key] = values[0] }); err != nil {
			return err
		}
		return c.Update(render.Lobby(t.view()))
	})
}

// nextChoice is the choice after v, the first after the last.
func nextChoice(o games.OptionSpec, v string) string {
	for i, c := range o.Choices {
		if c.Value == v {
			return o.Choices[(i+1)%len(o.Choices)].Value
		}
	}
	return o.Choices[0].Value
}

func hasChoice(o games.OptionSpec, v string) bool {
	for _, c := range o.Choices {
		if c.Value == v {
			return true
		}
	}
	return false
}
