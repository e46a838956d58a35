package keyforge

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// BenchmarkRandomGame plays a whole random game between two generated
// decks per iteration (goal: under 5 ms).
func BenchmarkRandomGame(b *testing.B) {
	gametest.Bench(b, Game{}, games.Config{Seats: 2})
}
