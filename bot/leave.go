package bot

import (
	"fmt"
	"strings"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games/ismcts"
	"github.com/deckhand/deckhand/storage"
)

var errLeaveLobby = discord.Refuse(discord.Invalid, "Press **Leave** on the table's message to leave the lobby.")

// LeaveTable gives the user's seat at table id to a CPU player for the
// rest of the game, once they have confirmed (AskLeave), and rates it as
// a loss to everyone still seated. A host who leaves hands the host's
// role to the next person seated within the bound on hosted tables (or
// to nobody); when the last person leaves the game ends there, rather
// than CPU players playing it out for no one.
func (b *desk) LeaveTable(c *discord.Context, id string) error {
	return b.rt.withAnswer(c, id, here(c, unfinished), func(t *table) error {
		defer b.cycle.dropHeir(t) // a hand-off not saved gives its place back
		seat := t.rec.SeatOf(c.User.ID)
		if seat < 0 {
			return errNotSeated
		}
		if t.rec.Phase == storage.Lobby {
			return errLeaveLobby
		}
		name := t.game.Info().Name
		// A host who leaves hands the role to the next person seated who
		// may host one more table; with nobody who may, nobody hosts the
		// game (channel managers can still end it).
		var host string
		var passed []string
		handOff := t.rec.Host == c.User.ID
		if handOff {
			host, passed = b.cycle.heir(t, c.User.ID)
		}
		// Leaving a rated game (another human still seated) loses it to
		// everyone still seated, in the same write as the seat given
		// away: a player about to lose cannot leave it unrated.
		save := b.rt.store.Save
		against := humansBut(t.rec, c.User.ID)
		if len(against) > 0 {
			f := storage.Forfeit{GuildID: t.rec.GuildID, TableID: t.rec.ID, Game: t.rec.Game, UserID: c.User.ID, Against: against}
			save = func(rec *storage.Table) error { return b.rt.store.SaveForfeiting(rec, f) }
		}
		if err := b.rt.updateWith(t, func(rec *storage.Table) {
			// The name is the player's mention, not their display name:
			// a display name is anyone's Markdown.
			rec.Seats[seat] = storage.Seat{Name: fmt.Sprintf("CPU (was <@%s>)", c.User.ID), CPU: true, Level: ismcts.Normal.String()}
			if handOff {
				rec.Host = host
			}
			if !hasHuman(rec) {
				rec.Phase, rec.Deadline = storage.Cancelled, time.Time{}
				return
			}
			b.rt.clock.setDeadline(t)
		}, save); err != nil {
			return err
		}
		b.rt.hands.seatLeft(t, seat)
		if t.rec.Phase.Done() {
			b.rt.afterChange(t)
			return c.Respond(discord.Message{Content: fmt.Sprintf("<@%s> left, and no one is left playing: the %s game has ended.", c.User.ID, name)})
		}
		b.rt.cpus.kickCPUs(t)
		b.rt.afterChange(t)
		words := fmt.Sprintf("<@%s> left the game; a Normal CPU plays their seat now.", c.User.ID)
		if len(against) > 0 {
			words += fmt.Sprintf(" In the ratings, leaving counts as a loss to %s.", mentions(against))
		}
		switch {
		case host != "" && len(passed) > 0:
			words += fmt.Sprintf(" %s, so <@%s> is the host now.", b.cycle.passedOver(passed), host)
		case host != "":
			words += fmt.Sprintf(" <@%s> is the host now.", host)
		case handOff:
			words += fmt.Sprintf(" %s, so nobody hosts this game now; anyone who can manage the channel can still end it with `/end`.", b.cycle.passedOver(passed))
		}
		return c.Respond(discord.Message{Content: words})
	})
}

// nextHost is the first person seated, or "" when none is.
func nextHost(rec *storage.Table) string {
	for _, s := range rec.Seats {
		if !s.CPU {
			return s.UserID
		}
	}
	return ""
}

// humansBut are the people seated at rec other than user.
func humansBut(rec *storage.Table, user string) []string {
	var out []string
	for _, s := range rec.Seats {
		if !s.CPU && s.UserID != user {
			out = append(out, s.UserID)
		}
	}
	return out
}

// mentions joins user ids as mentions: "<@1>, <@2>".
func mentions(ids []string) string {
	m := make([]string, len(ids))
	for i, id := range ids {
		m[i] = "<@" + id + ">"
	}
	return strings.Join(m, ", ")
}

// hasHuman reports whether anyone is still seated at rec.
func hasHuman(rec *storage.Table) bool { return nextHost(rec) != "" }
