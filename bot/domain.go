package bot

import (
	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// The life-cycle rules live in bot/table (imported here as domain, the
// bot's own type for a loaded table being table). This file is the one
// place a stored record becomes a domain table and back: storage keeps
// its record as bbolt needs it, the domain stays pure.

// domainOf is t as the life-cycle rules read it; on t's loop.
func domainOf(t *table) domain.Table {
	d := tableOf(t.rec, t.game.Info())
	if t.state != nil && t.rec.Phase == storage.Playing {
		d.Waiting = games.Waiting(t.state.Prompts())
	}
	return d
}

// newRecord is the record of a table the domain opened.
func newRecord(d domain.Table) *storage.Table {
	rec := &storage.Table{GuildID: d.Guild, ChannelID: d.Channel, Game: d.Game.Slug, Seed: d.Seed, Timer: d.Timer, NoPings: d.NoPings}
	recordOf(rec, d)
	return rec
}

// recordOf writes into rec what the life-cycle rules change: who hosts,
// the phase, the seats, the options, the pings and the rematch. The rest
// of the record (the board, the game's snapshot, the timer's deadline)
// is the bot's.
func recordOf(rec *storage.Table, d domain.Table) {
	rec.Host, rec.Phase, rec.Rematch, rec.Options, rec.NoPings = d.Host, storedPhase(d.Phase), d.Rematch, d.Options, d.NoPings
	rec.Seats = make([]storage.Seat, len(d.Seats))
	for i, s := range d.Seats {
		rec.Seats[i] = storage.Seat{UserID: s.UserID, Name: s.Name, CPU: s.CPU, Level: s.Level}
	}
}

var phases = [...]storage.Phase{domain.Lobby: storage.Lobby, domain.Playing: storage.Playing,
	domain.Finished: storage.Finished, domain.Cancelled: storage.Cancelled}

func phaseOf(p storage.Phase) domain.Phase {
	for d, s := range phases {
		if s == p {
			return domain.Phase(d)
		}
	}
	return domain.Cancelled // a phase no release wrote: nothing more happens to it
}

func storedPhase(p domain.Phase) storage.Phase { return phases[p] }

// memberOf is who clicked or sent a command, as the rules know them.
func memberOf(c *discord.Context) domain.Member {
	return domain.Member{ID: c.User.ID, Name: userName(c.User), Manager: c.CanManage()}
}

// userName is how the user is shown where a mention does not fit.
func userName(u *discordgo.User) string {
	if u.GlobalName != "" {
		return u.GlobalName
	}
	return u.Username
}

// forfeitsOf are the storage forfeits of a save at t.
func forfeitsOf(rec *storage.Table, fs []domain.Forfeit) []storage.Forfeit {
	out := make([]storage.Forfeit, len(fs))
	for i, f := range fs {
		out[i] = storage.Forfeit{GuildID: rec.GuildID, TableID: rec.ID, Game: rec.Game, UserID: f.User, Against: f.Against}
	}
	return out
}
