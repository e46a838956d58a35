package bot

import (
	"errors"
	"slices"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// /privacy request:delete: a member's data erased on their request
// (privacy.go says what and why).
//
// Tables not yet finished are in memory, and the bot writes them from
// there: they are changed through the table runtime, never under it.
// The member leaves each lobby they sit in as its Leave button does
// (the lobby message shows it); a game in progress they sit at stops
// the deletion before anything changes (they /leave it first, and a
// CPU takes their seat); a game they left, whose CPU seat is named
// after them, is rewritten in memory and saved. Then Forget rewrites
// everything else in one transaction.

var errForget = discord.RefuseT(discord.Failed, "deckhand.refusal.forget")

// askForget asks the member to confirm erasing their data, unless they
// sit at a game in progress, which they must leave first.
func (b *Bot) askForget(c *discord.Context) error {
	if err := b.actions.playingAt(c.User.ID); err != nil {
		return err
	}
	l := reader(c)
	m := discord.Notice(l.T("deckhand.privacy.forget_ask", "Former", storage.FormerPlayer))
	m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{Label: l.T("deckhand.privacy.delete_button"), Style: discordgo.DangerButton, CustomID: discord.ForgetID{Member: c.User.ID, Yes: true}.String()},
		discordgo.Button{Label: l.T("deckhand.privacy.keep_button"), Style: discordgo.SecondaryButton, CustomID: discord.ForgetID{Member: c.User.ID}.String()},
	}}}
	return c.Respond(m)
}

// forgetClick does what the member confirmed, on their own question.
func (b *tableActions) forgetClick(c *discord.Context, id discord.ForgetID) error {
	if id.Member != c.User.ID || !c.FromEphemeral() || !c.OnItsMessage() {
		return discord.ErrForged
	}
	if !id.Yes {
		return c.Update(discord.Notice(reader(c).T("deckhand.privacy.nothing_deleted")))
	}
	if err := b.playingAt(c.User.ID); err != nil {
		return err
	}
	lobbies, err := b.leaveLobbiesOf(c.User.ID)
	if err != nil {
		return err
	}
	if err := b.unname(c.User.ID); err != nil {
		return err
	}
	got, err := b.rt.store.Forget(c.User.ID)
	b.room.Forget()
	var seated *storage.SeatedError
	switch {
	case errors.As(err, &seated):
		return seatedRefusal(seated.Tables[0].ChannelID, seated.Tables[0].Phase)
	case errors.Is(err, storage.ErrScrubBusy):
		b.rt.log.Warn("forgetting a member: free pages not scrubbed", "err", err)
	case err != nil:
		return errForget.Because(err)
	}
	l := reader(c)
	words := l.T("deckhand.privacy.forgotten", "Tables", l.T("deckhand.privacy.tables", "Count", got.Tables),
		"Games", l.T("deckhand.privacy.finished_games", "Count", got.History), "Former", storage.FormerPlayer)
	if lobbies > 0 {
		words += " " + l.T("deckhand.privacy.left_lobbies", "Count", lobbies)
	}
	return c.Update(discord.Notice(words))
}

func seatedRefusal(channel string, phase storage.Phase) error {
	if phase == storage.Lobby {
		return discord.RefuseT(discord.Invalid, "deckhand.refusal.forget_in_lobby", "Channel", "<#"+channel+">")
	}
	return discord.RefuseT(discord.Invalid, "deckhand.refusal.forget_in_game", "Channel", "<#"+channel+">")
}

// playingAt refuses while user sits at a game in progress.
func (b *tableActions) playingAt(user string) error {
	for _, t := range b.rt.loaded() {
		var channel string
		t.do(func() {
			if t.rec.Phase == storage.Playing && t.rec.SeatOf(user) >= 0 {
				channel = t.rec.ChannelID
			}
		})
		if channel != "" {
			return seatedRefusal(channel, storage.Playing)
		}
	}
	return nil
}

// leaveLobbiesOf takes user out of every lobby they sit in, as its Leave
// button does, and returns how many.
func (b *tableActions) leaveLobbiesOf(user string) (int, error) {
	n := 0
	for _, t := range b.rt.loaded() {
		err := b.rt.withTable(t.idLocked(), inLobby, func(t *table) error {
			if t.rec.SeatOf(user) < 0 {
				return nil
			}
			defer b.cycle.dropHeir(t) // a hand-off not saved gives its place back
			by := domain.Member{ID: user}
			if _, err := b.cycle.decide(nil, t, b.cycle.leaveLobby(by, t)); err != nil {
				return err
			}
			n++
			return nil
		})
		if err != nil && !isGone(err) {
			return n, err
		}
	}
	return n, nil
}

// unname rewrites, without user, the tables in memory that name them
// though they no longer sit there (a CPU seat that took theirs), so that
// no later save writes them back.
func (b *tableActions) unname(user string) error {
	for _, t := range b.rt.loaded() {
		err := b.rt.withTable(t.idLocked(), unfinished, func(t *table) error {
			if !names(t.rec, user) {
				return nil
			}
			if err := b.rt.update(t, func(r *storage.Table) { storage.ForgetIn(r, user) }); err != nil {
				return err
			}
			b.rt.afterChange(t)
			return nil
		})
		if err != nil && !isGone(err) {
			return err
		}
	}
	return nil
}

// names reports whether rec names user, without changing it.
func names(rec *storage.Table, user string) bool {
	probe := *rec
	probe.Seats = slices.Clone(rec.Seats)
	probe.Recent = slices.Clone(rec.Recent)
	probe.Notes = make(map[int][]string, len(rec.Notes))
	for seat, lines := range rec.Notes {
		probe.Notes[seat] = slices.Clone(lines)
	}
	probe.RecentMsg = slices.Clone(rec.RecentMsg)
	probe.NotesMsg = make(map[int][]games.Text, len(rec.NotesMsg))
	for seat, msgs := range rec.NotesMsg {
		probe.NotesMsg[seat] = slices.Clone(msgs)
	}
	return storage.ForgetIn(&probe, user)
}

// isGone is a table that ended or moved on while the deletion went
// through the tables: there is nothing of it to change.
func isGone(err error) bool {
	return errors.Is(err, errGameOver) || errors.Is(err, errClosed) || errors.Is(err, errStarted) || errors.Is(err, errNoTable)
}

// idLocked is the table's id, read under its lock.
func (t *table) idLocked() (id string) {
	t.do(func() { id = t.rec.ID })
	return id
}
