package ismcts_test

import (
	"context"
	"testing"

	"github.com/deckhand/deckhand/games/ismcts"
)

// The search reuses its tree, move lists and buffers from one search to
// the next: once warm, an iteration allocates only what the game does
// (goofspiel's Determinize: the state and its prize list).
func TestSearchAllocatesNothingOfItsOwnOnceWarm(t *testing.T) {
	const iterations = 500
	x := ismcts.NewSearcher(ismcts.Config{Iterations: iterations})
	q := ismcts.Question{State: newGoofspiel(8, 1), Seats: 2, Seat: 0}
	search := func() {
		q.Seed = 1 // the same search each time, so that the warm tree fits
		if _, err := x.Search(context.Background(), q); err != nil {
			t.Fatal(err)
		}
	}
	search()
	perIteration := testing.AllocsPerRun(5, search) / iterations
	if perIteration > 2.1 {
		t.Errorf("%.2f allocations an iteration, want at most the 2 of the game's Determinize", perIteration)
	}
}
