package bot

import (
	"errors"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// Refusals of the lobby.
var (
	errUnknownGame = discord.RefuseT(discord.Missing, "deckhand.refusal.unknown_game")
	errBusy        = discord.RefuseT(discord.Invalid, "deckhand.refusal.busy")
	errNotOpened   = discord.RefuseT(discord.Failed, "deckhand.refusal.not_opened")
	errNoLobby     = discord.RefuseT(discord.Failed, "deckhand.refusal.no_lobby")
	errSeated      = discord.RefuseT(discord.Invalid, "deckhand.refusal.seated")
	errFull        = discord.RefuseT(discord.Invalid, "deckhand.refusal.full")
	errNotAtTable  = discord.RefuseT(discord.NotYours, "deckhand.refusal.not_at_table")
	errHostOptions = discord.RefuseT(discord.NotYours, "deckhand.refusal.host_options")
)

// OpenTable opens a lobby for game slug in the interaction's channel,
// with a turn timer (0: none) and turn pings unless noPings.
func (b *tableActions) OpenTable(c *discord.Context, slug string, timer time.Duration, noPings bool) error {
	g, ok := games.Lookup(slug)
	if !ok {
		return errUnknownGame
	}
	if c.Interaction.GuildID == "" {
		return discord.ErrNoGuild
	}
	// The place is claimed before the pacer's wait, and held until the
	// table counts itself or failed to open.
	place, err := b.rt.claim(c.Interaction.GuildID, c.User.ID, true)
	if err != nil {
		return err
	}
	defer b.rt.release(place)
	info := g.Info()
	rec := newRecord(domain.Open(info, c.Interaction.GuildID, c.Interaction.ChannelID, memberOf(c), b.rt.cfg.Seeds(), timer, noPings))
	if err := b.openLobby(c, rec, place); err != nil {
		return err
	}
	return c.Respond(discord.Notice(reader(c).T("deckhand.lobby.opened", "Game", games.InfoIn(g, reader(c)).Name)))
}

// openLobby stores a new table, claiming its channel, and posts its lobby;
// the table takes the place under the bounds that place held.
// The lobby is rendered on the table's loop and posted from here; the
// loop waits for the post (loop.pause) before it runs anything else,
// as a click can come the moment Discord shows the lobby, before its id
// is recorded here. The resume is deferred: a panic on the way to it
// must not leave every later click on the table waiting forever.
//
// The channel is claimed first, so that a busy channel is refused at
// once; then the post waits its turn at the pacer (it is the bot's own
// request, bot/pace), while clicks on the new table wait for it.
func (b *tableActions) openLobby(c *discord.Context, rec *storage.Table, place *claim) (err error) {
	if err := b.rt.store.Create(rec); err != nil {
		if errors.Is(err, storage.ErrChannelBusy) {
			return errBusy
		}
		b.rt.log.Error("creating table", "guild", rec.GuildID, "channel", rec.ChannelID, "err", err)
		return errNotOpened
	}
	if _, err := b.rt.loadClaimed(rec, place); err != nil {
		b.rt.log.Error("loading new table", "table", rec.ID, "guild", rec.GuildID, "err", err)
		return errNotOpened
	}
	var lobby discord.Message
	var posting *table
	if err := b.rt.withTable(rec.ID, anyPhase, func(t *table) error {
		lobby, posting = render.Lobby(b.rt.langs.board(t)), t
		t.loop.pause() // what comes next waits for the post, below
		return nil
	}); err != nil {
		return err
	}
	var msg *discordgo.Message
	// Until the post returns, the table goes as a post that failed: so
	// it does if the post panics.
	var sent error = errNoLobby
	defer posting.loop.resume(func() { err = b.recordLobby(rec, posting, msg, sent) })
	sent = errClosing
	if waitAnswering(b.rt.out.pace, c, b.rt.stop) {
		msg, sent = b.rt.out.session.ChannelMessageSendComplex(rec.ChannelID, lobby.Send())
	}
	return nil
}

// recordLobby is the first job of a new table's loop once its lobby's
// post has returned (msg) or failed (sent): the table records its board,
// or closes as a table that was never shown.
func (b *tableActions) recordLobby(rec *storage.Table, posting *table, msg *discordgo.Message, sent error) error {
	if sent == nil {
		rec.BoardID = msg.ID
		if err := b.rt.store.Save(rec); err != nil {
			b.rt.log.Error("saving board id", "table", rec.ID, "guild", rec.GuildID, "err", err)
		}
		return nil
	}
	err := errNoLobby
	if sent == errClosing {
		// The bot is stopping: the table goes as a post that failed.
		err = errClosing
	} else {
		b.rt.log.Warn("posting lobby", "table", rec.ID, "err", sent)
	}
	rec.Phase = storage.Cancelled
	if err := b.rt.store.Save(rec); err != nil {
		b.rt.log.Error("closing unposted table", "table", rec.ID, "guild", rec.GuildID, "err", err)
	}
	b.rt.forget(posting)
	return err
}

// lobbyClick does what a lobby button asks, as the rules allow.
func (b *tableActions) lobbyClick(c *discord.Context, tableID string, action discord.LobbyAction) error {
	return b.rt.withAnswer(c, tableID, onBoard(c, inLobby), func(t *table) (answer, error) {
		defer b.cycle.dropHeir(t) // a hand-off not saved gives its place back
		by := memberOf(c)
		var e domain.Event
		switch action {
		case discord.LobbyJoin:
			e = domain.Join{By: by}
		case discord.LobbyLeave:
			e = b.cycle.leaveLobby(by, t)
		case discord.LobbyCPU, discord.LobbyCPULevel:
			// A level nobody offered is refused once the rules have let
			// the click through, as any forged click is.
			level, forged := cpuLevel(action, c.Values())
			next, effects, err := domain.Step(domainOf(t), domain.AddCPU{By: by, Level: level.String()})
			if err != nil {
				return nil, refusedBy(err, t)
			}
			if forged != nil {
				return nil, forged
			}
			return b.cycle.carry(c, t, next, effects)
		case discord.LobbyCancel:
			e = domain.Cancel{By: by}
		case discord.LobbyStart:
			return b.start(c, t)
		default:
			return nil, discord.ErrForged
		}
		return b.cycle.decide(c, t, e)
	})
}

// leaveLobby is a member leaving t's lobby. A host who leaves hands the
// lobby to the next person seated who may host one more table, whose
// place is claimed until the save (heir); with nobody who may, it closes.
func (b *lifecycle) leaveLobby(by domain.Member, t *table) domain.LeaveLobby {
	e := domain.LeaveLobby{By: by}
	if t.rec.Host == by.ID && t.rec.SeatOf(by.ID) >= 0 {
		e.Heir, e.Passed = b.heir(t, by.ID)
	}
	return e
}

func (b *tableActions) optionClick(c *discord.Context, tableID, key string, values []string) error {
	return b.rt.withAnswer(c, tableID, onBoard(c, inLobby), func(t *table) (answer, error) {
		return b.cycle.decide(c, t, domain.SetOption{By: memberOf(c), Key: key, Values: values})
	})
}
