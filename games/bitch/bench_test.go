package bitch

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// One whole random game per iteration; the goal is 4 players under 2 ms.
func BenchmarkRandomGame2Players(b *testing.B) { gametest.Bench(b, Game{}, games.Config{Seats: 2}) }
func BenchmarkRandomGame4Players(b *testing.B) { gametest.Bench(b, Game{}, games.Config{Seats: 4}) }
func BenchmarkRandomGame8Players(b *testing.B) { gametest.Bench(b, Game{}, games.Config{Seats: 8}) }
