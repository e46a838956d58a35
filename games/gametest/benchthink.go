package gametest

import (
	"context"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
)

// thinkIterations is the budget of one BenchThink search: a quarter of
// the Normal level's, so one search is a few dozen milliseconds.
const thinkIterations = 1000

// BenchThink measures the CPU player's search as the levels run it in
// this game: from seeded mid-game states, a search of thinkIterations
// for the first seat the state waits on, the Normal level's search with
// its budget bounded by iterations alone, so its playouts are tuned as
// the game says (games.Playouts). It reports search iterations a second of wall
// time and of the process's CPU time: tree, determinization, playout
// and scoring together, the figure a level's time budget buys.
func BenchThink[S games.State](b *testing.B, seats int, starts []S) {
	b.Helper()
	if len(starts) == 0 {
		b.Fatal("BenchThink: no states to start from")
	}
	b.ReportAllocs()
	var waiting []int
	cpu0 := cpuSeconds()
	for i := 0; b.Loop(); i++ {
		s := starts[i%len(starts)]
		var seat int
		seat, waiting = firstWaiting(s, waiting)
		cfg := ismcts.Normal.Config(s)
		cfg.Iterations, cfg.Time = thinkIterations, 0
		q := ismcts.Question{State: s, Seats: seats, Seat: seat, Seed: uint64(i)}
		if _, err := ismcts.Search(context.Background(), q, cfg); err != nil {
			b.Fatal(err)
		}
	}
	reportRate(b, float64(b.N)*thinkIterations, cpu0)
}
