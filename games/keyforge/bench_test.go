package keyforge

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// BenchmarkRandomGame plays a whole random game between two generated
// decks per iteration.
func BenchmarkRandomGame(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s, err := Game{}.New(games.Config{Seats: 2, Seed: uint64(i) + 1})
		if err != nil {
			b.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 7))
		for s.Result() == nil {
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				b.Fatal(err)
			}
		}
	}
}
