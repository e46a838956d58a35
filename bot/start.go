package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/pace"
	"github.com/deckhand/deckhand/bot/render"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// start deals the game, as the rules allow; the lobby message becomes
// the board.
func (b *tableActions) start(c *discord.Context, t *table) (answer, error) {
	next, effects, err := domain.Step(domainOf(t), domain.Start{By: memberOf(c)})
	if err != nil {
		return nil, refusedBy(err, t)
	}
	// The deal comes before the save, which holds its snapshot.
	st, err := t.game.New(dealOf(t.rec))
	if err != nil {
		return nil, discord.RefuseT(discord.Invalid, "deckhand.refusal.could_not_start", "Why", reason(err))
	}
	snapshot, err := st.Encode()
	if err != nil {
		b.rt.log.Error("encode new game", "table", t.rec.ID, "err", err)
		return nil, errInternal
	}
	t.state = st
	if err := b.cycle.settle(t, next, effects, func(rec *storage.Table) {
		rec.Snapshot, rec.BoardID = snapshot, c.Interaction.Message.ID
	}); err != nil {
		t.state = nil
		return nil, err
	}
	tell(b.rt.news.acted, t) // the host's Start: people are here
	var dealt answer
	for _, e := range effects {
		switch e.(type) {
		case domain.AskCPUs:
			b.cpus.kickCPUs(t)
		case domain.ShowBoard:
			dealt = b.showDealt(c, t)
		}
	}
	return dealt, nil
}

// showDealt is the answer to Start: the new board, made on t's loop.
func (b *tableActions) showDealt(c *discord.Context, t *table) answer {
	l := b.rt.langs.public(t.rec.GuildID)
	board := render.Board(t.viewIn(l))
	s := b.rt.out.takeSceneIn(t, -1, l)
	// The answer turns the lobby into the board with its picture, drawn
	// on the table's sender (withAnswer), before it goes: the edit loop
	// need not send the board again.
	answered := boardSum(board, s)
	t.board = answered
	tableID, msgID := t.rec.ID, c.Interaction.Message.ID
	b.rt.afterChange(t) // the timer, and the first turn ping
	changes := t.changes
	return func() error {
		m := board
		now, _ := b.rt.out.picture(tableID, &m, boardPicture, s, msgID, messagePicture{}, pace.AnswerDrawWait)
		sent, err := b.rt.out.orText(tableID, m, c.Update)
		// orText reports whether m went as made, which may be its text
		// alone: the board holds its picture only if one was drawn.
		pictured := sent && now.png != 0
		if pictured {
			t.pics.setBoard(now, false)
		}
		t.do(func() {
			// A board edit made before this answer landed (a CPU's quick
			// move) was overwritten by it, which shows the board as it
			// was; and a board that went without its picture (none could
			// be drawn in time) gets it from the edit loop: edit it once
			// more, drawing its picture anew.
			if (err != nil || !pictured || t.changes != changes || t.board != answered) && !t.rec.Phase.Done() {
				t.board = 0
				t.pics.setBoard(messagePicture{}, false)
				b.rt.refreshBoard(t)
			}
		})
		return err
	}
}

// dealOf is the game config a table is dealt with: its seats, seed and
// options make the whole deal, in the newest edition of the game's cards
// (the reading room deals a game again in its own).
func dealOf(rec *storage.Table) games.Config {
	return games.Config{Seats: len(rec.Seats), Seed: rec.Seed, Options: rec.Options}
}
