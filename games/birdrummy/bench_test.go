package birdrummy

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// BenchmarkRandomGame plays one whole game between random players per
// iteration (goal: under 1 ms).
func BenchmarkRandomGame(b *testing.B) {
	gametest.Bench(b, Game{}, games.Config{Seats: 2})
}
