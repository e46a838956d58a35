package bot

import (
	"fmt"
	"strings"

	"github.com/deckhand/deckhand/bot/discord"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/storage"
)

var errLeaveLobby = discord.RefuseT(discord.Invalid, "deckhand.refusal.leave_lobby")

// LeaveTable gives the user's seat at table id to a CPU player for the
// rest of the game, once they have confirmed (AskLeave), as the rules
// say (domain.LeaveGame): a loss to everyone still seated in a rated
// game, the host's role handed on, the game ended when its last person
// leaves.
func (b *tableActions) LeaveTable(c *discord.Context, id string) error {
	return b.rt.withAnswer(c, id, inTableChannel(c, unfinished), func(t *table) (answer, error) {
		if seat := t.rec.SeatOf(c.User.ID); seat >= 0 && t.rec.Phase == storage.Playing && t.rec.Tournament != nil {
			return b.resign(c, t, seat) // nobody plays for the absent at a tournament table
		}
		defer b.cycle.dropHeir(t) // a hand-off not saved gives its place back
		by := memberOf(c)
		// The name is the player's mention, not their display name: a
		// display name is anyone's Markdown.
		e := domain.LeaveGame{By: by, CPUName: fmt.Sprintf("CPU (was <@%s>)", by.ID)}
		if t.rec.Host == by.ID && t.rec.Phase == storage.Playing {
			e.Heir, e.Passed = b.cycle.heir(t, by.ID)
		}
		return b.cycle.decide(c, t, e)
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
