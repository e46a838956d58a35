package bitch

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// One whole random game per iteration; the goal is 4 players under 2 ms.
func BenchmarkRandomGame2Players(b *testing.B) { gametest.Bench(b, Game{}, games.Config{Seats: 2}) }
func BenchmarkRandomGame4Players(b *testing.B) { gametest.Bench(b, Game{}, games.Config{Seats: 4}) }
func BenchmarkRandomGame8Players(b *testing.B) { gametest.Bench(b, Game{}, games.Config{Seats: 8}) }

// benchDecks fixes the deck count of the search benchmarks (what Auto
// deals), so figures taken before and after a change of Auto compare.
var benchDecks = map[int]string{2: "1", 4: "2", 8: "3"}

// midGames are seeded states in the middle of play: random answers from
// the deal until 20 turns per seat have been played.
func midGames(tb testing.TB, seats int) []*state {
	tb.Helper()
	var out []*state
	for seed := uint64(1); len(out) < 8; seed++ {
		s, err := newState(games.Config{Seats: seats, Seed: seed, Options: map[string]string{optDecks: benchDecks[seats]}})
		if err != nil {
			tb.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 3))
		for s.Result() == nil && (s.Phase != phasePlay || s.TurnNo < 20*seats) {
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
// answers through the lean path (Legal, Play) to the end.
func BenchmarkSearchIteration(b *testing.B) { benchSearch(b, gametest.Playout{}) }

// cutAnswers is where BenchmarkSearchIterationCut stops a playout.
const cutAnswers = 100

// BenchmarkSearchIterationCut is the lean iteration with the playout cut
// after cutAnswers answers and judged by Eval, as a search may do at a
// big table where a random game runs to thousands of answers.
func BenchmarkSearchIterationCut(b *testing.B) { benchSearch(b, gametest.Playout{Cut: cutAnswers}) }

// BenchmarkSearchIterationLabelled is the same through the labelled path
// (Prompts, Apply and games.PlayRandom), as a search ran before the lean
// path.
func BenchmarkSearchIterationLabelled(b *testing.B) { benchSearch(b, gametest.Playout{Labelled: true}) }

// BenchmarkThink is the CPU player's search as the levels run it here
// (nine playout moves in ten from the rule of thumb, to the end), in
// search iterations a second.
func BenchmarkThink(b *testing.B) {
	atEachSize(b, func(b *testing.B, seats int) { gametest.BenchThink(b, seats, midGames(b, seats)) })
}

// benchSearch runs gametest.BenchSearch at 2, 4 and 8 seats.
func benchSearch(b *testing.B, p gametest.Playout) {
	atEachSize(b, func(b *testing.B, seats int) { gametest.BenchSearch(b, seats, midGames(b, seats), p) })
}

// atEachSize runs bench as a sub-benchmark at 2, 4 and 8 seats.
func atEachSize(b *testing.B, bench func(b *testing.B, seats int)) {
	for _, seats := range []int{2, 4, 8} {
		b.Run(strconv.Itoa(seats)+"seats", func(b *testing.B) { bench(b, seats) })
	}
}
