package bot

import (
	"fmt"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// recordFits checks that a started table's record can seat its game: every
// place the runtime reads a seat (who is waited on, which seat is a CPU)
// indexes the record's seats by the game's prompts, so a record with
// fewer seats than its game (a damaged or hand-edited file) would panic
// there, at start, on every resume.
func recordFits(rec *storage.Table, g games.Game, st games.State) error {
	info, n := g.Info(), len(rec.Seats)
	if n < info.MinSeats || n > info.MaxSeats {
		return fmt.Errorf("the record has %d seats; %s seats %d to %d", n, info.Name, info.MinSeats, info.MaxSeats)
	}
	for _, p := range st.Prompts() {
		if p.Seat < 0 || p.Seat >= n {
			return fmt.Errorf("the game asks seat %d, and the record has %d seats", p.Seat, n)
		}
	}
	return nil
}
