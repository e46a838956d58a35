package reading

import (
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// Figures works out a game's figures, once it has just finished, for
// its final board: how long it was in turns and in time, and in rounds
// where it was played in rounds, and its turning point where the game
// can tell one. st is the game's final state. They come from the game's
// reading (reading.go), which a Log or replay opened next then finds
// kept. A game whose log does not read gets no figures (nil); its board
// shows the result alone. The bot calls it on the table's loop.
func (b *Room) Figures(rec *storage.Table, g games.Game, st games.State) *render.Figures {
	r, unlock, err := b.reading(rec, g)
	if err != nil {
		b.log.Error("reading a finished game", "table", rec.ID, "guild", rec.GuildID, "err", err)
		return nil
	}
	defer unlock()
	// Turns are counted as the replay steps through them.
	turns := r.replayTurns()
	f := &render.Figures{Turns: len(turns) - 1, Answers: r.n, Took: r.last.Sub(r.first)}
	if first, last := turns[0].Round, turns[len(turns)-1].Round; first > 0 {
		f.Rounds = last - first + 1
	}
	if w := st.Result().Winners(); len(w) == 1 {
		moves, err := b.store.MovesFrom(rec.ID, 0, -1)
		if err != nil {
			b.log.Error("reading a finished game's answers", "table", rec.ID, "guild", rec.GuildID, "err", err)
		} else {
			f.Winner = w[0]
			f.Turning = turningPoint(g, r.cfg, turns, moves, w[0])
		}
	}
	return f
}

// turningPoint is the turn from which winner stayed ahead to the end by
// the game's own estimate of how each seat stands (games.Evaluator, what
// its CPU players search with), taken at the end of every turn: the turn
// after the last one at which someone else stood at least as well. It
// is 0 for a game that makes no estimate, or when the estimate never put
// the winner ahead at the end; 1 when the winner led all the way.
// Another definition (the biggest swing, the last change of the scores
// shown) would need a score every game shows as a number at every turn,
// which the games do not all keep; an estimate the CPU players act on is
// one a reader can trust as far as they trust the CPU.
func turningPoint(g games.Game, cfg games.Config, turns []render.ReplayTurn, moves []storage.Move, winner int) int {
	st, err := g.New(cfg)
	if err != nil {
		return 0
	}
	if _, ok := st.(games.Evaluator); !ok {
		return 0
	}
	from, next := 1, 1
	for i, m := range moves {
		if _, err := st.Apply(answerOf(m)); err != nil {
			return 0
		}
		for ; next < len(turns) && turns[next].End == i+1; next++ {
			if !ahead(st.(games.Evaluator), winner, cfg.Seats) {
				from = next + 1
			}
		}
	}
	if from >= len(turns) {
		return 0
	}
	return from
}

// ahead reports whether seat stands strictly better than every other.
func ahead(e games.Evaluator, seat, seats int) bool {
	mine := e.Eval(seat)
	for s := range seats {
		if s != seat && e.Eval(s) >= mine {
			return false
		}
	}
	return true
}
