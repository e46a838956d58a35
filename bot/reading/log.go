package reading

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// ShowLog answers with one page of the whole game's public moves, for
// anyone in the table's channel, from line first on (first < 0: the
// newest full page): the footer of every board prints its table id, so a
// log asked for elsewhere is refused. The lines are not stored: the game
// is replayed from its seed, options and the stored answers, which give
// back exactly the events of the game as it was played, private lines
// left out. The game's reading (reading.go) keeps them, so a click costs
// the answers since the last one, not the whole game.
func (b *Room) ShowLog(c *discord.Context, tableID string, first int) error {
	rec, game, err := b.tables.Copy(c, tableID)
	if err != nil {
		return err
	}
	if rec.Snapshot == nil && rec.Moves == 0 {
		return discord.ErrNotStarted
	}
	m, err := b.logPage(c.Lang(), &rec, game, first)
	if err != nil {
		return err
	}
	return c.Reply(m)
}

// logPage renders the page, holding the game's reading only meanwhile.
func (b *Room) logPage(l *lang.Lang, rec *storage.Table, game games.Game, first int) (discord.Message, error) {
	r, unlock, err := b.reading(rec, game)
	if err != nil {
		b.log.Error("rebuilding a log", "table", rec.ID, "guild", rec.GuildID, "err", err)
		return discord.Message{}, errNoLog
	}
	defer unlock()
	tb := b.tables.View(rec, game.Info())
	return render.LogIn(l, &tb, games.InfoIn(game, l), r.lines, first), nil
}
