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
func BenchmarkSearchIteration(b *testing.B) {
	benchSearch(b, func(d *state, rng *rand.Rand) int {
		var p playout
		return p.run(d, rng)
	})
}

// cutAnswers is where BenchmarkSearchIterationCut stops a playout.
const cutAnswers = 100

// BenchmarkSearchIterationCut is the lean iteration with the playout cut
// after cutAnswers answers and judged by Eval, as a search may do at a
// big table where a random game runs to thousands of answers.
func BenchmarkSearchIterationCut(b *testing.B) {
	var sum float64
	benchSearch(b, func(d *state, rng *rand.Rand) int {
		var p playout
		n := 0
		for ; n < cutAnswers && d.Result() == nil; n++ {
			p.step(d, rng)
		}
		sum += d.Eval(0)
		return n
	})
	if sum < 0 {
		b.Fatal("Eval below 0")
	}
}

// BenchmarkSearchIterationLabelled is the same through the labelled path
// (Prompts, Apply and games.PlayRandom), as a search ran before the lean
// path.
func BenchmarkSearchIterationLabelled(b *testing.B) {
	benchSearch(b, func(d *state, rng *rand.Rand) int {
		n := 0
		for ; d.Result() == nil; n++ {
			if _, _, err := games.PlayRandom(d, -1, false, rng); err != nil {
				b.Fatal(err)
			}
		}
		return n
	})
}

func benchSearch(b *testing.B, playout func(d *state, rng *rand.Rand) int) {
	for _, seats := range []int{2, 4, 8} {
		b.Run(strconv.Itoa(seats)+"seats", func(b *testing.B) {
			states := midGames(b, seats)
			rng := rand.New(rand.NewPCG(1, 2))
			b.ReportAllocs()
			answers := 0
			for i := 0; b.Loop(); i++ {
				s := states[i%len(states)]
				answers += playout(s.Determinize(s.Turn, rng).(*state), rng)
			}
			b.ReportMetric(float64(answers)/float64(b.N), "answers/iter")
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "iter/s")
		})
	}
}

// playout plays random legal answers, as games.PlayRandom picks them (a
// random open prompt, then a random option), through the lean path.
type playout struct {
	moves []games.Move
	from  []int // where each seat's moves begin, for seats that have some
}

// run plays d to the end and returns how many answers that took.
func (p *playout) run(d *state, rng *rand.Rand) int {
	n := 0
	for ; d.Result() == nil; n++ {
		p.step(d, rng)
	}
	return n
}

func (p *playout) step(d *state, rng *rand.Rand) {
	p.moves, p.from = p.moves[:0], p.from[:0]
	for seat := range d.Seats {
		start := len(p.moves)
		if p.moves = d.Legal(seat, p.moves); len(p.moves) > start {
			p.from = append(p.from, start)
		}
	}
	k := rng.IntN(len(p.from))
	end := len(p.moves)
	if k+1 < len(p.from) {
		end = p.from[k+1]
	}
	if err := d.Play(p.moves[p.from[k]+rng.IntN(end-p.from[k])].Answer); err != nil {
		panic(err)
	}
}
