package keyforge

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// BenchmarkRandomGame plays a whole random game between two generated
// decks per iteration (goal: under 5 ms).
func BenchmarkRandomGame(b *testing.B) {
	gametest.Bench(b, Game{}, games.Config{Seats: 2})
}

// midGames are seeded states in the middle of play: random answers from
// the deal until the eighth turn has begun, games that ended before left
// out.
func midGames(tb testing.TB) []*state {
	tb.Helper()
	var out []*state
	for seed := uint64(1); len(out) < 8; seed++ {
		st, err := Game{}.New(games.Config{Seats: 2, Seed: seed})
		if err != nil {
			tb.Fatal(err)
		}
		s := st.(*state)
		rng := rand.New(rand.NewPCG(seed, 3))
		for s.Result() == nil && s.Turn < 8 {
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
// legal moves to the end through the lean path (Legal, Play).
func BenchmarkSearchIteration(b *testing.B) {
	gametest.BenchSearch(b, 2, midGames(b), gametest.Playout{})
}

// BenchmarkEasyAnswer is one answer of the Easy player in step 3 of a
// mid-game turn: what it costs as a playout policy.
func BenchmarkEasyAnswer(b *testing.B) {
	states := midGames(b)
	rng := rand.New(rand.NewPCG(1, 2))
	for i, s := range states {
		s = s.clone()
		for s.Result() == nil && !(s.Phase == phaseMain && s.Ask == nil && s.UI == nil && s.canAct()) {
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				b.Fatal(err)
			}
		}
		states[i] = s
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s := states[i%len(states)]
		if _, ok := s.Suggest(s.Waiting(nil)[0], rng); !ok {
			b.Fatal("no answer")
		}
	}
}

// BenchmarkThink is the CPU player's search as the levels run it in this
// game (its own playout tuning), in search iterations a second.
func BenchmarkThink(b *testing.B) { gametest.BenchThink(b, 2, midGames(b)) }
