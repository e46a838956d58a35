package starcollector

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// BenchmarkRandomGame plays one whole random game per iteration through
// the public contract, as CPU seats and the kit do. Goal: under 50 µs.
func BenchmarkRandomGame(b *testing.B) {
	for _, end := range []string{endDefault, endDeckEmpty} {
		b.Run("end="+end, func(b *testing.B) {
			b.ReportAllocs()
			rng := rand.New(rand.NewPCG(1, 2))
			g := Game{}
			cfg := games.Config{Seats: 2, Options: map[string]string{"end": end}}
			for i := 0; b.Loop(); i++ {
				cfg.Seed = uint64(i)
				s, err := g.New(cfg)
				if err != nil {
					b.Fatal(err)
				}
				for s.Result() == nil {
					if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
