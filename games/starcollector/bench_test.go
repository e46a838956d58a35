package starcollector

import (
	"math/rand/v2"
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

// midGames are seeded mid-game states, as a search meets them: random
// games stopped at turn 6 (a game lasts 10-20 turns), every other one
// just after seat 1 committed its choice, so that the determinizing seat
// 0 faces a secret choice.
func midGames(tb testing.TB) []*state {
	rng := rand.New(rand.NewPCG(5, 6))
	var out []*state
	for seed := uint64(1); len(out) < 16; seed++ {
		s, err := newState(games.Config{Seats: 2, Seed: seed})
		if err != nil {
			tb.Fatal(err)
		}
		for s.Over == nil && s.Turn < 6 {
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				tb.Fatal(err)
			}
		}
		if s.Over != nil {
			continue
		}
		if len(out)%2 == 1 {
			if _, _, err := games.PlayRandom(s, 1, false, rng); err != nil {
				tb.Fatal(err)
			}
		}
		out = append(out, s)
	}
	return out
}

// BenchmarkSearchIteration is one iteration of a search's inner loop:
// determinize a mid-game state for a seat, then play random legal
// answers to the end. The labelled path is what a search had before
// the lean one (Prompts, Apply and games.PlayRandom); the lean path is
// Legal and Play, as games/ismcts plays. Goal: 80,000 iter/s on one core.
func BenchmarkSearchIteration(b *testing.B) {
	starts := midGames(b)
	b.Run("path=labelled", func(b *testing.B) { gametest.BenchSearch(b, 2, starts, gametest.Playout{Labelled: true}) })
	b.Run("path=lean", func(b *testing.B) { gametest.BenchSearch(b, 2, starts, gametest.Playout{}) })
}

// BenchmarkThink is the CPU player's search as the levels run it in this
// game (its own playout tuning), in search iterations a second.
func BenchmarkThink(b *testing.B) { gametest.BenchThink(b, 2, midGames(b)) }
