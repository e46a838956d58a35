package bot

import (
	"slices"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

var errNoLog = discord.Refuse(discord.Failed, "I could not rebuild this game's log just now.")

// ShowLog answers with one page of the whole game's public moves, for
// anyone, from line first on (first < 0: the newest full page). The lines are not stored: the game is
// replayed from its seed, options and the stored answers, which give back
// exactly the events of the game as it was played, private lines left out.
func (b *Bot) ShowLog(c *discord.Context, tableID string, first int) error {
	var rec storage.Table
	var game games.Game
	err := b.withTable(tableID, anyPhase, func(t *table) error {
		rec, game = *t.rec, t.game
		rec.Seats = slices.Clone(t.rec.Seats)
		return nil
	})
	if err != nil {
		return err
	}
	if rec.Snapshot == nil && rec.Moves == 0 {
		return errNotStarted
	}
	lines, err := b.publicLog(&rec, game)
	if err != nil {
		b.log.Error("rebuilding a log", "table", tableID, "err", err)
		return errNoLog
	}
	return c.Reply(render.Log(&rec, game.Info(), lines, first))
}

// publicLog replays the game and returns its public lines, each with the
// number of the move that made it.
func (b *Bot) publicLog(rec *storage.Table, g games.Game) ([]render.LogLine, error) {
	moves, err := b.store.Moves(rec.ID)
	if err != nil {
		return nil, err
	}
	st, err := g.New(games.Config{Seats: len(rec.Seats), Seed: rec.Seed, Options: rec.Options})
	if err != nil {
		return nil, err
	}
	var lines []render.LogLine
	for _, m := range moves {
		events, err := st.Apply(games.Answer{Seat: m.Seat, PromptID: m.Prompt, Choices: m.Choices})
		if err != nil {
			return nil, err
		}
		for _, e := range events {
			if !e.Private {
				lines = append(lines, render.LogLine{Move: m.N, Text: e.Text})
			}
		}
	}
	return lines, nil
}
