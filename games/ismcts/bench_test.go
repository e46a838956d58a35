package ismcts_test

import (
	"context"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
)

// benchIterations is the size of one benchmarked search.
const benchIterations = 1000

// benchSearch runs searches of benchIterations on one reused Searcher and
// reports iterations a second; allocs/op divided by benchIterations is the
// allocation per iteration.
func benchSearch(b *testing.B, s games.State, seat int) {
	x := ismcts.NewSearcher(ismcts.Config{Iterations: benchIterations, Epsilon: 0.1})
	q := ismcts.Question{State: s, Seats: 2, Seat: seat}
	b.ReportAllocs()
	for b.Loop() {
		q.Seed++
		if _, err := x.Search(context.Background(), q); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*benchIterations)/b.Elapsed().Seconds(), "iterations/s")
}

// BenchmarkSearchGoofspiel: eight cards, from the first bid, on the lean
// path (a game to the end is 16 moves deep).
func BenchmarkSearchGoofspiel(b *testing.B) { benchSearch(b, newGoofspiel(8, 1), 0) }

// BenchmarkSearchGoofspielLabelled: the same through Prompts and Apply.
func BenchmarkSearchGoofspielLabelled(b *testing.B) { benchSearch(b, labelled{newGoofspiel(8, 1)}, 0) }

// BenchmarkSearchLiar: a game of two moves with an optional prompt.
func BenchmarkSearchLiar(b *testing.B) { benchSearch(b, &liar{}, 0) }

// BenchmarkSearchTensLabelled: one multi-select prompt listed by
// combinations, some refused.
func BenchmarkSearchTensLabelled(b *testing.B) { benchSearch(b, labelled{&tens{}}, 0) }
