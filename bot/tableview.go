package bot

import (
	"github.com/deckhand/deckhand/bot/render"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// Render reads a view of a table, never its stored record: the table
// as its rules know it and what the record keeps for its messages. This
// file is where a record becomes that view.

// viewOf is t as render reads it for a reader of l (nil: English); t is
// locked.
func viewOf(t *table, l *lang.Lang) render.Table {
	return render.Table{
		Table: tableOf(t.rec, t.game.Info()), Kept: keptOf(t.rec),
		Game: t.game, State: t.state, Drafts: t.drafts, Thinking: t.cpu.shown(), Figures: t.figures, Lang: l,
	}
}

// tableOf is rec, a table of the game info describes, as the life-cycle
// rules and render read it, but for the seats its game waits on: its
// game's state says those (domainOf).
func tableOf(rec *storage.Table, info games.Info) domain.Table {
	d := domain.Table{
		ID: rec.ID, Guild: rec.GuildID, Channel: rec.ChannelID, Game: info, Host: rec.Host,
		Phase: phaseOf(rec.Phase), Seats: make([]domain.Seat, len(rec.Seats)), Options: rec.Options,
		Seed: rec.Seed, Timer: rec.Timer, NoPings: rec.NoPings, Updated: rec.Updated, Rematch: rec.Rematch,
	}
	for i, s := range rec.Seats {
		d.Seats[i] = domain.Seat{UserID: s.UserID, Name: s.Name, CPU: s.CPU, Level: s.Level}
	}
	return d
}

// keptOf is what rec keeps for the table's messages.
func keptOf(rec *storage.Table) render.Kept {
	return render.Kept{
		Moves: rec.Moves, Deadline: rec.Deadline, Tournament: rec.Tournament != nil,
		Recent: rec.Recent, RecentMsg: rec.RecentMsg, Notes: rec.Notes, NotesMsg: rec.NotesMsg,
		Since: rec.Since, NotesAt: rec.NotesAt,
	}
}
