package birdrummy

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// BenchmarkRandomGame plays one whole game between random players per
// iteration (goal: under 1 ms).
func BenchmarkRandomGame(b *testing.B) {
	b.ReportAllocs()
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; b.Loop(); i++ {
		s, err := Game{}.New(games.Config{Seats: 2, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		for s.Result() == nil {
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				b.Fatal(err)
			}
		}
	}
}
