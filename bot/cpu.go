package bot

import (
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
)

// CPU play runs apart from the handlers: an answer, a start or a /leave
// only asks for it (cpuSoon), and a worker from a small pool plays the
// CPU seats' moves in batches, letting go of the table between batches.
// So no click waits on CPU thinking, a table of CPU players cannot hold
// its lock for a whole game, and CPU work across tables is bounded by the
// pool. A smarter player that thinks outside the lock fits in cpuTurn.

const (
	// cpuPool is how many tables' CPU seats think at once.
	cpuPool = 2
	// cpuBatch is how many CPU moves one table makes before letting
	// others, and its own players, have the table.
	cpuBatch = 16
)

// cpuWaited returns a CPU seat the game waits on, or -1.
func cpuWaited(t *table) int {
	if t.state == nil || t.rec.Phase.Done() || t.state.Result() != nil {
		return -1
	}
	for _, s := range games.Waiting(t.state.Prompts()) {
		if t.rec.Seats[s].CPU {
			return s
		}
	}
	return -1
}

// cpuSoon asks for t's CPU seats to move, if the game waits on one; t is
// locked. At most one request per table is outstanding.
func (b *Bot) cpuSoon(t *table) {
	if t.cpuQueued || cpuWaited(t) < 0 || !b.enter() {
		return
	}
	t.cpuQueued = true
	go func() {
		defer b.wg.Done()
		b.cpuSlots <- struct{}{}
		defer func() { <-b.cpuSlots }()
		t.locked(func() {
			defer b.survive("cpu play", t.rec.ID)
			t.cpuQueued = false
			b.cpuTurn(t)
		})
	}()
}

// cpuTurn plays one batch of CPU moves on t (locked), shows them, and
// asks for another batch if the game still waits on a CPU seat. A batch
// that made no move (a CPU move that failed; it would fail again, being
// derived from the move count) asks for none.
func (b *Bot) cpuTurn(t *table) {
	moves := t.rec.Moves
	b.playCPUs(t)
	if t.rec.Moves == moves {
		return
	}
	b.afterChange(t) // each commit set the next deadline
	b.cpuSoon(t)
}

// playCPUs lets CPU seats answer while the game waits on one of them, at
// most cpuBatch moves.
func (b *Bot) playCPUs(t *table) {
	for range cpuBatch {
		seat := cpuWaited(t)
		if seat < 0 {
			return
		}
		if err := b.playRandom(t, seat, "cpu"); err != nil {
			b.log.Error("cpu move", "table", t.rec.ID, "seat", seat, "err", err)
			return
		}
	}
}

// playRandom makes a random legal move for seat and commits it.
// The RNG is derived from the table's seed and move count, so the same
// table at the same move always makes the same CPU move.
func (b *Bot) playRandom(t *table, seat int, by string) error {
	rng := rand.New(rand.NewPCG(t.rec.Seed, uint64(t.rec.Moves)))
	return b.move(t, by, "", func() (games.Answer, []games.Event, error) {
		return games.PlayRandom(t.state, seat, true, rng)
	})
}
