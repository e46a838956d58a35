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

// viewOf is t as render reads it for a reader of l (nil: English), on
// t's loop.
func viewOf(t *table, l *lang.Lang) render.Table {
	v := TableView(t.rec, t.game)
	v.State, v.Drafts, v.Thinking, v.Figures, v.Lang = t.state, t.drafts, t.cpu.Thinking(), t.figures, l
	return v
}

// TableView is the view render reads of a stored table of game g, as
// the bot shows it: in English, with no state until one is set, and
// nothing of what only a live table has (drafts, CPUs thinking, a
// finished game's figures).
func TableView(rec *storage.Table, g games.Game) render.Table {
	return render.Table{Table: tableOf(rec, g.Info()), Kept: keptOf(rec), Game: g}
}

// tableOf is rec, a table of the game info describes, as the life-cycle
// rules and render read it, but for the seats its game waits on: its
// game's state says those (domainOf).
func tableOf(rec *storage.Table, info games.Info) domain.Table {
	return domain.Table{
		ID: rec.ID, Guild: rec.GuildID, Channel: rec.ChannelID, Game: info, Host: rec.Host,
		Phase: phaseOf(rec.Phase), Seats: seatsOf(rec), Options: rec.Options,
		Seed: rec.Seed, Timer: rec.Timer, NoPings: rec.NoPings, Updated: rec.Updated, Rematch: rec.Rematch,
	}
}

// seatsOf are rec's seats as the rules and render read them.
func seatsOf(rec *storage.Table) []domain.Seat {
	seats := make([]domain.Seat, len(rec.Seats))
	for i, s := range rec.Seats {
		seats[i] = domain.Seat{UserID: s.UserID, Name: s.Name, CPU: s.CPU, Level: s.Level}
	}
	return seats
}

// keptOf is what rec keeps for the table's messages.
func keptOf(rec *storage.Table) render.Kept {
	return render.Kept{
		Moves: rec.Moves, Deadline: rec.Deadline, Tournament: rec.Tournament != nil,
		Recent: rec.Recent, RecentMsg: rec.RecentMsg, Notes: rec.Notes, NotesMsg: rec.NotesMsg,
		Since: rec.Since, NotesAt: rec.NotesAt,
	}
}

// seated is t as render names its seats and ids; on t's loop.
func (t *table) seated() *domain.Table {
	d := tableOf(t.rec, t.game.Info())
	return &d
}
