package bot

import (
	"strings"

	"github.com/deckhand/deckhand/bot/discord"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/storage"
)

// Refusals of the Rematch button.
var (
	errNotPlayer   = discord.RefuseT(discord.NotYours, "deckhand.refusal.not_player")
	errRematched   = discord.RefuseT(discord.Invalid, "deckhand.refusal.rematched")
	errNotFinished = discord.RefuseT(discord.Invalid, "deckhand.refusal.not_finished")
)

// rematchClick opens a new lobby in a finished table's channel for the
// same game with the same seats, options and timer, the seating moved on
// by one, hosted by whoever pressed Rematch. Players who sit it out press
// the lobby's Leave as in any lobby.
//
// A finished table is not kept in memory, so two presses at once lock
// different copies of it; the channel is what they race for: storage
// lets one unfinished table claim a channel, and the loser hears that
// the channel is busy. No table's loop waits while the lobby is posted.
func (b *tableActions) rematchClick(c *discord.Context, tableID string) error {
	place, err := b.rt.claim(c.Interaction.GuildID, c.User.ID, true)
	if err != nil {
		return err
	}
	defer b.rt.release(place)
	var next *storage.Table
	err = b.rt.withTable(tableID, inTableChannel(c, anyPhase), func(t *table) error {
		d, err := domain.RematchOf(domainOf(t), memberOf(c), b.rt.cfg.Seeds())
		if err != nil {
			return refusedBy(err, t)
		}
		next = newRecord(d)
		return nil
	})
	if err != nil {
		return err
	}
	// The lobby is posted from no table's loop; the channel it claims is
	// what two presses race for.
	if err := b.openLobby(c, next, place); err != nil {
		return err
	}
	err = b.rt.withTable(tableID, inTableChannel(c, finished), func(t *table) error {
		// The lobby is open whatever happens to this save; if it fails,
		// a second press finds the channel busy instead.
		_ = b.rt.update(t, func(rec *storage.Table) { rec.Rematch = next.ID })
		return nil
	})
	if err != nil {
		return err
	}
	var others []string
	for _, s := range next.Seats {
		if !s.CPU && s.UserID != c.User.ID {
			others = append(others, "<@"+s.UserID+">")
		}
	}
	// Said in the channel: the server's language.
	l := b.rt.langs.public(c.Interaction.GuildID)
	text := l.T("deckhand.rematch.opened", "Who", c.User.ID)
	if len(others) > 0 {
		text = l.T("deckhand.rematch.opened_for", "Others", strings.Join(others, ", "), "Who", c.User.ID)
	}
	return c.Respond(discord.Message{Content: text})
}

// finished is the check of a Rematch click.
func finished(t *table) error {
	return refusedBy(domain.PlayedOut(phaseOf(t.rec.Phase)), t)
}
