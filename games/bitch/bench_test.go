package bitch

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// benchGame plays one whole random game per iteration.
func benchGame(b *testing.B, seats int) {
	b.ReportAllocs()
	steps := 0
	for i := 0; b.Loop(); i++ {
		s, err := Game{}.New(games.Config{Seats: seats, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 7))
		for s.Result() == nil {
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				b.Fatal(err)
			}
			steps++
		}
	}
	b.ReportMetric(float64(steps)/float64(b.N), "answers/game")
}

func BenchmarkRandomGame2Players(b *testing.B) { benchGame(b, 2) }
func BenchmarkRandomGame4Players(b *testing.B) { benchGame(b, 4) }
func BenchmarkRandomGame8Players(b *testing.B) { benchGame(b, 8) }
