package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// start deals the game; the lobby message becomes the board.
func (b *Bot) start(c *discord.Context, t *table) error {
	rec, info := t.rec, t.game.Info()
	if n := len(rec.Seats); n < info.MinSeats || n > info.MaxSeats {
		return discord.Refusef(discord.Invalid, "%s needs %d to %d players; there are %d. Others can Join, or Add CPU.", info.Name, info.MinSeats, info.MaxSeats, n)
	}
	st, err := t.game.New(games.Config{Seats: len(rec.Seats), Seed: rec.Seed, Options: rec.Options})
	if err != nil {
		return discord.Refuse(discord.Invalid, "The game could not start: "+sentence(err))
	}
	snapshot, err := st.Encode()
	if err != nil {
		b.log.Error("encode new game", "table", rec.ID, "err", err)
		return errInternal
	}
	t.state = st
	if err := b.update(t, func(rec *storage.Table) {
		rec.Phase, rec.Snapshot, rec.BoardID = storage.Playing, snapshot, c.Interaction.Message.ID
		b.setDeadline(t)
	}); err != nil {
		t.state = nil
		return err
	}
	b.playCPUs(t)
	b.armTimer(t)
	err = c.Update(render.Board(t.view()))
	if err == nil {
		b.refreshBoard(t) // its picture, drawn with t unlocked
	}
	if rec.Phase.Done() {
		b.forget(t)
	}
	return err
}
