package gametest

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// Bench plays one whole game between random players per iteration of b,
// each with its own seed, and reports the answers a game took: the
// benchmark every game states its speed goal in.
func Bench(b *testing.B, g games.Game, cfg games.Config) {
	b.ReportAllocs()
	rng := rand.New(rand.NewPCG(1, 2))
	answers := 0
	for i := 0; b.Loop(); i++ {
		cfg.Seed = uint64(i) + 1
		s, err := g.New(cfg)
		if err != nil {
			b.Fatal(err)
		}
		for s.Result() == nil {
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				b.Fatal(err)
			}
			answers++
		}
	}
	b.ReportMetric(float64(answers)/float64(b.N), "answers/game")
}
