package starcollector

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// BenchmarkRandomGame plays one whole random game per iteration through
// the public contract, as CPU seats and the kit do. Goal: under 50 µs.
func BenchmarkRandomGame(b *testing.B) {
	for _, end := range []string{endDefault, endDeckEmpty} {
		b.Run("end="+end, func(b *testing.B) {
			gametest.Bench(b, Game{}, games.Config{Seats: 2, Options: map[string]string{"end": end}})
		})
	}
}
