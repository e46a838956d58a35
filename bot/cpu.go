package bot

import (
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
)

// playCPUs lets CPU seats answer while the game waits on one of them.
func (b *Bot) playCPUs(t *table) {
	for guard := 0; guard < 10000 && t.state != nil && t.state.Result() == nil; guard++ {
		seat := -1
		for _, s := range games.Waiting(t.state.Prompts()) {
			if t.rec.Seats[s].CPU {
				seat = s
				break
			}
		}
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
