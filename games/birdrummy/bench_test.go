package birdrummy

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// BenchmarkRandomGame plays one whole game between random players per
// iteration (goal: under 1 ms).
func BenchmarkRandomGame(b *testing.B) {
	gametest.Bench(b, Game{}, games.Config{Seats: 2})
}

// midTurn is the turn the mid-game states of the search benchmark stop
// at: random games last about twice as long.
const midTurn = 10

// midGames are seeded states in the middle of play: random answers from
// the deal up to the draw phase of turn midTurn.
func midGames(tb testing.TB) []*state {
	tb.Helper()
	var out []*state
	for seed := uint64(1); len(out) < 8; seed++ {
		g, err := Game{}.New(games.Config{Seats: seats, Seed: seed})
		if err != nil {
			tb.Fatal(err)
		}
		s := g.(*state)
		rng := rand.New(rand.NewPCG(seed, 3))
		for s.Result() == nil && (s.Phase != phaseDraw || s.TurnNo < midTurn) {
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				tb.Fatal(err)
			}
		}
		if s.Result() == nil {
			out = append(out, s)
		}
	}
	return out
}

// BenchmarkSearchIteration is one iteration of a search's inner loop:
// from a mid-game state, Determinize for the seat to act, then random
// legal moves through the lean path (Waiting, Legal, Play) to the end.
func BenchmarkSearchIteration(b *testing.B) {
	gametest.BenchSearch(b, 2, midGames(b), gametest.Playout{})
}

// BenchmarkThink is the CPU player's search as the levels run it in this
// game (its own playout tuning), in search iterations a second.
func BenchmarkThink(b *testing.B) { gametest.BenchThink(b, 2, midGames(b)) }
