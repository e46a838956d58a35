package bot

import (
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/storage"
)

// figure works out a game's figures once, when it has just finished, for
// its final board: how long it was in turns and in time, and in rounds
// where it was played in rounds. They come from the game's reading
// (reading.go), which a Log or replay opened next then finds kept. A
// game whose log does not read gets no figures; its board shows the
// result alone. t is locked.
func (b *Bot) figure(t *table) {
	if t.rec.Phase != storage.Finished || t.figures != nil {
		return
	}
	r, unlock, err := b.reading(t.rec, t.game)
	if err != nil {
		b.log.Error("reading a finished game", "table", t.rec.ID, "err", err)
		return
	}
	defer unlock()
	f := &render.Figures{Turns: len(r.turns) - 1, Answers: r.n, Took: r.last.Sub(r.first)}
	if first, last := r.turns[0].Round, r.turns[len(r.turns)-1].Round; first > 0 {
		f.Rounds = last - first + 1
	}
	t.figures = f
}
